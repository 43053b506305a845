import { sql } from 'drizzle-orm';
import { CHANNELS, type Channel } from '@dealer/contracts/campaign';
import type { Database, Tx } from '../../db/client';

/**
 * Deliveries still to send whose job is gone: queues them again. A backup leaves out the job queue
 * (it is working state outside the public schema, rebuilt at start), so a database restored mid-campaign has
 * 'queued' and 'sending' rows and no job to send them (600 mails, 336 never sent, before this ran
 * at start). Also catches a job that ran out of attempts on a database error, not a send.
 *
 * One process at a time (an advisory lock, released with the transaction): a second process
 * starting together waits, then finds the jobs the first one queued and queues nothing.
 */
export async function requeueStranded(
  database: Database,
  enqueue: (tx: Tx, ids: string[], round: string) => Promise<void>,
  queueOf: (channel: Channel) => string,
): Promise<number> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('campaign-delivery-requeue'))`);
    // One anti-join: deliveries still to send with no job that will still run (a delivery's id
    // names its channel, and so its queue: matching ids is exact).
    const queues = CHANNELS.map(queueOf).join(',');
    const stranded = (await tx.execute(
      sql`select d.id from campaign_delivery d
          join campaign k on k.id = d.campaign_id and k.is_active and k.status = 1
          where d.status in ('queued', 'sending')
            and not exists (
              select 1 from job_queue.job j
              where j.queue = any(string_to_array(${queues}, ','))
                and j.state in ('created', 'retry', 'active') and j.data->>'deliveryId' = d.id)`,
    )) as unknown as { rows: { id: string }[] };
    const ids = stranded.rows.map((r) => r.id);
    if (ids.length > 0) await enqueue(tx, ids, `requeue:${Date.now()}`);
    return ids.length;
  });
}

import { sql } from 'drizzle-orm';
import { fromDrizzle, type PgBoss } from 'pg-boss';
import { CHANNELS, type Channel } from '@dealer/contracts/campaign';
import type { Database, Tx } from '../../db/client';
import { jobId, startJobQueue } from '../../platform/jobs/boss';
import type { MessagingConfig } from '../../platform/messaging/config';
import { nextSendTime } from '../../platform/messaging/quietHours';
import { createThrottle } from '../../platform/messaging/throttle';
import type { ChannelAdapter } from '../../platform/messaging/types';
import { materializeAudience } from './audience';
import { deliverOne, type DeliverDeps } from './deliver';

export const DELIVERY_QUEUE = 'campaign-delivery';

export interface CampaignEngine {
  /** Look for due campaigns now (after an activation) instead of at the next sweep. */
  kick(): void;
  /** Dispatches every due campaign; resolves when done (tests). */
  dispatchDue(): Promise<number>;
  /** Enqueues the given queued deliveries again (reactivation), ids made unique by `round`. */
  enqueue(tx: Tx, deliveryIds: string[], round: string): Promise<void>;
  boss: PgBoss;
  stop(): Promise<void>;
}

export interface EngineOptions {
  database: Database;
  config: MessagingConfig;
  timeZone: string;
  adapters: Map<Channel, ChannelAdapter>;
  log: (error: unknown, message: string) => void;
  /** Workers per process. */
  concurrency?: number;
  /** Jobs a worker takes at once (sent in parallel). */
  batchSize?: number;
}

/**
 * Campaign dispatch on pg-boss: a sweep (every CAMPAIGN_SWEEP_MS, and at once after an
 * activation) claims each due campaign with a conditional update, computes its audience into
 * delivery rows and enqueues one job per row with a deterministic id, in ONE transaction (pg-boss's
 * drizzle adapter enqueues inside it). Workers send through the adapters behind the global
 * throttle; pg-boss retries with exponential back-off.
 */
export async function startCampaignEngine(options: EngineOptions): Promise<CampaignEngine> {
  const { database, config, timeZone, adapters, log } = options;
  const boss = await startJobQueue(database, (e) => log(e, 'job queue error'));
  await boss.createQueue(DELIVERY_QUEUE, {
    retryLimit: config.retryLimit,
    retryDelay: config.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 120,
  });
  const rates: Record<string, number> = {};
  for (const a of adapters.values()) rates[a.provider] = config.rates[a.channel];
  const throttle = await createThrottle(database, rates);
  const deps: DeliverDeps = { database, adapters, throttle, config };

  const enqueue = async (tx: Tx, ids: string[], round: string) => {
    const startAfter = nextSendTime(new Date(), config.quietHours, timeZone);
    const db = fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql);
    for (let i = 0; i < ids.length; i += 1000) {
      await boss.insert(
        DELIVERY_QUEUE,
        ids.slice(i, i + 1000).map((id) => ({
          id: jobId(`${id}:${round}`),
          data: { deliveryId: id },
          startAfter,
        })),
        { db },
      );
    }
  };

  const dispatchOne = async (): Promise<boolean> =>
    database.db.transaction(async (tx) => {
      const due = (await tx.execute(
        sql`update campaign set dispatched_time = now()
            where id = (select id from campaign
                        where is_active and status = 1 and dispatched_time is null and publish_date <= now()
                        order by publish_date, id limit 1 for update skip locked)
            returning id, region_code, vehicle_type_code, religion, minimum_age, maximum_age, gender,
                      is_email, is_sms, is_push`,
      )) as unknown as { rows: Record<string, unknown>[] };
      const c = due.rows[0];
      if (!c) return false;
      const targeting = {
        regionCode: String(c.region_code),
        vehicleTypeCode: String(c.vehicle_type_code),
        religion: c.religion as never,
        minimumAge: Number(c.minimum_age),
        maximumAge: Number(c.maximum_age),
        gender: c.gender as never,
      };
      const flags: Record<Channel, boolean> = {
        email: Boolean(c.is_email),
        sms: Boolean(c.is_sms),
        push: Boolean(c.is_push),
      };
      for (const channel of CHANNELS) {
        if (!flags[channel]) continue;
        const ids = await materializeAudience(tx, Number(c.id), channel, targeting, timeZone);
        await enqueue(tx, ids, 'first');
      }
      return true;
    });

  let running: Promise<number> | undefined;
  const dispatchDue = () => {
    running ??= (async () => {
      let n = 0;
      try {
        while (await dispatchOne()) n += 1;
      } finally {
        running = undefined;
      }
      return n;
    })();
    return running;
  };
  const sweep = () => void dispatchDue().catch((e) => log(e, 'campaign dispatch failed'));
  const timer = setInterval(sweep, Math.max(200, config.sweepMs));
  timer.unref();

  await boss.work<{ deliveryId: string }>(
    DELIVERY_QUEUE,
    {
      batchSize: options.batchSize ?? 5,
      localConcurrency: options.concurrency ?? 4,
      pollingIntervalSeconds: 0.5,
      // While batches come back full there is a backlog: fetch again at once, no polling pause.
      burstWhenBatchFull: true,
    },
    async (jobs) => {
      // Quiet hours began after these were enqueued: hand them to a job starting at the window's
      // end (id derived from that time, so a second worker doing the same inserts nothing).
      const after = nextSendTime(new Date(), config.quietHours, timeZone);
      if (after.getTime() > Date.now()) {
        await boss.insert(
          DELIVERY_QUEUE,
          jobs.map((job) => ({
            id: jobId(`${job.data.deliveryId}:after:${after.toISOString()}`),
            data: job.data,
            startAfter: after,
          })),
        );
        return;
      }
      // A batch settles together: if one send must be retried, the whole batch is retried, and
      // the rows already sent are skipped on the retry (their status left 'queued'/'sending').
      const outcomes = await Promise.all(
        jobs.map((job) => deliverOne(deps, job.data.deliveryId, job)),
      );
      if (outcomes.includes('retry')) throw new Error('transient provider failure; retrying');
    },
  );

  return {
    kick: () => setTimeout(sweep, 0).unref(),
    dispatchDue,
    enqueue,
    boss,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => {});
      await boss.stop({ graceful: true, timeout: 5000 });
      for (const a of adapters.values()) await a.close();
    },
  };
}

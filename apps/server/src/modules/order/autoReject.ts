import { sql } from 'drizzle-orm';
import { AUTO_REJECT_MINUTES, STATUS_PHRASES } from '@dealer/contracts';
import { rows, type Db } from '../../db/client';
import { startIntervalSweep } from '../../platform/jobs/intervalSweep';
import { emitAfterCommit, type ChangePublisher } from '../../platform/hub/changes';
import { orderChange } from './orderChange';
import { recordActivity } from './workflow';

/** Orders one sweep moves at most; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

/**
 * The 30-minute rule: every order still SUBMITTED 30 minutes after it was submitted becomes
 * REJECTEDBYSYSTEM, with its log and notification rows, in one transaction.
 *
 * Safe with several server processes sweeping at once: rows are claimed with FOR UPDATE SKIP
 * LOCKED and the update is conditioned on status 1, so an order is moved exactly once, and a
 * sweep never waits for another. Idempotent: a second run at the same instant moves nothing.
 * The live hub hears of the moved orders once the transaction has committed.
 */
export async function rejectStaleSubmissions(
  db: Db,
  now: Date,
  changes?: ChangePublisher,
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - AUTO_REJECT_MINUTES * 60_000);
  const moved = await emitAfterCommit(
    changes,
    () => sweep(db, now, cutoff),
    (orders) => orders.map((order) => orderChange(order.branchId, 1, 15)),
  );
  return moved.map((order) => order.orderNo);
}

async function sweep(db: Db, now: Date, cutoff: Date) {
  return db.transaction(async (tx) => {
    const moved = await rows<{ id: number; branchId: number; orderNo: string }>(
      tx,
      sql`update test_drive_order o
        set status_code = 15, version = o.version + 1, updated_time = ${now.toISOString()},
          updated_by = 'system'
        where o.id in (
          select id from test_drive_order
          where status_code = 1 and submitted_time <= ${cutoff.toISOString()}
          order by submitted_time
          limit ${SWEEP_BATCH}
          for update skip locked)
        and o.status_code = 1
        returning o.id, o.branch_id as "branchId", o.test_drive_order_no as "orderNo"`,
    );
    for (const order of moved) {
      await recordActivity(
        tx,
        order,
        order.orderNo,
        1,
        15,
        `${STATUS_PHRASES.REJECTEDBYSYSTEM} by system`,
        'system',
      );
    }
    return moved;
  });
}

/** The 30-minute rule every `intervalMs`, on the shared sweep loop (platform/jobs/intervalSweep). */
export function startAutoRejectSweep(
  db: Db,
  {
    intervalMs,
    log,
    info,
    changes,
  }: {
    intervalMs: number;
    log: (error: unknown) => void;
    info?: (message: string) => void;
    changes?: ChangePublisher;
  },
): { stop(): Promise<void> } {
  return startIntervalSweep(
    'auto-reject sweep',
    () => rejectStaleSubmissions(db, new Date(), changes),
    { intervalMs, log, info },
  );
}

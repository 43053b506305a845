import { sql } from 'drizzle-orm';
import { AUTO_REJECT_MINUTES, STATUS_PHRASES } from '@dealer/contracts';
import { rows, type Db } from '../../db/client';
import { isConnectionFailure } from '../../db/connectionFailure';
import { emitAfterCommit, type ChangePublisher } from '../../platform/hub/changes';
import { orderChange, recordActivity } from './workflow';

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

/**
 * Runs the sweep every `intervalMs` (never two at once in this process). Errors are logged and
 * the next tick tries again; `stop` waits for a running sweep to end. A database that is away
 * fails every tick until it is back: `log` hears the first of those failures only, and `info` (if
 * given) the tick that works again, instead of one line a minute for the whole outage.
 */
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
  let running: Promise<unknown> | undefined;
  let away = false;
  const timer = setInterval(() => {
    if (running) return;
    running = rejectStaleSubmissions(db, new Date(), changes)
      .then(() => {
        if (away) info?.('auto-reject sweep: the database answers again; sweeping as before');
        away = false;
      })
      .catch((error: unknown) => {
        const outage = isConnectionFailure(error);
        if (!(outage && away)) log(error);
        away = outage;
      })
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

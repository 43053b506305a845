import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rows } from '../../db/client';
import { loginFailure } from '../../db/schema/index';

/** Failures older than this no longer count. */
export const FAILURE_WINDOW_MINUTES = 15;
/** The wait a user name's failures impose never exceeds this (a slowdown, never a lock). */
export const MAX_WAIT_MS = 60_000;

export const pairKey = (userName: string, ip: string) => `pair:${userName}|${ip}`;
export const userKey = (userName: string) => `user:${userName}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** `max` failures within the window lock the key for `lockMinutes`. */
export interface LockRule {
  kind: 'lock';
  max: number;
  lockMinutes: number;
}

/**
 * From the 3rd failure each next attempt must wait `stepMs`, doubling per failure up to
 * MAX_WAIT_MS; the count ends only after a whole window without failures.
 */
export interface ThrottleRule {
  kind: 'throttle';
  stepMs: number;
}

/** The wait a throttled key imposes after `failures` failures (0: none). */
export function throttleWaitMs(failures: number, stepMs: number): number {
  return failures < 3 ? 0 : Math.min(stepMs * 2 ** Math.min(failures - 3, 20), MAX_WAIT_MS);
}

/**
 * Counts one failure in one statement (safe under concurrency) and answers the count and whether
 * the key now blocks. A lock counter restarts when its window is over or its lock has expired; a
 * throttle counter slides (its window starts again at every failure).
 */
export async function recordFailure(
  db: DbOrTx,
  key: string,
  rule: LockRule | ThrottleRule,
): Promise<{ failures: number; blocked: boolean }> {
  const windowOver = sql`f.window_start < now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES}::int)`;
  const restart =
    rule.kind === 'lock'
      ? sql`(${windowOver} or (f.locked_until is not null and f.locked_until <= now()))`
      : sql`(${windowOver})`;
  const next = sql`(case when ${restart} then 1 else f.failures + 1 end)`;
  const blockUntil = (failures: SQL) =>
    rule.kind === 'lock'
      ? sql`case when ${failures} >= ${rule.max}::int
          then now() + make_interval(mins => ${rule.lockMinutes}::int) end`
      : sql`case when ${failures} >= 3 and ${rule.stepMs}::int > 0
          then now() + make_interval(secs => least(${rule.stepMs}::float8 * power(2, least(${failures} - 3, 20)), ${MAX_WAIT_MS}::float8) / 1000) end`;
  const windowStart =
    rule.kind === 'lock'
      ? sql`case when ${restart} then now() else f.window_start end`
      : sql`now()`;
  const [row] = await rows<{ failures: number; blocked: boolean }>(
    db,
    sql`insert into login_failure as f (key, failures, window_start, locked_until)
        values (${key}, 1, now(), ${blockUntil(sql`1`)})
        on conflict (key) do update set
          failures = ${next},
          window_start = ${windowStart},
          locked_until = ${blockUntil(next)}
        returning failures, locked_until is not null as blocked`,
  );
  return row ?? { failures: 1, blocked: false };
}

export async function resetFailures(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginFailure).where(eq(loginFailure.key, key));
}

type SQL = ReturnType<typeof sql>;

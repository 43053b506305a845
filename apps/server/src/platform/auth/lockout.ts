import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rows } from '../../db/client';
import { loginFailure } from '../../db/schema/index';

/** Failures older than this no longer count. */
export const FAILURE_WINDOW_MINUTES = 15;
/** The slowdown never exceeds this, so a user who mistyped a few times is not kept waiting long. */
export const MAX_SLOWDOWN_MS = 2000;

export const userKey = (userName: string) => `user:${userName}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** Minutes until the longest lock among the keys ends (rounded up), or undefined if none is locked. */
export async function lockedMinutes(db: DbOrTx, keys: string[]): Promise<number | undefined> {
  const [row] = await rows<{ minutes: number | null }>(
    db,
    sql`select ceil(extract(epoch from max(${loginFailure.lockedUntil}) - now()) / 60)::int as minutes
        from ${loginFailure}
        where ${loginFailure.key} in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )}) and ${loginFailure.lockedUntil} > now()`,
  );
  return row?.minutes == null ? undefined : Math.max(1, row.minutes);
}

/**
 * Counts one failure in one statement (safe under concurrency). A counter restarts when its window
 * is over or its lock has expired; reaching `max` locks the key for `lockMinutes`.
 */
export async function recordFailure(
  db: DbOrTx,
  key: string,
  max: number,
  lockMinutes: number,
): Promise<{ failures: number; locked: boolean }> {
  const restart = sql`(f.window_start < now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES}::int)
    or (f.locked_until is not null and f.locked_until <= now()))`;
  const next = sql`(case when ${restart} then 1 else f.failures + 1 end)`;
  const lockUntil = sql`now() + make_interval(mins => ${lockMinutes}::int)`;
  const [row] = await rows<{ failures: number; locked: boolean }>(
    db,
    sql`insert into login_failure as f (key, failures, window_start, locked_until)
        values (${key}, 1, now(), case when 1 >= ${max}::int then ${lockUntil} end)
        on conflict (key) do update set
          failures = ${next},
          window_start = case when ${restart} then now() else f.window_start end,
          locked_until = case when ${next} >= ${max}::int then ${lockUntil} end
        returning failures, locked_until is not null as locked`,
  );
  return row ?? { failures: 1, locked: false };
}

export async function resetFailures(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginFailure).where(eq(loginFailure.key, key));
}

/** From the 3rd consecutive failure each answer waits a little longer (capped). */
export function slowdownMs(failures: number, stepMs: number): number {
  return failures < 3 ? 0 : Math.min(stepMs * (failures - 2), MAX_SLOWDOWN_MS);
}

import type { Database } from '../../db/client';

/**
 * A global token bucket per provider, one row in PostgreSQL, refilled and taken in ONE conditional
 * UPDATE: every worker of every server process draws from the same bucket, so the provider sees
 * at most `rate` messages per second plus the burst (listmonk's per-worker rate overshoots by the
 * concurrency factor, PR #2974). rate 0 = unthrottled.
 */
const LEVEL =
  'least(burst, tokens + extract(epoch FROM clock_timestamp() - refilled_time) * rate_per_second)';

export interface Throttle {
  take(provider: string): Promise<void>;
  /** No rate for this provider: sends need no token (and may be batched). */
  unthrottled(provider: string): boolean;
}

export async function createThrottle(
  database: Database,
  rates: Record<string, number>,
  burst = 1,
): Promise<Throttle> {
  for (const [provider, rate] of Object.entries(rates)) {
    await database.query(
      `INSERT INTO message_rate_bucket (provider, rate_per_second, burst, tokens, refilled_time)
       VALUES ($1, $2, $3, $3, clock_timestamp())
       ON CONFLICT (provider) DO UPDATE SET rate_per_second = $2, burst = $3`,
      [provider, rate, burst],
    );
  }
  return {
    unthrottled: (provider) => (rates[provider] ?? 0) <= 0,
    async take(provider) {
      const rate = rates[provider] ?? 0;
      if (rate <= 0) return;
      for (;;) {
        // One statement: under READ COMMITTED a concurrent taker re-reads the row it waited for,
        // so the level is always computed from the latest tokens (no token is taken twice).
        const taken = await database.query(
          `UPDATE message_rate_bucket SET tokens = ${LEVEL} - 1, refilled_time = clock_timestamp()
           WHERE provider = $1 AND ${LEVEL} >= 1 RETURNING 1`,
          [provider],
        );
        if (taken.length > 0) return;
        const [row] = await database.query<{ wait: number }>(
          `SELECT (1 - ${LEVEL}) / rate_per_second AS wait FROM message_rate_bucket WHERE provider = $1`,
          [provider],
        );
        if (!row) return;
        await new Promise((resolve) => setTimeout(resolve, Math.max(5, Number(row.wait) * 1000)));
      }
    },
  };
}

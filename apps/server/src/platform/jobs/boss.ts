import { createHash } from 'node:crypto';
import { PgBoss, fromPglite, type PGliteLike } from 'pg-boss';
import type pg from 'pg';
import type { Database } from '../../db/client';

/**
 * The job queue (pg-boss 12 on the same PostgreSQL as the data; DESIGN, Wave 2). Embedded mode uses
 * pg-boss's PGlite adapter on the app's own PGlite instance (one connection, shared); a server
 * database shares the app's pg pool. pg-boss 12 declares Node >= 22.12 in `engines`; the campaign
 * tests run it on Node 20 on both databases (README, "Node versions").
 */
export async function startJobQueue(
  database: Database,
  log: (error: unknown) => void,
  options: { monitorSeconds?: number } = {},
): Promise<PgBoss> {
  // Expiry and stale heartbeats are found by the monitor pass, which runs as often as the longer
  // of the two intervals (pg-boss defaults both to 60 s: a killed worker's jobs would wait that long).
  const timers = options.monitorSeconds
    ? {
        monitorIntervalSeconds: options.monitorSeconds,
        superviseIntervalSeconds: options.monitorSeconds,
      }
    : {};
  const client = (database.db as unknown as { $client: unknown }).$client;
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({
          db: fromPglite(client as PGliteLike),
          backend: 'pglite',
          schema: 'pgboss',
          ...timers,
        })
      : new PgBoss({
          ...timers,
          db: {
            executeSql: (text: string, values?: unknown[]) =>
              (client as pg.Pool).query(text, values),
          },
          schema: 'pgboss',
        });
  boss.on('error', log);
  await boss.start();
  return boss;
}

/**
 * A deterministic job id (a UUID shaped like version 5) from a business key: sending the same
 * key twice names the same job, which pg-boss inserts once. `singletonKey` does not deduplicate
 * on a standard queue, hence the id.
 */
export function jobId(key: string): string {
  const h = createHash('sha1').update(`dealer-job:${key}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

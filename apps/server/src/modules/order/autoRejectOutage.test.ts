import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/client';
import { connectionFailure } from '../../db/connectionFailure';
import { seedDemo } from '../../seed/demo';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratchDatabase';
import { startTcpProxy, type TcpProxy } from '../../test/tcpProxy';
import { waitFor } from '../../test/waitFor';
import { startAutoRejectSweep } from './autoReject';

/**
 * The 30-minute sweep while its database is away: it reaches PostgreSQL through a TCP hop that
 * the test cuts and makes refuse connections, then lets through again. Needs TEST_DATABASE_URL
 * (PGlite runs inside the process and is never away).
 */
const serverUrl = process.env.TEST_DATABASE_URL;

let scratch: ScratchDatabase;
let direct: Database;
let proxy: TcpProxy;
let viaProxy: Database;

beforeAll(async () => {
  if (!serverUrl) return;
  scratch = await createScratchDatabase(serverUrl, 'sweep');
  direct = await createDatabase({ databaseUrl: scratch.url, poolSize: 2 });
  await direct.migrate();
  await seedDemo(direct.db);
  proxy = await startTcpProxy(scratch.url);
  viaProxy = await createDatabase({ databaseUrl: proxy.url, poolSize: 2 });
}, 120_000);
afterAll(async () => {
  await viaProxy?.close();
  await proxy?.close();
  await direct?.close();
  await scratch?.drop();
});

describe.skipIf(!serverUrl)(
  'the auto-reject sweep while PostgreSQL is away (needs TEST_DATABASE_URL)',
  () => {
    it('logs the outage once, carries on by itself when the database is back, and moves what waited', async () => {
      const logged: unknown[] = [];
      const said: string[] = [];
      proxy.refusing = true;
      proxy.cutAll();
      const sweep = startAutoRejectSweep(viaProxy.db, {
        intervalMs: 50,
        log: (error) => logged.push(error),
        info: (message) => said.push(message),
      });
      try {
        // Five sweeps refused (each connect is tried twice).
        const before = proxy.accepted;
        await waitFor('five refused sweeps', () => proxy.accepted - before >= 10, 10_000);
        // An order that became stale while the database was away.
        const [stale] = await direct.query<{ id: number }>(
          `update test_drive_order set status_code = 1, submitted_time = now() - interval '1 hour'
           where id = (select min(id) from test_drive_order) returning id`,
        );
        proxy.refusing = false;
        const status = async () =>
          (
            await direct.query<{ status: number }>(
              'select status_code as status from test_drive_order where id = $1',
              [stale!.id],
            )
          )[0]?.status;
        await waitFor(
          'the stale order to be rejected',
          async () => (await status()) === 15,
          10_000,
        );
      } finally {
        await sweep.stop();
      }
      expect(logged.map((error) => connectionFailure(error)?.reason)).toEqual([
        'Connection terminated unexpectedly',
      ]);
      expect(said).toHaveLength(1);
    });
  },
);

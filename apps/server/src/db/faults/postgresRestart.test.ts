import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../client';
import { seedDemo } from '../../seed/demo';
import {
  boardCall,
  createOrderCall,
  newsCall,
  orderProblems,
  storedDespite503,
  startTraffic,
  unitOfT010,
  type Outcome,
} from '../../test/faultTraffic';
import {
  createDatabaseOn,
  privatePostgresMissing,
  startPrivatePostgres,
  type PrivatePostgres,
} from '../../test/privatePostgres';
import {
  startServerProcess,
  type ProductionServer as ServerProcess,
} from '../../test/productionServer';
import { waitFor } from '../../test/waitFor';

/**
 * Issue 34, items 2 and 3: the REAL server process against a PostgreSQL 15 cluster of this test's
 * own, restarted (pg_ctl restart -m fast, as a minor upgrade or a failover does) while writes
 * (service-client orders), hot prepared reads (a signed-in board) and plain reads (the public
 * news) flow. Before the fix the process died of an unhandled pg client 'error', or answered 500
 * for the whole gap. Needs only the PostgreSQL 15 programs, not TEST_DATABASE_URL.
 */
const missing = privatePostgresMissing();

let cluster: PrivatePostgres | undefined;
let database: Database | undefined;
let server: ServerProcess | undefined;

beforeAll(async () => {
  if (missing) return;
  cluster = await startPrivatePostgres();
  await createDatabaseOn(cluster.url('postgres'), 'dealer');
  database = await createDatabase({ databaseUrl: cluster.url('dealer'), poolSize: 2 });
  await database.migrate();
  await seedDemo(database.db);
  server = await startServerProcess(cluster.url('dealer'), {
    DATABASE_POOL_SIZE: '4',
    // Every read goes to the database: no answer from the read cache or a cached generation.
    READ_CACHE_MS: '0',
    REVOCATION_CACHE_MS: '0',
    CONTENT_PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000',
  });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await database?.close();
  await cluster?.destroy();
});

const ok = (o: Outcome) => typeof o.status === 'number' && o.status < 300;
const unavailable = (o: Outcome) => o.status === 503 && o.retryAfter !== null;
const CALLERS = 8;
const KINDS = ['order', 'board', 'news'] as const;

describe.skipIf(missing)(
  `PostgreSQL restarted under load (${missing ?? 'private cluster'})`,
  () => {
    it('keeps the process alive, answers 503 with Retry-After during the gap (never 500), and works again by itself', async () => {
      const live = server!;
      const db = database!;
      const unitId = await unitOfT010(db);
      const board = await boardCall(live);
      const traffic = startTraffic([
        ...Array.from({ length: 4 }, () => createOrderCall(live, unitId)),
        board,
        board,
        newsCall(live),
        newsCall(live),
      ]);
      const alive = () => {
        if (live.exit() !== null) {
          throw new Error(`the server exited (${live.exit()}):\n${live.logs.join('')}`);
        }
      };
      const before = cluster!.postmasterPid();
      let began = 0;
      let restarted = 0;
      try {
        await waitFor(
          'calls to flow',
          () => (alive(), traffic.successesSince(0) >= CALLERS),
          60_000,
        );
        began = Date.now();
        await cluster!.restart();
        restarted = Date.now();
        // Every kind of call works again (the prepared board reads on fresh connections too).
        const workedAgain = (what: Outcome['what']) =>
          traffic.outcomes.some((o) => o.what === what && ok(o) && o.started >= restarted);
        await waitFor(
          `${CALLERS} answers after the restart, of each kind`,
          () => (
            alive(),
            traffic.successesSince(restarted) >= CALLERS && KINDS.every((what) => workedAgain(what))
          ),
          30_000,
          { detail: () => JSON.stringify(traffic.outcomes.slice(-CALLERS)) },
        );
      } finally {
        await traffic.stop();
      }

      const outcomes = traffic.outcomes;
      const refused = outcomes.filter(unavailable);
      const other = outcomes.filter((o) => !ok(o) && !unavailable(o));
      const lastRefused = refused.at(-1)?.ended ?? began;
      const back = outcomes.find((o) => ok(o) && o.started >= lastRefused);
      const at = (time: number | undefined) =>
        time === undefined ? 'never' : `${((time - began) / 1000).toFixed(2)} s`;
      const byKind = (what: Outcome['what']) => refused.filter((o) => o.what === what).length;
      const stored = await storedDespite503(db, outcomes);
      console.info(
        `[fault] PostgreSQL restart: pg_ctl took ${at(restarted)}; ${outcomes.filter(ok).length} x 2xx, ` +
          `${refused.length} x 503 (orders ${byKind('order')} of which ${stored} stored whole, ` +
          `board ${byKind('board')}, news ${byKind('news')}) ` +
          `from ${at(refused[0]?.ended)} to ${at(refused.at(-1)?.ended)}, ${other.length} other; ` +
          `first success after the last 503 answered at ${at(back?.ended)}`,
      );
      expect(cluster!.postmasterPid(), 'the cluster restarted').not.toBe(before);
      expect(live.exit(), live.logs.join('')).toBeNull();
      expect(other, 'answers other than 2xx or 503 with Retry-After').toEqual([]);
      expect(back, 'a call that worked after the restart').toBeDefined();
      expect(await orderProblems(db, outcomes)).toEqual([]);
    });
  },
);

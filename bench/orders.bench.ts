import {
  ORDER_API,
  ORDER_STATUSES,
  REASON_CATEGORY_IDS,
  type OrderDashboard,
} from '@dealer/contracts';
import { availableParallelism } from 'node:os';
import { databasePoolSize } from '../apps/server/src/config';
import { createDatabase } from '../apps/server/src/db/client';
import { preparedRunner } from '../apps/server/src/db/prepared';
import { dashboard, dashboardJson } from '../apps/server/src/modules/order/dashboard';
import { businessToday } from '../apps/server/src/platform/time/businessDate';
import { makeDataDir, startServer } from '../e2e/support/server';
import { atLeast, atMost, type Measurement } from './support/budget';
import { createBenchDatabase, seedUnlessReused } from './support/database';
import {
  closedLoop,
  describe,
  interleavedRounds,
  loadAverage,
  runLoad,
  WARM_UP,
} from './support/load';
import { BOARD_PAGE_SIZES, dashboardBodies, monthOf, spreadRandom } from './support/spread';
import { signIn } from './support/signIn';
import { consoleHeaders } from './support/consoleHeaders';
import { helloLine } from './support/helloBaseline';
import { describeCpu } from './support/cpuSplit';
import { DEFAULT_LOG_LEVEL } from './support/defaultLogLevel';

const UNITS = 2_000;
const ORDERS = 1_000_000;
const TIME_ZONE = 'Asia/Jakarta';
/** Who the bench signs in as; its cancellations carry the name (updated_by). */
const BENCH_USER = 'ho_testdrive';

/** Interleaved rounds: HTTP then the same statements through pg, so both meet the same load. */
const ROUNDS = 3;
const ROUND_SECONDS = 5;

export async function benchOrders(): Promise<Measurement[]> {
  const database = await createBenchDatabase({ volume: true });
  if (!database.url) {
    throw new Error('the orders bench needs the PostgreSQL server (BENCH_DATABASE_URL)');
  }
  const env = { DATABASE_URL: database.url };
  const seeded = await seedUnlessReused(
    database,
    ['--units', String(UNITS), '--orders', String(ORDERS)],
    env,
  );
  // The read cache off (READ_CACHE_MS=0): the spread alone left some repeats within its second.
  const server = await startServer(
    { ...env, ...DEFAULT_LOG_LEVEL, READ_CACHE_MS: '0' },
    makeDataDir(),
  );
  // The baseline's pool is the server's own size (DATABASE_POOL_SIZE's default): a larger one
  // would handicap the baseline, a smaller one flatter the server.
  const direct = await createDatabase({
    databaseUrl: database.url,
    poolSize: databasePoolSize(process.env, availableParallelism()),
  });
  try {
    // A settled database: each run's status updates leave ~10,000 dead order rows and ~270,000
    // dead day-count rows behind, and autovacuum cleaning them up during the next run's rounds
    // moved its throughput by a third (744 against 1,045/s in session 11). The board documents
    // (migration 0022) are rewritten on every move too: a dozen runs' worth of their dead rows
    // made the board's SQL a third slower (session 17).
    // Re-runnable on one database: the generated orders an earlier run cancelled (as this bench's
    // user) go back to Assigned, so every run finds its 20,000 to cancel; a dozen runs used them
    // up before. A plain UPDATE: the triggers keep the day counts, report slots and board
    // documents as a move does (migrations 0006, 0013, 0017, 0022); their log rows stay.
    const returned = await direct.query<{ n: number }>(
      `with back as (
         update test_drive_order set status_code = $1, version = version + 1
         where created_by = 'generator' and status_code = $2 and updated_by like $3
         returning 1)
       select count(*)::int as n from back`,
      [ORDER_STATUSES.ASSIGNED, ORDER_STATUSES.CANCELLED, `${BENCH_USER} (%`],
    );
    await direct.query(
      'vacuum (analyze) test_drive_order, order_day_count, order_board_doc, unit_board_doc',
    );
    const token = (await signIn(server.origin, BENCH_USER)).access_token;
    const headers = consoleHeaders(token);
    const today = businessToday(TIME_ZONE);
    // Branches with orders in the months the spread draws from (three before today's to the
    // next): a branch another bench added to a reused database (the hub bench's, with orders in
    // 2032) would answer empty months, cheap calls that flatter the figure.
    const branchCodes = (
      await direct.query<{ code: string }>(
        `select b.branch_code as code from branch b
         where exists (select 1 from test_drive_order o where o.branch_id = b.id
           and o.start_date_time >= $1::date and o.start_date_time < $2::date + 1)
         order by 1`,
        [monthOf(today, -3).startDate, monthOf(today, 1).endDate],
      )
    ).map((r) => r.code);
    const user = { role: 'ho_testdrive' as const, branchCodes: [] as string[] };
    // Prepared on the pool's connections as the server's routes run them (db/prepared.ts).
    const run = preparedRunner(direct, 'board');
    // 1. The dashboard through HTTP and the same statements through the pg driver directly,
    // interleaved, each drawing from the same seeded spread of branches, months, statuses and
    // pages; the server runs with its answer cache off.
    const request = (draw: () => OrderDashboard) => ({
      method: 'POST' as const,
      path: ORDER_API.dashboard,
      headers,
      draw: () => JSON.stringify(draw()),
    });
    // BENCH_PAGE_SIZES=100 measures the board's largest page alone (the worst case).
    const pageSizes = process.env.BENCH_PAGE_SIZES
      ? process.env.BENCH_PAGE_SIZES.split(',').map(Number)
      : BOARD_PAGE_SIZES;
    const bodies = (seed: number) =>
      dashboardBodies(spreadRandom(seed), branchCodes, today, pageSizes);
    const warm = bodies(1);
    await runLoad({ url: server.origin, ...WARM_UP, requests: [request(warm)] });
    await closedLoop(WARM_UP.connections, WARM_UP.seconds, () =>
      dashboardJson(direct.db, user, warm(), TIME_ZONE, run),
    );
    const { http, sql, hello, cpu } = await interleavedRounds({
      url: server.origin,
      rounds: ROUNDS,
      seconds: ROUND_SECONDS,
      connections: 50,
      bodies,
      request,
      direct: (body) => dashboardJson(direct.db, user, body, TIME_ZONE, run),
      serverPid: server.pid,
    });
    const sample = await dashboard(direct.db, user, { ...bodies(1)(), statusCode: '' }, TIME_ZONE);

    // 2. Status updates: cancellations of assigned orders, each with its log and notice rows.
    const assigned = await direct.query<{ no: string }>(
      `select test_drive_order_no as no from test_drive_order
       where status_code = 2 and created_by = 'generator' order by id limit 20000`,
    );
    if (assigned.length === 0) {
      throw new Error('no assigned generated orders to cancel: seed the bench database again');
    }
    // A console cancel names its reason (order contract): the first enabled CANCEL reason.
    const [reason] = await direct.query<{ id: number }>(
      `select id from reason where reason_category_id = $1 and is_enabled and is_active
       order by id limit 1`,
      [REASON_CATEGORY_IDS.CANCEL],
    );
    const cancelReason = reason?.id;
    let next = 0;
    // Each call cancels the next assigned order; the list is drawn once, as many as there are.
    const moved = await runLoad({
      url: server.origin,
      connections: 20,
      seconds: 10,
      draws: assigned.length,
      requests: [
        {
          method: 'POST',
          path: ORDER_API.updateStatus,
          headers,
          draw: () =>
            JSON.stringify({
              testDriveOrderNo: assigned[next++ % assigned.length]!.no,
              status: 'CANCELLED',
              reasonListMappingId: cancelReason,
            }),
        },
      ],
    });
    const ok = moved.requests - moved.non2xx;
    const perSecond = ok / moved.seconds;

    return [
      atMost(
        `dashboard of one branch-month (spread of ${branchCodes.length} branches, 5 months, statuses, pages of ${[...new Set(pageSizes)].join('/')} orders), p95 at 50 connections over ${ORDERS.toLocaleString('en')} orders, cache off`,
        http.p95,
        50,
        'ms',
        `${describe(http)}, ${http.non2xx} non-2xx; ${describeCpu(cpu.http, http.requests)}; a sampled month holds ${sample.total} orders; load average ${loadAverage()}; ${seeded}`,
      ),
      atMost(
        'dashboard p95 through HTTP relative to the same statements through pg directly (interleaved)',
        http.p95 / sql.p95,
        2,
        '×',
        `direct: ${describe(sql)}, ${sql.errors} errors, ${describeCpu(cpu.sql, sql.requests)}; HTTP floor: ${helloLine(50, hello)}`,
      ),
      atLeast(
        'order status updates sustained, each with its log and notification rows',
        perSecond,
        300,
        '/s',
        `${ok} cancellations in ${moved.seconds.toFixed(1)} s at 20 connections (${returned[0]?.n ?? 0} an earlier run made returned to Assigned first), ${moved.non2xx} not 2xx, ${moved.errors} errors, p99 ${moved.p99.toFixed(1)} ms`,
      ),
    ];
  } finally {
    await direct.close();
    await server.stop();
    await database.drop();
  }
}

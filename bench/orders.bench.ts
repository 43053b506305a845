import autocannon from 'autocannon';
import { ORDER_API, type OrderDashboard } from '@dealer/contracts';
import { createDatabase } from '../apps/server/src/db/client';
import { dashboard } from '../apps/server/src/modules/order/dashboard';
import { businessToday } from '../apps/server/src/platform/time/businessDate';
import { makeDataDir, runSeed, startServer } from '../e2e/support/server';
import { atLeast, atMost, percentile, type Measurement } from './support/budget';
import { createBenchDatabase } from './support/database';
import { runLoad } from './support/load';
import { signIn } from './support/signIn';

const UNITS = 2_000;
const ORDERS = 1_000_000;
const TIME_ZONE = 'Asia/Jakarta';

/** The current business month of one branch, first page: what a dashboard opens with. */
function monthQuery(branchCode: string): OrderDashboard {
  const today = businessToday(TIME_ZONE);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return {
    branchCode,
    startDate: `${year}-${mm}-01`,
    endDate: `${year}-${mm}-${String(last).padStart(2, '0')}`,
    statusCode: '',
    actionType: 'DASHBOARD',
    page: 1,
    pageSize: 100,
  };
}

/** `connections` callers running `call` back to back for `seconds`; every latency kept. */
async function closedLoop(connections: number, seconds: number, call: () => Promise<unknown>) {
  const times: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        await call();
        times.push(performance.now() - started);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { count: times.length, p50: percentile(times, 50), p95: percentile(times, 95) };
}

export async function benchOrders(): Promise<Measurement[]> {
  const database = await createBenchDatabase();
  if (!database.url) {
    throw new Error('the orders bench needs the PostgreSQL server (BENCH_DATABASE_URL)');
  }
  const env = { DATABASE_URL: database.url };
  const seeded = await runSeed(['--units', String(UNITS), '--orders', String(ORDERS)], env);
  const server = await startServer({ ...env, LOG_LEVEL: 'error' }, makeDataDir());
  const direct = await createDatabase({ databaseUrl: database.url, poolSize: 10 });
  try {
    const token = (await signIn(server.origin, 'ho_testdrive')).access_token;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const query = monthQuery('T010');

    // 1. The dashboard through HTTP, and the same statements through the pg driver directly.
    const request = {
      method: 'POST' as const,
      path: ORDER_API.dashboard,
      headers,
      body: JSON.stringify(query),
    };
    await runLoad({ url: server.origin, connections: 10, seconds: 3, requests: [request] });
    const http = await runLoad({
      url: server.origin,
      connections: 50,
      seconds: 15,
      requests: [request],
    });
    const user = { role: 'ho_testdrive' as const, branchCodes: ['T002'] };
    const sample = await dashboard(direct.db, user, query, TIME_ZONE);
    const sql = await closedLoop(50, 15, () => dashboard(direct.db, user, query, TIME_ZONE));

    // 2. Status updates: cancellations of assigned orders, each with its log and notice rows.
    const assigned = await direct.query<{ no: string }>(
      `select test_drive_order_no as no from test_drive_order
       where status_code = 2 and created_by = 'generator' order by id limit 20000`,
    );
    let next = 0;
    const moved = await new Promise<autocannon.Result>((done, fail) => {
      autocannon(
        {
          url: server.origin,
          connections: 20,
          duration: 10,
          requests: [
            {
              method: 'POST',
              path: ORDER_API.updateStatus,
              headers,
              setupRequest: (req) => ({
                ...req,
                body: JSON.stringify({
                  testDriveOrderNo: assigned[next++ % assigned.length]!.no,
                  status: 'CANCELLED',
                }),
              }),
            },
          ],
        },
        (error, result) => (error ? fail(error) : done(result)),
      );
    });
    const ok = moved.requests.total - moved.non2xx;
    const perSecond = ok / 10;

    return [
      atMost(
        `dashboard of one branch for one month, p95 at 50 connections over ${ORDERS.toLocaleString('en')} orders`,
        http.p95,
        50,
        'ms',
        `${http.requests} calls in 15 s (${http.perSecond.toFixed(0)}/s), p50 ${http.p50} ms; the month holds ${sample.total} orders of T010; ${seeded}`,
      ),
      atMost(
        'dashboard p95 through HTTP relative to the same statements through pg directly',
        http.p95 / sql.p95,
        2,
        '×',
        `direct: ${sql.count} runs in 15 s at 50 concurrent, p50 ${sql.p50.toFixed(1)} ms, p95 ${sql.p95.toFixed(1)} ms`,
      ),
      atLeast(
        'order status updates sustained, each with its log and notification rows',
        perSecond,
        300,
        '/s',
        `${ok} cancellations in 10 s at 20 connections, ${moved.non2xx} non-2xx, p99 ${moved.latency.p99} ms`,
      ),
    ];
  } finally {
    await direct.close();
    await server.stop();
    await database.drop();
  }
}

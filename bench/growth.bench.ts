import { ORDER_API, MASTER_API, type TestDriveUnitListResponse } from '@dealer/contracts';
import { CAMPAIGN_API } from '@dealer/contracts/campaign';
import { REPORT_API } from '@dealer/contracts/report';
import { createDatabase } from '../apps/server/src/db/client';
import { businessToday } from '../apps/server/src/platform/time/businessDate';
import { makeDataDir, runSeed, startServer } from '../e2e/support/server';
import { atMost, type Measurement } from './support/budget';
import { createBenchDatabase } from './support/database';
import { audienceBody, audienceCodes, seedCustomers } from './support/customers';
import { DEFAULT_LOG_LEVEL } from './support/defaultLogLevel';
import { describe, loadAverage, runLoad, type LoadRequest, type LoadResult } from './support/load';
import { dashboardBodies, monthOf, spreadRandom, stockBodies } from './support/spread';
import { signIn } from './support/signIn';
import { consoleHeaders } from './support/consoleHeaders';
import { helloBaseline, helloLine } from './support/helloBaseline';
import { pick } from '../apps/server/src/seed/generate/random';

/**
 * Cost as work grows (issue 38): the board, the stock search, the report's counts and the
 * campaign audience over 100,000, 1,000,000 and 5,000,000 orders and as many customers, each
 * size in a fresh database, p95 one caller at a time and at 50 connections.
 *
 * The data grows the way a dealer group grows: the generator's shape of 500 orders a unit (120
 * days back to 47 ahead, three drives a day) stays, so the units grow with the orders (200,
 * 2,000, 10,000) and a branch-month holds ten and fifty times the orders. Each figure is judged
 * on its own bench's budget at every size; the detail line names the growth against the
 * smallest size. BENCH_GROWTH_SIZES=100000,1000000 measures fewer sizes (5,000,000 takes about
 * half an hour to seed here).
 */
const SIZES = (process.env.BENCH_GROWTH_SIZES ?? '100000,1000000,5000000').split(',').map(Number);
const ORDERS_PER_UNIT = 500;
const TIME_ZONE = 'Asia/Jakarta';
const SECONDS = 8;
const CONCURRENCIES = [1, 50] as const;

interface Figure {
  name: string;
  /** The budget of the bench that owns the figure, in ms, at its own concurrency. */
  budget: number;
  /** The concurrency that budget is stated at; the other one is shown, not judged. */
  judgedAt: (typeof CONCURRENCIES)[number];
  request: (seed: number) => LoadRequest;
}

/** One size: a fresh database seeded with `orders` orders and customers, each figure loaded. */
async function measureSize(orders: number) {
  const database = await createBenchDatabase();
  if (!database.url) throw new Error('the growth bench needs the PostgreSQL server');
  const env = { DATABASE_URL: database.url };
  const seedStarted = Date.now();
  const units = Math.ceil(orders / ORDERS_PER_UNIT);
  await runSeed(['--units', String(units), '--orders', String(orders)], env);
  const direct = await createDatabase({ databaseUrl: database.url, poolSize: 2 });
  try {
    const codes = await audienceCodes(direct.db);
    await seedCustomers(direct.db, codes, orders, 0);
    await direct.query('vacuum (analyze)');
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const server = await startServer(
      { ...env, ...DEFAULT_LOG_LEVEL, READ_CACHE_MS: '0' },
      makeDataDir(),
    );
    try {
      const headers = consoleHeaders((await signIn(server.origin, 'ho_testdrive')).access_token);
      const today = businessToday(TIME_ZONE);
      const branchCodes = (
        await direct.query<{ code: string }>(
          `select distinct b.branch_code as code from branch b
           join test_drive_unit u on u.branch_id = b.id and u.created_by = 'generator'
           order by 1`,
        )
      ).map((r) => r.code);
      const sampled = (await (
        await fetch(server.origin + MASTER_API.branchStock.search, {
          method: 'POST',
          headers,
          body: JSON.stringify({ page: 1, pageSize: 200 }),
        })
      ).json()) as TestDriveUnitListResponse;
      const branchIds = [...new Set(sampled.testDriveUnits.map((u) => u.branchId))];
      const months = [0, -1, -2, -3, -4].map((offset) => monthOf(today, offset));
      const post = (path: string, draw: () => unknown): LoadRequest => ({
        method: 'POST',
        path,
        headers,
        draw: () => JSON.stringify(draw()),
      });
      const figures: Figure[] = [
        {
          name: 'board (one branch-month, the spread of orders.bench)',
          budget: 50,
          judgedAt: 50,
          request: (seed) =>
            post(ORDER_API.dashboard, dashboardBodies(spreadRandom(seed), branchCodes, today)),
        },
        {
          name: 'stock search (the spread of stock.bench)',
          budget: 50,
          judgedAt: 50,
          request: (seed) =>
            post(MASTER_API.branchStock.search, stockBodies(spreadRandom(seed), branchIds)),
        },
        {
          name: 'report counts (all branches, one of five months)',
          budget: 50,
          judgedAt: 1,
          request: (seed) => {
            const random = spreadRandom(seed);
            return post(REPORT_API.counts, () => ({
              branchCode: '',
              status: '',
              ...pick(random, months),
            }));
          },
        },
        {
          name: 'campaign audience (every filter)',
          budget: 200,
          judgedAt: 1,
          request: (seed) => {
            let i = seed;
            return post(CAMPAIGN_API.audience, () => audienceBody(i++, codes));
          },
        },
      ];
      const results: { figure: Figure; loads: Map<number, LoadResult> }[] = [];
      for (const figure of figures) {
        await runLoad({
          url: server.origin,
          connections: 50,
          seconds: 5,
          requests: [figure.request(1)],
        });
        const loads = new Map<number, LoadResult>();
        for (const connections of CONCURRENCIES) {
          const load = await runLoad({
            url: server.origin,
            connections,
            seconds: SECONDS,
            requests: [figure.request(100 + connections)],
          });
          if (load.non2xx > 0 || load.errors > 0) {
            throw new Error(`${figure.name}: ${load.non2xx} not 2xx, ${load.errors} errors`);
          }
          loads.set(connections, load);
        }
        results.push({ figure, loads });
      }
      // The HTTP floor at the same concurrency in the same minute: a slow machine from slow code.
      const hello = helloLine(50, await helloBaseline(50, SECONDS));
      return { orders, units, seedSeconds, results, hello, load: loadAverage() };
    } finally {
      await server.stop();
    }
  } finally {
    await direct.close();
    await database.drop();
  }
}

export async function benchGrowth(): Promise<Measurement[]> {
  const sizes = [];
  for (const orders of SIZES) {
    const size = await measureSize(orders);
    sizes.push(size);
    console.log(
      `      ${orders.toLocaleString('en')} orders and customers on ${size.units.toLocaleString('en')} units seeded in ${size.seedSeconds.toFixed(0)} s`,
    );
  }
  const smallest = sizes[0]!;
  return sizes.flatMap((size) =>
    size.results.map(({ figure, loads }, index) => {
      const judged = loads.get(figure.judgedAt)!;
      const first = smallest.results[index]!.loads;
      const growth = CONCURRENCIES.map(
        (c) => `${(loads.get(c)!.p95 / first.get(c)!.p95).toFixed(2)}× at ${c}`,
      ).join(', ');
      const lines = CONCURRENCIES.map((c) => `${c} conn.: ${describe(loads.get(c)!)}`);
      return atMost(
        `${figure.name}, ${size.orders.toLocaleString('en')} orders/customers, p95 at ${figure.judgedAt} connection${figure.judgedAt === 1 ? '' : 's'}, cache off`,
        judged.p95,
        figure.budget,
        'ms',
        `${lines.join('; ')}; p95 against ${smallest.orders.toLocaleString('en')}: ${growth}; ${size.units} units; ${size.hello}; load average ${size.load}`,
      );
    }),
  );
}

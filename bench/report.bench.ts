import { ORDER_API } from '@dealer/contracts';
import { REPORT_API, type ReportFilterInput } from '@dealer/contracts/report';
import { createDatabase } from '../apps/server/src/db/client';
import { businessToday } from '../apps/server/src/platform/time/businessDate';
import { makeDataDir, startServer } from '../e2e/support/server';
import { atMost, type Measurement } from './support/budget';
import { createBenchDatabase, seedUnlessReused } from './support/database';
import { describe, loadAverage, runLoad } from './support/load';
import { monthOf, spreadRandom } from './support/spread';
import { signIn } from './support/signIn';
import { consoleHeaders } from './support/consoleHeaders';
import { helloBaseline } from './support/helloBaseline';
import { DEFAULT_LOG_LEVEL } from './support/defaultLogLevel';
import { timedDownload } from './support/download';

const UNITS = 2_000;
const ORDERS = 1_000_000;
const EXPORT_ROWS = 100_000;
const TIME_ZONE = 'Asia/Jakarta';

/**
 * The report's budgets (issue 11) on PostgreSQL with 1,000,000 generated orders:
 * 1. getmonitoringdisplayCount of one month for all branches, p95 <= 50 ms (months drawn from
 *    the generated span, so no two consecutive calls ask the same thing);
 *    getmonitoringstagetime of the same months, held to the same p95 (it reads per-slot sums too);
 * 2. getreportdata of 100,000 orders: <= 10 s to the last byte, and the server's RSS (sampled
 *    every 20 ms while it runs) grows by <= 150 MB;
 * 3. the board's export of the same orders (issue 38: every list at the report's pace) within
 *    2x the report export's time, measured in the same run, its memory held to the same bound.
 */
export async function benchReport(): Promise<Measurement[]> {
  const database = await createBenchDatabase({ volume: true });
  if (!database.url) throw new Error('the report bench needs the PostgreSQL server');
  const env = { DATABASE_URL: database.url };
  const seeded = await seedUnlessReused(
    database,
    ['--units', String(UNITS), '--orders', String(ORDERS)],
    env,
  );
  const server = await startServer({ ...env, ...DEFAULT_LOG_LEVEL }, makeDataDir());
  const direct = await createDatabase({ databaseUrl: database.url, poolSize: 2 });
  try {
    const token = (await signIn(server.origin, 'ho_testdrive')).access_token;
    const headers = consoleHeaders(token);
    const today = businessToday(TIME_ZONE);
    const random = spreadRandom(11);
    // The current month and the four before it: every one full of generated orders.
    const months = [0, -1, -2, -3, -4].map((offset) => monthOf(today, offset));
    const body = (): ReportFilterInput => ({
      branchCode: '',
      status: '',
      ...months[Math.floor(random() * months.length)]!,
    });
    const request = {
      method: 'POST' as const,
      path: REPORT_API.counts,
      headers,
      draw: () => JSON.stringify(body()),
    };
    await runLoad({ url: server.origin, connections: 2, seconds: 3, requests: [request] });
    const counts = await runLoad({
      url: server.origin,
      connections: 4,
      seconds: 10,
      requests: [request],
    });
    const hello = await helloBaseline(4, 10);
    // Stage times read per-slot sums (migration 0017) like the counts; held to the same p95.
    const stages = await runLoad({
      url: server.origin,
      connections: 4,
      seconds: 5,
      requests: [{ ...request, path: REPORT_API.stageTimes }],
    });
    const [month] = await direct.query<{ n: number }>(
      `select count(*)::int as n from test_drive_order
       where start_date_time >= ($1::date::timestamp at time zone $3)
         and start_date_time < (($2::date + 1)::timestamp at time zone $3)`,
      [months[1]!.startDate, months[1]!.endDate, TIME_ZONE],
    );

    // The export: the days from the first generated order on until 100,000 orders are covered.
    const days = await direct.query<{ day: string; n: number }>(
      `select to_char((start_date_time at time zone $1)::date, 'YYYY-MM-DD') as day,
         count(*)::int as n
       from test_drive_order group by 1 order by 1`,
      [TIME_ZONE],
    );
    let covered = 0;
    let endDate = days[0]!.day;
    for (const d of days) {
      if (covered >= EXPORT_ROWS) break;
      covered += d.n;
      endDate = d.day;
    }
    const filter = { branchCode: '', status: '', startDate: days[0]!.day, endDate };
    const pid = server.pid!;
    const report = await timedDownload(server.origin + REPORT_API.export, headers, filter, pid);
    // The head office's board lists every status: the same orders as the report's filter.
    const boardFilter = {
      actionType: 'DASHBOARD',
      branchCode: '',
      statusCode: '',
      startDate: filter.startDate,
      endDate,
    };
    const board = await timedDownload(server.origin + ORDER_API.export, headers, boardFilter, pid);
    const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB xlsx`;

    return [
      atMost(
        `getmonitoringdisplayCount of one month, all branches, p95 at 4 connections over ${ORDERS.toLocaleString('en')} orders`,
        counts.p95,
        50,
        'ms',
        `${describe(counts)}, ${counts.non2xx} non-2xx; a month holds about ${month?.n ?? 0} orders; load average ${loadAverage()}; ${seeded}; baseline: ${hello.line}`,
      ),
      atMost(
        'getmonitoringstagetime of one month, all branches, p95 at 4 connections',
        stages.p95,
        50,
        'ms',
        `${describe(stages)}, ${stages.non2xx} non-2xx; the issue sets no budget for it, held to the counts' one; load average ${loadAverage()}`,
      ),
      atMost(
        `getreportdata of ${covered.toLocaleString('en')} orders (${filter.startDate} to ${endDate}), time to the last byte`,
        report.seconds,
        10,
        's',
        `${mb(report.bytes)}; load average ${loadAverage()}`,
      ),
      atMost(
        'server RSS growth during that export (sampled every 20 ms)',
        report.rssPeak - report.rssBefore,
        150,
        'MB',
        `RSS ${report.rssBefore.toFixed(0)} MB before, peak ${report.rssPeak.toFixed(0)} MB`,
      ),
      atMost(
        `board export of the same ${covered.toLocaleString('en')} orders ÷ the report export's time, same run`,
        Number((board.seconds / report.seconds).toFixed(2)),
        2,
        '×',
        `board ${board.seconds.toFixed(1)} s (${mb(board.bytes)}), report ${report.seconds.toFixed(1)} s; absolute figures for an idle machine; load average ${loadAverage()}`,
      ),
      atMost(
        'server RSS growth during the board export (sampled every 20 ms)',
        board.rssPeak - board.rssBefore,
        150,
        'MB',
        `RSS ${board.rssBefore.toFixed(0)} MB before, peak ${board.rssPeak.toFixed(0)} MB`,
      ),
    ];
  } finally {
    await direct.close();
    await server.stop();
    await database.drop();
  }
}

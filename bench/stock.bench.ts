import ExcelJS from 'exceljs';
import { MASTER_API, type BookingStatus, type TestDriveUnitListResponse } from '@dealer/contracts';
import { makeDataDir, startServer } from '../e2e/support/server';
import { atMost, type Measurement } from './support/budget';
import { createBenchDatabase, seedUnlessReused } from './support/database';
import { DEFAULT_LOG_LEVEL } from './support/defaultLogLevel';
import { availableParallelism } from 'node:os';
import { databasePoolSize } from '../apps/server/src/config';
import { createDatabase } from '../apps/server/src/db/client';
import { listUnits, prepared } from '../apps/server/src/modules/branch-stock/query';
import { businessToday } from '../apps/server/src/platform/time/businessDate';
import {
  closedLoop,
  describe,
  interleavedRounds,
  loadAverage,
  runLoad,
  WARM_UP,
} from './support/load';
import { spreadRandom, stockBodies } from './support/spread';
import { helloLine } from './support/helloBaseline';
import { describeCpu } from './support/cpuSplit';
import { signIn } from './support/signIn';
import { consoleHeaders } from './support/consoleHeaders';

/** 50,000 units by default; BENCH_STOCK_UNITS with a reused database says how many it holds. */
const UNITS = Number(process.env.BENCH_STOCK_UNITS ?? 50_000);
const TIME_ZONE = 'Asia/Jakarta';
const ROUNDS = 3;
const ROUND_SECONDS = 5;
const UPLOAD_ROWS = 10_000;

async function post<T>(origin: string, path: string, token: string, body: unknown): Promise<T> {
  const reply = await fetch(origin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!reply.ok) throw new Error(`${path} answered ${reply.status}: ${await reply.text()}`);
  return (await reply.json()) as T;
}

/** A valid 10,000-row stock sheet built from the demo catalogue and the demo branches' codes. */
async function stockSheet(origin: string, token: string): Promise<Buffer> {
  const units = await post<TestDriveUnitListResponse>(
    origin,
    MASTER_API.branchStock.search,
    token,
    {
      page: 1,
      pageSize: 200,
    },
  );
  const templates = units.testDriveUnits;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Stock');
  sheet.addRow([
    'BranchCode',
    'ModelMaterialCode',
    'MaterialNumber',
    'ColorCode',
    'PoliceRegNo',
    'STNKDate',
    'EquipmentNo',
    'IsGPSDongle',
    'Transmission',
    'IsEnabled',
  ]);
  for (let i = 0; i < UPLOAD_ROWS; i++) {
    const unit = templates[i % templates.length]!;
    sheet.addRow([
      unit.branchCode,
      unit.modelMaterialCode,
      unit.materialNumber,
      unit.colorCode,
      `Z ${String(i).padStart(5, '0')} UP`,
      '2031-06-30',
      `UP${String(900000 + i)}`,
      i % 2,
      unit.transmissionType,
      1,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function benchStock(): Promise<Measurement[]> {
  const database = await createBenchDatabase({ volume: true });
  const dataDir = makeDataDir();
  const env: Record<string, string> = database.url
    ? { DATABASE_URL: database.url }
    : { DATA_DIR: dataDir };
  const seeded = await seedUnlessReused(database, ['--units', String(UNITS)], env);
  // The default log level (a line per request, as production runs) and the read cache off: at
  // 1,600 calls a second the spread repeats its frequent keys within the cache's second, and
  // the cached answers made HTTP faster than its own SQL (0.83-0.88x in session 8's first runs).
  const server = await startServer({ ...env, ...DEFAULT_LOG_LEVEL, READ_CACHE_MS: '0' }, dataDir);
  // The same search through the pg driver needs the PostgreSQL server; PGlite is one process. Its
  // pool is the server's own size (DATABASE_POOL_SIZE's default).
  const pool = database.url
    ? await createDatabase({
        databaseUrl: database.url,
        poolSize: databasePoolSize(process.env, availableParallelism()),
      })
    : undefined;
  try {
    const token = (await signIn(server.origin, 'ho_testdrive')).access_token;
    const headers = consoleHeaders(token);
    const sampled = await post<TestDriveUnitListResponse>(
      server.origin,
      MASTER_API.branchStock.search,
      token,
      { page: 1, pageSize: 200 },
    );
    const branchIds = [...new Set(sampled.testDriveUnits.map((u) => u.branchId))];
    // What people do on the stock screen, drawn from a seeded spread (every branch, enabled or
    // not, sorted by plate or newest, a keyword, a page among the first hundred) so the
    // 1-second answer cache rarely holds the key asked; the same searches through pg directly,
    // interleaved round by round, are the floor the HTTP figure is compared with.
    const request = (draw: () => Record<string, unknown>) => ({
      method: 'POST' as const,
      path: MASTER_API.branchStock.search,
      headers,
      draw: () => JSON.stringify(draw()),
    });
    const direct = (body: Record<string, unknown>) =>
      listUnits(
        prepared(pool!),
        {
          scope: { all: true },
          branchId: body.BranchId as number | undefined,
          isEnabled: body.IsEnabled as boolean | undefined,
          keyword: body.keyword as string | undefined,
          bookingStatus: body.BookingStatus as BookingStatus | undefined,
        },
        body as { page: number; pageSize: number },
        { date: businessToday(TIME_ZONE), timeZone: TIME_ZONE },
      );
    const warm = stockBodies(spreadRandom(1), branchIds);
    await runLoad({ url: server.origin, ...WARM_UP, requests: [request(warm)] });
    if (pool) await closedLoop(WARM_UP.connections, WARM_UP.seconds, () => direct(warm()));
    const {
      http: load,
      sql,
      hello,
      cpu,
    } = await interleavedRounds({
      url: server.origin,
      rounds: ROUNDS,
      seconds: ROUND_SECONDS,
      connections: 50,
      bodies: (seed) => stockBodies(spreadRandom(seed), branchIds),
      request,
      serverPid: server.pid,
      ...(pool ? { direct } : {}),
    });
    const search = [
      atMost(
        `stock search (spread of ${branchIds.length} branches, filters, pages), p95 at 50 connections over ${UNITS.toLocaleString('en')} units, cache off (${database.kind})`,
        load.p95,
        50,
        'ms',
        `${describe(load)}, ${load.non2xx} non-2xx, ${load.errors} errors; ${describeCpu(cpu.http, load.requests)}; load average ${loadAverage()}; ${seeded}`,
      ),
      ...(pool
        ? [
            atMost(
              'stock search p95 through HTTP relative to the same statements through pg directly (interleaved)',
              load.p95 / sql.p95,
              2,
              '×',
              `direct: ${describe(sql)}, ${sql.errors} errors, ${describeCpu(cpu.sql, sql.requests)}; HTTP floor: ${helloLine(50, hello)}`,
            ),
          ]
        : []),
    ];
    // A reused database (BENCH_REUSE_DATABASE_URL) is kept: the upload would change it for good.
    if (database.reused) return search;

    const file = await stockSheet(server.origin, token);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), 'stock-10000.xlsx');
    const started = performance.now();
    const reply = await fetch(server.origin + MASTER_API.branchStock.upload, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const uploadSeconds = (performance.now() - started) / 1000;
    const answer = (await reply.json()) as {
      acknowledge: number;
      inserted?: number;
      message: string;
    };
    if (answer.acknowledge !== 1 || answer.inserted !== UPLOAD_ROWS) {
      throw new Error(`upload failed: ${reply.status} ${JSON.stringify(answer).slice(0, 500)}`);
    }

    return [
      ...search,
      atMost(
        `10,000-row stock upload validated and committed (${database.kind})`,
        uploadSeconds,
        3,
        's',
        `${file.length} bytes of xlsx, ${answer.inserted} rows inserted`,
      ),
    ];
  } finally {
    await pool?.close();
    await server.stop();
    await database.drop();
  }
}

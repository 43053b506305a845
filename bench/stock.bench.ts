import ExcelJS from 'exceljs';
import { MASTER_API, type TestDriveUnitListResponse } from '@dealer/contracts';
import { makeDataDir, runSeed, startServer } from '../e2e/support/server';
import { atMost, type Measurement } from './support/budget';
import { createBenchDatabase } from './support/database';
import { runLoad } from './support/load';
import { signIn } from './support/signIn';

const UNITS = 50_000;
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
  const database = await createBenchDatabase();
  const dataDir = makeDataDir();
  const env: Record<string, string> = database.url
    ? { DATABASE_URL: database.url }
    : { DATA_DIR: dataDir };
  const seeded = await runSeed(['--units', String(UNITS)], env);
  const server = await startServer({ ...env, LOG_LEVEL: 'error' }, dataDir);
  try {
    const token = (await signIn(server.origin, 'ho_testdrive')).access_token;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const branchId = (
      await post<TestDriveUnitListResponse>(server.origin, MASTER_API.branchStock.search, token, {
        page: 1,
        pageSize: 1,
      })
    ).testDriveUnits[0]!.branchId;
    // A mix of what people do on the stock screen: first page, a branch, a later page, status.
    const searches = [
      { page: 1, pageSize: 20 },
      { page: 1, pageSize: 20, BranchId: branchId },
      { page: 25, pageSize: 20 },
      { page: 1, pageSize: 50, IsEnabled: true, sortField: 'policeRegNo', sortOrder: 'ascend' },
    ];
    await runLoad({
      url: server.origin,
      connections: 10,
      seconds: 3,
      requests: [
        {
          method: 'POST',
          path: MASTER_API.branchStock.search,
          headers,
          body: JSON.stringify(searches[0]),
        },
      ],
    });
    const load = await runLoad({
      url: server.origin,
      connections: 50,
      seconds: 15,
      requests: searches.map((body) => ({
        method: 'POST' as const,
        path: MASTER_API.branchStock.search,
        headers,
        body: JSON.stringify(body),
      })),
    });

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
      atMost(
        `stock search p95 at 50 connections over ${UNITS.toLocaleString('en')} units (${database.kind})`,
        load.p95,
        50,
        'ms',
        `${load.requests} searches in 15 s (${load.perSecond.toFixed(0)}/s), p50 ${load.p50} ms, p99 ${load.p99} ms, ${load.non2xx} non-2xx, ${load.errors} errors; ${seeded}`,
      ),
      atMost(
        `10,000-row stock upload validated and committed (${database.kind})`,
        uploadSeconds,
        3,
        's',
        `${file.length} bytes of xlsx, ${answer.inserted} rows inserted`,
      ),
    ];
  } finally {
    await server.stop();
    await database.drop();
  }
}

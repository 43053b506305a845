import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { createDatabase, type Database } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/seed/demo';
import {
  commitBatch,
  createBatch,
} from '../apps/server/src/modules/point-correction/batchCommands';
import { playerStatement } from '../apps/server/src/modules/point-correction/playerPoints';
import { hashOf, rowsOfSheet } from '../apps/server/src/modules/point-correction/sheet';
import { readUpload } from '../apps/server/src/platform/upload/read';
import { atMost, percentile, type Measurement } from './support/budget';
import { createBenchDatabase } from './support/database';

const BATCH_ROWS = 10_000;
const PLAYERS = 10_000;
const ENTRIES = 1_000_000;
const LOOKUPS = 500;

/** Bench players BP-00001.. spread over the demo branches (the salesmen the ledger points at). */
async function addPlayers(database: Database): Promise<string[]> {
  await database.query(
    `insert into salesman (employee_no, employee_name, branch_id, hpno, email, created_by)
     select 'BP-' || lpad(n::text, 5, '0'), 'Bench player ' || n,
       (select id from branch where company_code = '0002' and is_active order by id
         offset (n % (select count(*) from branch where company_code = '0002' and is_active)) limit 1),
       '0812000000', 'bench@example.test', 'bench'
     from generate_series(1, $1) n on conflict do nothing`,
    [PLAYERS],
  );
  const rows = await database.query<{ playerNo: string; branchCode: string }>(
    `select s.employee_no as "playerNo", b.branch_code as "branchCode"
     from salesman s join branch b on b.id = s.branch_id where s.employee_no like 'BP-%' order by 1`,
  );
  return rows.map((r) => `${r.playerNo}|${r.branchCode}`);
}

/** A 10,000-row correction sheet: additions for every player, some deductions after them. */
async function correctionSheet(players: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('PointCorrection');
  sheet.addRow([
    'PlayerNo',
    'Branch',
    'TransactionTypeCode',
    'PointsType',
    'Points',
    'Description',
  ]);
  for (let i = 0; i < BATCH_ROWS; i++) {
    const [playerNo, branch] = players[i % players.length]!.split('|');
    const deduct = i >= players.length && i % 3 === 0;
    sheet.addRow([
      playerNo,
      branch,
      deduct ? 'DeductPointsCr' : 'AddPointsCr',
      i % 2 === 0 ? 'PointsBalance' : 'PodiumPoints',
      deduct ? 1 : 10 + (i % 90),
      `bench row ${i}`,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The points budgets (issue 12), on PostgreSQL when reachable (PGlite otherwise, said in the figure):
 * 1. a 10,000-row correction batch: read, validated and previewed <= 3 s, committed <= 3 s;
 * 2. with 1,000,000 ledger entries: one player's balances and last 50 entries, p95 <= 20 ms.
 */
export async function benchPoints(): Promise<Measurement[]> {
  const target = await createBenchDatabase();
  const database = await createDatabase(target.url ? { databaseUrl: target.url, poolSize: 4 } : {});
  const where = target.kind === 'postgresql' ? 'PostgreSQL' : 'PGlite (no PostgreSQL reachable)';
  try {
    await database.migrate();
    await seedDemo(database.db);
    const players = await addPlayers(database);
    const file = await correctionSheet(players.slice(0, 5_000));

    // The parse worker pool starts on a server's first upload: warm it as a running server has it.
    await readUpload({
      fileName: 'warm.xlsx',
      kind: 'xlsx',
      buffer: await correctionSheet(players.slice(0, 2)),
    });
    let started = performance.now();
    const sheet = await readUpload({ fileName: 'bench.xlsx', kind: 'xlsx', buffer: file });
    const { raws } = rowsOfSheet(sheet);
    const preview = await createBatch(database.db, {
      fileName: 'bench.xlsx',
      fileHash: hashOf(`${file.length}:${Date.now()}`),
      raws,
      actor: 'bench',
    });
    const previewMs = performance.now() - started;
    started = performance.now();
    await commitBatch(
      database.db,
      { batchId: preview.batch.batchId, version: preview.batch.version, confirmDuplicate: true },
      'bench',
    );
    const commitMs = performance.now() - started;

    // 1,000,000 entries over the bench players (one INSERT ... SELECT: the balance trigger runs once).
    const [have] = await database.query<{ n: number }>(
      `select count(*)::int as n from ledger_entry`,
    );
    const missing = ENTRIES - (have?.n ?? 0);
    if (missing > 0) {
      await database.query(
        `insert into ledger_entry (idempotency_key, player_no, points_type, amount, source, source_ref, description, created_by)
         select 'bench:' || n || ':' || $2, 'BP-' || lpad((1 + n % $3)::text, 5, '0'),
           case when n % 2 = 0 then 'PointsBalance' else 'PodiumPoints' end,
           1 + n % 50, 'quest_award', 'bench-' || (n / 1000), 'bench award', 'bench'
         from generate_series(1, $1) n`,
        [missing, Date.now(), PLAYERS],
      );
      await database.query('analyze ledger_entry');
      await database.query('analyze ledger_balance');
    }
    for (let i = 0; i < 50; i++)
      await playerStatement(database.db, `BP-${String(1 + i).padStart(5, '0')}`, { limit: 50 });
    const times: number[] = [];
    for (let i = 0; i < LOOKUPS; i++) {
      const playerNo = `BP-${String(1 + ((i * 7919) % PLAYERS)).padStart(5, '0')}`;
      const t0 = performance.now();
      const statement = await playerStatement(database.db, playerNo, { limit: 50 });
      times.push(performance.now() - t0);
      if (statement.entries.length === 0) throw new Error(`no entries for ${playerNo}`);
    }
    times.sort((a, b) => a - b);
    return [
      atMost('10,000-row correction: read, validate, preview', previewMs, 3000, 'ms', where),
      atMost('10,000-row correction: commit (all or nothing)', commitMs, 3000, 'ms', where),
      atMost(
        "1,000,000 entries: one player's balances + last 50 entries p95",
        percentile(times, 95),
        20,
        'ms',
        `${where}; p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms over ${LOOKUPS} players`,
      ),
    ];
  } finally {
    await database.close();
    await target.drop();
  }
}

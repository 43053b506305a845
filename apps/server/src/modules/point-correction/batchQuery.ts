// Reads of correction batches: a batch as the console sees it, its preview (what it does to
// each player's balance), the batch list. The commands in batchCommands.ts answer with them.

// The quest API's success envelope (spec 2 section 8), defined once in the contracts.
import { QUEST_SUCCESS as SUCCESS } from '@dealer/contracts/game';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type {
  Batch,
  BatchListQuery,
  BatchPreview,
  BatchSortField,
  BatchStatus,
  PlayerEffect,
  TransactionTypeCode,
} from '@dealer/contracts/point-correction';
import { rows as query, type Db, type DbOrTx } from '../../db/client';
import { pointCorrectionBatch } from '../../db/schema/index';
import { balanceKey, balancesOf } from '../../platform/ledger/ledger';
import { refuse } from './refuse';
import { signedPoints, type Correction } from './validate';

export type BatchRow = typeof pointCorrectionBatch.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** A batch row as the contracts' Batch, its times as ISO strings. */
export function toBatch(b: BatchRow): Batch {
  return {
    batchId: b.id,
    fileName: b.fileName,
    fileHash: b.fileHash,
    status: b.status as BatchStatus,
    rowCount: b.rowCount,
    duplicateConfirmed: b.duplicateConfirmed,
    createdBy: b.createdBy,
    createdTime: b.createdTime.toISOString(),
    committedBy: b.committedBy,
    committedTime: iso(b.committedTime),
    reversedBy: b.reversedBy,
    reversedTime: iso(b.reversedTime),
    reversalReason: b.reversalReason,
    version: b.version,
  };
}

/** The ledger entries of a batch name it by its id (source 'correction'). */
export const sourceRef = (batchId: number) => String(batchId);

export async function batchRows(db: DbOrTx, batchId: number): Promise<Correction[]> {
  const found = await query<Correction>(
    db,
    sql`select r.row_no as "row", r.player_no as "playerNo", s.employee_name as "playerName",
          r.branch_code as "branchCode", r.transaction_type_code as "transactionTypeCode",
          r.points_type as "pointsType", r.points, r.description
        from point_correction_row r join salesman s on s.employee_no = r.player_no
        where r.batch_id = ${batchId} order by r.row_no`,
  );
  return found;
}

/** Earlier batches of the same file that booked (or booked and reversed) its points. */
export async function duplicatesOf(db: DbOrTx, batch: BatchRow): Promise<Batch[]> {
  const found = await db
    .select()
    .from(pointCorrectionBatch)
    .where(
      and(
        eq(pointCorrectionBatch.fileHash, batch.fileHash),
        ne(pointCorrectionBatch.id, batch.id),
        inArray(pointCorrectionBatch.status, ['Committed', 'Reversed']),
      ),
    )
    .orderBy(pointCorrectionBatch.id);
  return found.map(toBatch);
}

/**
 * Balances before the batch per player and type: a draft is judged on the balances of now; a
 * booked batch on the sum of the entries older than its own (exact, whatever came after).
 */
async function balancesBefore(
  db: DbOrTx,
  batch: BatchRow,
  rows: Correction[],
): Promise<Map<string, number>> {
  if (batch.status === 'Previewed' || batch.status === 'Discarded') {
    const found = await balancesOf(db, [...new Set(rows.map((r) => r.playerNo))]);
    return new Map(found.map((b) => [balanceKey(b.playerNo, b.pointsType), b.balance]));
  }
  const found = await query<{ playerNo: string; pointsType: string; before: number }>(
    db,
    sql`with mine as (
          select player_no, points_type, min(id) as first_id from ledger_entry
          where source = 'correction' and source_ref = ${sourceRef(batch.id)}
          group by player_no, points_type)
        select m.player_no as "playerNo", m.points_type as "pointsType",
          coalesce((select sum(e.amount) from ledger_entry e
                    where e.player_no = m.player_no and e.points_type = m.points_type
                      and e.id < m.first_id), 0)::float8 as "before"
        from mine m`,
  );
  return new Map(found.map((b) => [balanceKey(b.playerNo, b.pointsType), b.before]));
}

function effectsOf(rows: Correction[], before: Map<string, number>): PlayerEffect[] {
  const effects = new Map<string, PlayerEffect>();
  for (const r of rows) {
    const key = balanceKey(r.playerNo, r.pointsType);
    const effect = effects.get(key) ?? {
      playerNo: r.playerNo,
      playerName: r.playerName,
      branchCode: r.branchCode,
      pointsType: r.pointsType,
      before: before.get(key) ?? 0,
      change: 0,
      after: 0,
    };
    effect.change += signedPoints(r);
    effects.set(key, effect);
  }
  return [...effects.values()]
    .map((e) => ({ ...e, after: e.before + e.change }))
    .sort((a, b) =>
      a.playerNo === b.playerNo
        ? a.pointsType.localeCompare(b.pointsType)
        : a.playerNo.localeCompare(b.playerNo),
    );
}

export async function previewOf(
  db: DbOrTx,
  batch: BatchRow,
  rows?: Correction[],
  before?: Map<string, number>,
): Promise<BatchPreview> {
  const all = rows ?? (await batchRows(db, batch.id));
  const effects = effectsOf(all, before ?? (await balancesBefore(db, batch, all)));
  const sum = (type: TransactionTypeCode) =>
    all.filter((r) => r.transactionTypeCode === type).reduce((s, r) => s + r.points, 0);
  return {
    ...SUCCESS,
    batch: toBatch(batch),
    duplicateOf: await duplicatesOf(db, batch),
    effects,
    totals: {
      added: sum('AddPointsCr'),
      deducted: sum('DeductPointsCr'),
      players: new Set(all.map((r) => r.playerNo)).size,
    },
    defectDatas: [],
  };
}

export async function findBatch(db: DbOrTx, batchId: number, lock = false): Promise<BatchRow> {
  const select = db.select().from(pointCorrectionBatch).where(eq(pointCorrectionBatch.id, batchId));
  const [batch] = lock ? await select.for('update') : await select;
  if (!batch) throw refuse(404, `Correction batch ${batchId} does not exist`);
  return batch;
}

export async function getPreview(db: Db, batchId: number): Promise<BatchPreview> {
  return previewOf(db, await findBatch(db, batchId));
}

const SORT_COLUMNS = {
  batchId: pointCorrectionBatch.id,
  createdTime: pointCorrectionBatch.createdTime,
  status: pointCorrectionBatch.status,
} satisfies Record<BatchSortField, unknown>;

/**
 * The asked column first, then the newest batch: batches of one status (or one instant) keep a
 * fixed order, so paging neither repeats nor skips one. Without a column, newest first.
 */
function batchOrder(query: Pick<BatchListQuery, 'sortField' | 'sortOrder'>) {
  const newest = desc(pointCorrectionBatch.id);
  if (!query.sortField) return [newest];
  const column = SORT_COLUMNS[query.sortField];
  return [query.sortOrder === 'descend' ? desc(column) : asc(column), newest];
}

/** The batch history: its filter, its sort, one page (the export reads it page by page too). */
export async function listBatches(db: Db, query: BatchListQuery) {
  const where = query.status ? eq(pointCorrectionBatch.status, query.status) : undefined;
  const [total] = await db.select({ n: count() }).from(pointCorrectionBatch).where(where);
  const found = await db
    .select()
    .from(pointCorrectionBatch)
    .where(where)
    .orderBy(...batchOrder(query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { ...SUCCESS, batches: found.map(toBatch), total: total?.n ?? 0 };
}

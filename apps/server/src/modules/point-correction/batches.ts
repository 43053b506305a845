// The quest API's success envelope (spec 2 section 8), defined once in the contracts.
import { QUEST_SUCCESS as SUCCESS } from '@dealer/contracts/game';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type {
  Batch,
  BatchPreview,
  BatchStatus,
  CommitRequest,
  PlayerEffect,
  PointsType,
  ReverseRequest,
  TransactionTypeCode,
} from '@dealer/contracts/point-correction';
import { rows as query, type Db, type DbOrTx } from '../../db/client';
import { pointCorrectionBatch } from '../../db/schema/index';
import {
  balanceKey,
  balancesOf,
  bookEntries,
  entriesOfSource,
  LedgerShortError,
  lockBalances,
  reverseEntries,
} from '../../platform/ledger/ledger';
import { uniqueViolation } from '../../platform/http/uniqueViolation';
import { refuse, refuseRows } from './refuse';
import {
  checkRows,
  overdrafts,
  signedPoints,
  type Correction,
  type RawCorrection,
} from './validate';

type BatchRow = typeof pointCorrectionBatch.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
function toBatch(b: BatchRow): Batch {
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

/** The entries of a batch are keyed by batch and sheet row: a commit can never book a row twice. */
const entryKey = (batchId: number, row: number) => `correction:${batchId}:${row}`;
const sourceRef = (batchId: number) => String(batchId);

async function batchRows(db: DbOrTx, batchId: number): Promise<Correction[]> {
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
async function duplicatesOf(db: DbOrTx, batch: BatchRow): Promise<Batch[]> {
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

async function previewOf(
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

async function findBatch(db: DbOrTx, batchId: number, lock = false): Promise<BatchRow> {
  const select = db.select().from(pointCorrectionBatch).where(eq(pointCorrectionBatch.id, batchId));
  const [batch] = lock ? await select.for('update') : await select;
  if (!batch) throw refuse(404, `Correction batch ${batchId} does not exist`);
  return batch;
}

export async function getPreview(db: Db, batchId: number): Promise<BatchPreview> {
  return previewOf(db, await findBatch(db, batchId));
}

/**
 * An upload or a save becomes a Previewed batch when EVERY row passes (player, branch, codes,
 * points, and no deduction overdrawing a balance of now); otherwise 400 with every defect and
 * nothing written. Nothing is booked yet: the user sees the preview first.
 */
export async function createBatch(
  db: Db,
  input: { fileName: string; fileHash: string; raws: RawCorrection[]; actor: string },
): Promise<BatchPreview> {
  if (input.raws.length === 0) throw refuse(400, `${input.fileName} has no data rows`);
  const { rows, defects } = await checkRows(db, input.raws);
  if (defects.length > 0) throw refuseRows(input.fileName, defects);
  const found = await balancesOf(db, [...new Set(rows.map((r) => r.playerNo))]);
  const balances = new Map(found.map((b) => [balanceKey(b.playerNo, b.pointsType), b.balance]));
  const short = overdrafts(rows, balances);
  if (short.length > 0) throw refuseRows(input.fileName, short);

  const batch = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(pointCorrectionBatch)
      .values({
        fileName: input.fileName,
        fileHash: input.fileHash,
        rowCount: rows.length,
        createdBy: input.actor,
      })
      .returning();
    const payload = JSON.stringify(
      rows.map((r) => [
        r.row,
        r.playerNo,
        r.branchCode,
        r.transactionTypeCode,
        r.pointsType,
        r.points,
        r.description,
      ]),
    );
    await tx.execute(
      sql`insert into point_correction_row (batch_id, row_no, player_no, branch_code,
            transaction_type_code, points_type, points, description)
          select ${created!.id}, (r->>0)::int, r->>1, r->>2, r->>3, r->>4, (r->>5)::int, r->>6
          from jsonb_array_elements(${payload}::jsonb) r`,
    );
    return created!;
  });
  return previewOf(db, batch, rows, balances);
}

function assertVersion(batch: BatchRow, version: number): void {
  if (batch.version !== version) {
    throw refuse(
      409,
      `Correction batch ${batch.id} was changed by someone else (it is ${batch.status} now); reload it`,
      [],
      'STALE_VERSION',
    );
  }
}

/**
 * Books every row of a Previewed batch as one entry set, or nothing: balances are locked and the
 * deductions judged again (they may have moved since the preview). The same file committed before
 * is refused (409 with duplicateOf) unless the user confirms it is intended; the partial unique
 * index on the file hash decides a race between two unconfirmed commits.
 */
export async function commitBatch(
  db: Db,
  request: CommitRequest,
  actor: string,
): Promise<BatchPreview> {
  try {
    return await db.transaction(async (tx) => {
      const batch = await findBatch(tx, request.batchId, true);
      if (batch.status === 'Committed') return previewOf(tx, batch); // a repeated commit
      if (batch.status !== 'Previewed') {
        throw refuse(
          409,
          `Correction batch ${batch.id} is ${batch.status} and cannot be committed`,
        );
      }
      assertVersion(batch, request.version);
      const duplicateOf = await duplicatesOf(tx, batch);
      if (duplicateOf.length > 0 && !request.confirmDuplicate) {
        const first = duplicateOf[0]!;
        throw refuse(
          409,
          `${batch.fileName} was already committed as batch ${first.batchId} by ${first.committedBy}; confirm to book it again`,
          [],
          'CONFLICT',
          { duplicateOf },
        );
      }
      const rows = await batchRows(tx, batch.id);
      const balances = await lockBalances(
        tx,
        rows.map((r) => ({ playerNo: r.playerNo, pointsType: r.pointsType })),
      );
      const short = overdrafts(rows, balances);
      if (short.length > 0) throw refuseRows(batch.fileName, short);
      await bookEntries(
        tx,
        rows.map((r) => ({
          idempotencyKey: entryKey(batch.id, r.row),
          playerNo: r.playerNo,
          pointsType: r.pointsType as PointsType,
          amount: signedPoints(r),
          source: 'correction',
          sourceRef: sourceRef(batch.id),
          description: r.description || `Point correction batch ${batch.id} row ${r.row}`,
          createdBy: actor,
        })),
      );
      const [committed] = await tx
        .update(pointCorrectionBatch)
        .set({
          status: 'Committed',
          committedBy: actor,
          committedTime: sql`now()`,
          duplicateConfirmed: duplicateOf.length > 0,
          version: sql`${pointCorrectionBatch.version} + 1`,
        })
        .where(eq(pointCorrectionBatch.id, batch.id))
        .returning();
      return previewOf(tx, committed!, rows);
    });
  } catch (error) {
    if (error instanceof LedgerShortError) throw refuse(409, error.message);
    if (uniqueViolation(error)) {
      throw refuse(409, 'The same file is being committed by someone else; reload the batch list');
    }
    throw error;
  }
}

/**
 * Reverses a Committed batch as a whole: one reversal entry per entry of the batch (nothing is
 * edited), with the reason. Refused, naming the players, when some already spent the points.
 */
export async function reverseBatch(
  db: Db,
  request: ReverseRequest,
  actor: string,
): Promise<BatchPreview> {
  return db.transaction(async (tx) => {
    const batch = await findBatch(tx, request.batchId, true);
    if (batch.status === 'Reversed') return previewOf(tx, batch);
    if (batch.status !== 'Committed') {
      throw refuse(
        409,
        `Correction batch ${batch.id} is ${batch.status}; only a committed batch can be reversed`,
      );
    }
    assertVersion(batch, request.version);
    const entries = await entriesOfSource(tx, 'correction', sourceRef(batch.id));
    const balances = await lockBalances(tx, entries);
    const net = new Map<string, number>();
    for (const e of entries) {
      const key = balanceKey(e.playerNo, e.pointsType);
      net.set(key, (net.get(key) ?? 0) + e.amount);
    }
    const rows = await batchRows(tx, batch.id);
    const short = [...net.entries()]
      .filter(([key, amount]) => (balances.get(key) ?? 0) - amount < 0)
      .map(([key, amount]) => {
        const [playerNo, pointsType] = key.split('|');
        const first = rows.find((r) => r.playerNo === playerNo && r.pointsType === pointsType);
        return {
          row: first?.row ?? 1,
          column: 'Points',
          message: `Player ${playerNo} holds ${balances.get(key) ?? 0} ${pointsType}; taking back ${amount} would leave ${(balances.get(key) ?? 0) - amount}`,
        };
      });
    if (short.length > 0) {
      throw refuse(
        409,
        `Batch ${batch.id} cannot be reversed: ${short.length} balance(s) would fall below zero`,
        short,
      );
    }
    await reverseEntries(tx, entries, {
      sourceRef: `correction:${batch.id}`,
      reason: request.reason,
      createdBy: actor,
    });
    const [reversed] = await tx
      .update(pointCorrectionBatch)
      .set({
        status: 'Reversed',
        reversedBy: actor,
        reversedTime: sql`now()`,
        reversalReason: request.reason,
        version: sql`${pointCorrectionBatch.version} + 1`,
      })
      .where(eq(pointCorrectionBatch.id, batch.id))
      .returning();
    return previewOf(tx, reversed!, rows);
  });
}

/** A draft the user does not want: Previewed -> Discarded (nothing was ever booked). */
export async function discardBatch(
  db: Db,
  request: { batchId: number; version: number },
): Promise<BatchPreview> {
  return db.transaction(async (tx) => {
    const batch = await findBatch(tx, request.batchId, true);
    if (batch.status === 'Discarded') return previewOf(tx, batch);
    if (batch.status !== 'Previewed') {
      throw refuse(409, `Correction batch ${batch.id} is ${batch.status} and cannot be discarded`);
    }
    assertVersion(batch, request.version);
    const [discarded] = await tx
      .update(pointCorrectionBatch)
      .set({ status: 'Discarded', version: sql`${pointCorrectionBatch.version} + 1` })
      .where(eq(pointCorrectionBatch.id, batch.id))
      .returning();
    return previewOf(tx, discarded!);
  });
}

export async function listBatches(
  db: Db,
  query: { status?: BatchStatus | undefined; page: number; pageSize: number },
) {
  const where = query.status ? eq(pointCorrectionBatch.status, query.status) : undefined;
  const [total] = await db.select({ n: count() }).from(pointCorrectionBatch).where(where);
  const found = await db
    .select()
    .from(pointCorrectionBatch)
    .where(where)
    .orderBy(desc(pointCorrectionBatch.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { ...SUCCESS, batches: found.map(toBatch), total: total?.n ?? 0 };
}

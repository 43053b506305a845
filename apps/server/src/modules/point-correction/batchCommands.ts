// The life of a correction batch: created Previewed from a sheet or a save, then Committed
// (booked in the ledger) or Discarded; a Committed one may be Reversed as a whole.
import { eq, sql } from 'drizzle-orm';
import type {
  BatchPreview,
  CommitRequest,
  PointsType,
  ReverseRequest,
} from '@dealer/contracts/point-correction';
import type { Db } from '../../db/client';
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
import {
  batchRows,
  duplicatesOf,
  findBatch,
  previewOf,
  sourceRef,
  type BatchRow,
} from './batchQuery';
import { refuse, refuseRows } from './refuse';
import { checkRows, overdrafts, signedPoints, type RawCorrection } from './validate';

/** The entries of a batch are keyed by batch and sheet row: a commit can never book a row twice. */
const entryKey = (batchId: number, row: number) => `correction:${batchId}:${row}`;

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

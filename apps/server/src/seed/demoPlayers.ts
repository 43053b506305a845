import { createHash } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { pointCorrectionBatch, salesman } from '../db/schema/index';
import type { PlayerLevelCode, PlayerTierCode, SalesmanTierCode } from '@dealer/contracts/players';
import { bookEntries } from '../platform/ledger/ledger';

const BY = 'seed';
const OPENING = 'demo-opening-balances.xlsx';
const BONUS = 'demo-october-bonus.xlsx';

/** Four salesmen per branch (demoOrders): team leads, seniors, consultants and a trainee. */
const LEVELS: PlayerLevelCode[] = ['SPV', 'SSC', 'SC', 'TRN'];
const TIERS: PlayerTierCode[] = ['PLATINUM', 'GOLD', 'SILVER', 'BRONZE'];
const SALESMAN_TIERS: SalesmanTierCode[] = ['ELITE', 'STAR', 'REGULAR'];

interface DemoRow {
  row: number;
  playerNo: string;
  branchCode: string;
  type: 'AddPointsCr' | 'DeductPointsCr';
  pointsType: 'PodiumPoints' | 'PointsBalance';
  points: number;
  description: string;
}

async function committedBatch(
  tx: DbOrTx,
  fileName: string,
  rows: DemoRow[],
  reversal?: string,
): Promise<void> {
  const [batch] = await tx
    .insert(pointCorrectionBatch)
    .values({
      fileName,
      fileHash: createHash('sha256').update(`demo:${fileName}`).digest('hex'),
      status: 'Committed',
      rowCount: rows.length,
      createdBy: BY,
      committedBy: BY,
      committedTime: sql`now()`,
    })
    .returning();
  const id = batch!.id;
  await tx.execute(
    sql`insert into point_correction_row (batch_id, row_no, player_no, branch_code,
          transaction_type_code, points_type, points, description)
        select ${id}, (r->>0)::int, r->>1, r->>2, r->>3, r->>4, (r->>5)::int, r->>6
        from jsonb_array_elements(${JSON.stringify(
          rows.map((r) => [
            r.row,
            r.playerNo,
            r.branchCode,
            r.type,
            r.pointsType,
            r.points,
            r.description,
          ]),
        )}::jsonb) r`,
  );
  const { booked } = await bookEntries(
    tx,
    rows.map((r) => ({
      idempotencyKey: `correction:${id}:${r.row}`,
      playerNo: r.playerNo,
      pointsType: r.pointsType,
      amount: r.type === 'AddPointsCr' ? r.points : -r.points,
      source: 'correction' as const,
      sourceRef: String(id),
      description: r.description,
      createdBy: BY,
    })),
  );
  if (!reversal) return;
  await bookEntries(
    tx,
    booked.map((e) => ({
      idempotencyKey: `reversal:${e.idempotencyKey}`,
      playerNo: e.playerNo,
      pointsType: e.pointsType,
      amount: -e.amount,
      source: 'reversal' as const,
      sourceRef: `correction:${id}`,
      reversesEntryId: e.id,
      description: reversal,
      createdBy: BY,
    })),
  );
  await tx
    .update(pointCorrectionBatch)
    .set({
      status: 'Reversed',
      reversedBy: BY,
      reversedTime: sql`now()`,
      reversalReason: reversal,
      version: 3,
    })
    .where(eq(pointCorrectionBatch.id, id));
}

/**
 * Demo players (demo mode only): levels and tiers across the demo salesmen, and points for them
 * booked through the ledger as a committed opening-balance batch, plus a bonus batch that was
 * reversed, so the point-correction and player-points screens show every state. Runs once: a
 * second start finds the opening batch and changes nothing.
 */
export async function seedDemoPlayers(tx: DbOrTx): Promise<void> {
  const [done] = await tx
    .select({ id: pointCorrectionBatch.id })
    .from(pointCorrectionBatch)
    .where(and(eq(pointCorrectionBatch.fileName, OPENING), eq(pointCorrectionBatch.createdBy, BY)));
  if (done) return;
  const players = await tx.execute(
    sql`select s.employee_no as "playerNo", b.branch_code as "branchCode"
        from salesman s join branch b on b.id = s.branch_id
        where s.employee_no like 'EMP-%' order by s.employee_no`,
  );
  const list = (players as unknown as { rows: { playerNo: string; branchCode: string }[] }).rows;
  if (list.length === 0) return;
  for (const [i, p] of list.entries()) {
    const n = Number(p.playerNo.slice(-2)) - 1; // 0..3 within the branch
    await tx
      .update(salesman)
      .set({
        playerLevel: LEVELS[n % LEVELS.length]!,
        // Shifted by one per branch: every tier in every branch's four (n + i alone gave only
        // PLATINUM and SILVER, and the GOLD podium quest had no player).
        playerTier: TIERS[(i + Math.floor(i / LEVELS.length)) % TIERS.length]!,
        salesmanTier: SALESMAN_TIERS[(n + 2 * i) % SALESMAN_TIERS.length]!,
      })
      .where(and(eq(salesman.employeeNo, p.playerNo), like(salesman.employeeNo, 'EMP-%')));
  }
  const opening: DemoRow[] = list.flatMap((p, i) => [
    {
      row: 2 * i + 2,
      playerNo: p.playerNo,
      branchCode: p.branchCode,
      type: 'AddPointsCr' as const,
      pointsType: 'PointsBalance' as const,
      points: 250 + ((i * 137) % 900),
      description: 'Opening balance',
    },
    {
      row: 2 * i + 3,
      playerNo: p.playerNo,
      branchCode: p.branchCode,
      type: 'AddPointsCr' as const,
      pointsType: 'PodiumPoints' as const,
      points: 40 + ((i * 53) % 160),
      description: 'Opening podium points',
    },
  ]);
  await committedBatch(tx, OPENING, opening);
  const bonus: DemoRow[] = list.slice(0, 6).map((p, i) => ({
    row: i + 2,
    playerNo: p.playerNo,
    branchCode: p.branchCode,
    type: 'AddPointsCr',
    pointsType: 'PointsBalance',
    points: 100,
    description: 'October exhibition bonus',
  }));
  await committedBatch(
    tx,
    BONUS,
    bonus,
    'Booked twice: the bonus was already in the opening balance',
  );
}

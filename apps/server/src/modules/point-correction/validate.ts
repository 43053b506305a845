import { sql } from 'drizzle-orm';
import {
  CORRECTION_LIMITS,
  POINTS_TYPES,
  TRANSACTION_TYPE_CODES,
  type DefectData,
  type PointsType,
  type TransactionTypeCode,
} from '@dealer/contracts/point-correction';
import { rows as query, type DbOrTx } from '../../db/client';
import { balanceKey } from '../../platform/ledger/ledger';

/** One correction as read from a sheet row or from the JSON arrays, before any check. */
export interface RawCorrection {
  /** Sheet row (the header is row 1). */
  row: number;
  playerNo: string;
  branch: string;
  transactionTypeCode: string;
  pointsType: string;
  points: unknown;
  description: string;
}

/** A correction that passed every check. */
export interface Correction {
  row: number;
  playerNo: string;
  playerName: string;
  branchCode: string;
  transactionTypeCode: TransactionTypeCode;
  pointsType: PointsType;
  points: number;
  description: string;
}

interface PlayerRow {
  playerNo: string;
  playerName: string;
  branchCode: string;
  isEnabled: boolean;
}

const byLower = <T extends string>(values: readonly T[]) =>
  new Map(values.map((v) => [v.toLowerCase(), v] as const));
const TRANSACTION_TYPES = byLower(TRANSACTION_TYPE_CODES);
const POINTS_TYPE_CODES = byLower(POINTS_TYPES);

/** Points as an exact positive integer (12, '12', '12.0'); undefined otherwise. */
function positiveInteger(value: unknown): number | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+(\.0+)?\s*$/.test(value)
        ? Number(value)
        : Number.NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** Players and branches named by the rows, in two queries (never one per row). */
async function lookups(db: DbOrTx, raws: RawCorrection[]) {
  const playerNos = JSON.stringify([...new Set(raws.map((r) => r.playerNo.toLowerCase()))]);
  const branchCodes = JSON.stringify([...new Set(raws.map((r) => r.branch.toLowerCase()))]);
  const players = await query<PlayerRow>(
    db,
    sql`select s.employee_no as "playerNo", s.employee_name as "playerName",
          b.branch_code as "branchCode", s.is_enabled as "isEnabled"
        from salesman s join branch b on b.id = s.branch_id
        where lower(s.employee_no) in (select jsonb_array_elements_text(${playerNos}::jsonb))`,
  );
  const branches = await query<{ branchCode: string }>(
    db,
    sql`select branch_code as "branchCode" from branch
        where is_active and lower(branch_code) in (select jsonb_array_elements_text(${branchCodes}::jsonb))`,
  );
  return {
    players: new Map(players.map((p) => [p.playerNo.toLowerCase(), p])),
    branches: byLower(branches.map((b) => b.branchCode)),
  };
}

/**
 * Checks every row (spec 2 Point correction; issue 12): the player exists and is active, belongs
 * to the branch given, the codes are known, the points are a positive integer and the description
 * fits. Every problem is a defect naming its row and column; the rows pass only when none has one.
 */
export async function checkRows(
  db: DbOrTx,
  raws: RawCorrection[],
): Promise<{ rows: Correction[]; defects: DefectData[] }> {
  const defects: DefectData[] = [];
  const { players, branches } = await lookups(db, raws);
  const out: Correction[] = [];
  for (const raw of raws) {
    const before = defects.length;
    const defect = (column: string, message: string) =>
      defects.push({ row: raw.row, column, message });
    const player = players.get(raw.playerNo.toLowerCase());
    const branchCode = branches.get(raw.branch.toLowerCase());
    if (raw.playerNo === '') defect('PlayerNo', 'PlayerNo is required');
    else if (!player) defect('PlayerNo', `Player ${raw.playerNo} does not exist`);
    else if (!player.isEnabled) defect('PlayerNo', `Player ${raw.playerNo} is not active`);
    if (raw.branch === '') defect('Branch', 'Branch is required');
    else if (!branchCode) defect('Branch', `Branch ${raw.branch} does not exist`);
    else if (player && player.branchCode !== branchCode) {
      defect(
        'Branch',
        `Player ${player.playerNo} belongs to branch ${player.branchCode}, not ${branchCode}`,
      );
    }
    const transactionTypeCode = TRANSACTION_TYPES.get(raw.transactionTypeCode.toLowerCase());
    if (!transactionTypeCode) {
      defect(
        'TransactionTypeCode',
        `TransactionTypeCode must be AddPointsCr or DeductPointsCr, not '${raw.transactionTypeCode}'`,
      );
    }
    const pointsType = POINTS_TYPE_CODES.get(raw.pointsType.toLowerCase());
    if (!pointsType) {
      defect(
        'PointsType',
        `PointsType must be PodiumPoints or PointsBalance, not '${raw.pointsType}'`,
      );
    }
    const points = positiveInteger(raw.points);
    if (points === undefined) {
      defect('Points', `Points must be a positive whole number, not '${String(raw.points ?? '')}'`);
    } else if (points > CORRECTION_LIMITS.maxPoints) {
      defect(
        'Points',
        `Points must be at most ${CORRECTION_LIMITS.maxPoints.toLocaleString('en-US')}`,
      );
    }
    if (raw.description.length > CORRECTION_LIMITS.maxDescription) {
      defect(
        'Description',
        `Description has at most ${CORRECTION_LIMITS.maxDescription} characters`,
      );
    }
    if (defects.length > before) continue;
    out.push({
      row: raw.row,
      playerNo: player!.playerNo,
      playerName: player!.playerName,
      branchCode: branchCode!,
      transactionTypeCode: transactionTypeCode!,
      pointsType: pointsType!,
      points: points!,
      description: raw.description,
    });
  }
  return { rows: out, defects };
}

export const signedPoints = (c: Pick<Correction, 'transactionTypeCode' | 'points'>) =>
  c.transactionTypeCode === 'AddPointsCr' ? c.points : -c.points;

/**
 * A deduction never drives a balance below zero: the rows are applied in file order to the
 * balances given, and the row where a balance would first go negative is a defect.
 */
export function overdrafts(rows: Correction[], balances: Map<string, number>): DefectData[] {
  const running = new Map(balances);
  const defects: DefectData[] = [];
  for (const r of rows) {
    const key = balanceKey(r.playerNo, r.pointsType);
    const next = (running.get(key) ?? 0) + signedPoints(r);
    if (next < 0) {
      defects.push({
        row: r.row,
        column: 'Points',
        message: `Deducting ${r.points} ${r.pointsType} from player ${r.playerNo} leaves ${next} (balance ${running.get(key) ?? 0})`,
      });
      continue; // the refused row is not applied, so later rows are judged on what remains
    }
    running.set(key, next);
  }
  return defects;
}

// The quest API's success envelope (spec 2 section 8), defined once in the contracts.
import { QUEST_SUCCESS as SUCCESS } from '@dealer/contracts/game';
import { sql, type SQL } from 'drizzle-orm';
import type {
  EntriesResponse,
  LedgerEntry as WireEntry,
  OutstandingResponse,
  PlayerPoints,
  PlayerPointsQuery,
  PlayerPointsSortField,
  PointsType,
} from '@dealer/contracts/point-correction';
import { POINTS_TYPES } from '@dealer/contracts/point-correction';
import { rows as query, type DbOrTx } from '../../db/client';
import {
  balancesOf,
  outstandingPoints,
  playerEntries,
  type LedgerEntry,
} from '../../platform/ledger/ledger';
import { ilikeContains } from '../../platform/http/like';
import { readAppConfig } from '../game/public';
import { refuse } from './refuse';
import { readTogether } from '../../db/together';

export const toWireEntry = (e: LedgerEntry): WireEntry => ({
  entryId: e.id,
  playerNo: e.playerNo,
  pointsType: e.pointsType,
  amount: e.amount,
  source: e.source,
  sourceRef: e.sourceRef,
  reversesEntryId: e.reversesEntryId,
  description: e.description,
  createdBy: e.createdBy,
  createdTime: e.createdTime,
});

/** The list's filter on `salesman s join branch b`: the branch, part of a number or a name. */
export function playerFilter(filter: {
  branchCode?: string | undefined;
  playerNo?: string | undefined;
}): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.branchCode) parts.push(sql`b.branch_code = ${filter.branchCode}`);
  if (filter.playerNo) {
    parts.push(
      sql`(${ilikeContains(sql`s.employee_no`, filter.playerNo)} or ${ilikeContains(sql`s.employee_name`, filter.playerNo)})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/** The balances a player row shows, joined to `salesman s` (no row: no entry yet, 0). */
export const BALANCE_JOINS = sql`
  left join ledger_balance pp on pp.player_no = s.employee_no and pp.points_type = 'PodiumPoints'
  left join ledger_balance pb on pb.player_no = s.employee_no and pb.points_type = 'PointsBalance'`;

const SORT_COLUMNS: Record<PlayerPointsSortField, SQL> = {
  playerNo: sql`s.employee_no`,
  playerName: sql`s.employee_name`,
  podiumPoints: sql`coalesce(pp.balance, 0)`,
  pointsBalance: sql`coalesce(pb.balance, 0)`,
};

/**
 * The list's order over `salesman s` and BALANCE_JOINS: the asked column, then the player number
 * (unique), so players of equal balance or name keep one order from page to page.
 */
export function playerOrder(sort: {
  sortField?: PlayerPointsSortField | undefined;
  sortOrder?: 'ascend' | 'descend' | undefined;
}): SQL {
  if (!sort.sortField) return sql`s.employee_no`;
  const direction = sort.sortOrder === 'descend' ? sql`desc` : sql`asc`;
  return sql`${SORT_COLUMNS[sort.sortField]} ${direction}, s.employee_no`;
}

/** Players (salesmen) with their balance per points type, in the asked order; paged. */
export async function listPlayerPoints(
  db: DbOrTx,
  q: PlayerPointsQuery,
): Promise<{ players: PlayerPoints[]; total: number }> {
  const where = playerFilter(q);
  const [counted] = await query<{ n: number }>(
    db,
    sql`select count(*)::int as n from salesman s join branch b on b.id = s.branch_id where ${where}`,
  );
  const players = await query<PlayerPoints>(
    db,
    sql`select s.employee_no as "playerNo", s.employee_name as "playerName",
          b.branch_code as "branchCode", b.branch_description as "branchName",
          s.player_level as "playerLevel", s.player_tier as "playerTier",
          s.salesman_tier as "salesmanTier",
          coalesce(pp.balance, 0)::float8 as "podiumPoints",
          coalesce(pb.balance, 0)::float8 as "pointsBalance",
          (coalesce(pp.entry_count, 0) + coalesce(pb.entry_count, 0))::int as "entryCount"
        from salesman s join branch b on b.id = s.branch_id
        ${BALANCE_JOINS}
        where ${where}
        order by ${playerOrder(q)}
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  return { players, total: counted?.n ?? 0 };
}

export interface PlayerHead {
  playerNo: string;
  playerName: string;
  branchCode: string;
}

export async function findPlayer(db: DbOrTx, playerNo: string): Promise<PlayerHead> {
  const [player] = await query<PlayerHead>(
    db,
    sql`select s.employee_no as "playerNo", s.employee_name as "playerName", b.branch_code as "branchCode"
        from salesman s join branch b on b.id = s.branch_id where s.employee_no = ${playerNo}`,
  );
  if (!player) throw refuse(404, `Player ${playerNo} does not exist`);
  return player;
}

/** Balance per points type (0 for a type without entries) and the newest entries. */
export async function playerStatement(
  db: DbOrTx,
  playerNo: string,
  page: { limit: number; beforeId?: number | undefined },
): Promise<EntriesResponse> {
  // Two index reads, side by side on a pool (PGlite runs them one after the other).
  const [balances, entries] = await readTogether(db, [
    () => balancesOf(db, [playerNo]),
    () =>
      playerEntries(db, playerNo, {
        limit: page.limit,
        ...(page.beforeId ? { beforeId: page.beforeId } : {}),
      }),
  ]);
  return {
    ...SUCCESS,
    playerNo,
    balances: POINTS_TYPES.map((pointsType: PointsType) => ({
      pointsType,
      balance: balances.find((b) => b.pointsType === pointsType)?.balance ?? 0,
    })),
    entries: entries.map(toWireEntry),
  };
}

/** Head office's figure: points held by players per type and their value in IDR. */
export async function outstanding(db: DbOrTx): Promise<OutstandingResponse> {
  const { pointConversionRateIDR } = await readAppConfig(db);
  const found = await outstandingPoints(db);
  return {
    ...SUCCESS,
    pointConversionRateIDR,
    outstanding: POINTS_TYPES.map((pointsType) => {
      const row = found.find((f) => f.pointsType === pointsType);
      const points = row?.points ?? 0;
      return {
        pointsType,
        points,
        players: row?.players ?? 0,
        valueIDR: points * pointConversionRateIDR,
      };
    }),
  };
}

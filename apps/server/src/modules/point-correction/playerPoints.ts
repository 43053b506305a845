// The quest API's success envelope (spec 2 section 8), defined once in the contracts.
import { QUEST_SUCCESS as SUCCESS } from '@dealer/contracts/game';
import { sql, type SQL } from 'drizzle-orm';
import type {
  EntriesResponse,
  LedgerEntry as WireEntry,
  OutstandingResponse,
  PlayerPoints,
  PlayerPointsQuery,
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

function playerFilter(filter: {
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

/** Players (salesmen) with their balance per points type, by player number; paged. */
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
        left join ledger_balance pp on pp.player_no = s.employee_no and pp.points_type = 'PodiumPoints'
        left join ledger_balance pb on pb.player_no = s.employee_no and pb.points_type = 'PointsBalance'
        where ${where}
        order by s.employee_no
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

/** The export's rows: every entry of the filtered players, player by player, oldest first. */
export async function* exportRows(
  db: DbOrTx,
  filter: { branchCode?: string | undefined; playerNo?: string | undefined },
  timeZone: string,
): AsyncIterable<(string | number | null)[]> {
  const where = playerFilter(filter);
  let after: { playerNo: string; id: number } | undefined;
  for (;;) {
    const page = await query<{
      playerNo: string;
      playerName: string;
      branchCode: string;
      id: number;
      pointsType: string;
      amount: number;
      source: string;
      sourceRef: string;
      description: string;
      createdBy: string;
      createdTime: string;
    }>(
      db,
      sql`select s.employee_no as "playerNo", s.employee_name as "playerName",
            b.branch_code as "branchCode", e.id::float8 as "id", e.points_type as "pointsType",
            e.amount, e.source, e.source_ref as "sourceRef", e.description,
            e.created_by as "createdBy",
            to_char(e.created_time at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS') as "createdTime"
          from salesman s join branch b on b.id = s.branch_id
          join ledger_entry e on e.player_no = s.employee_no
          where ${where}
            ${after ? sql`and (s.employee_no, e.id) > (${after.playerNo}, ${after.id})` : sql``}
          order by s.employee_no, e.id limit 2000`,
    );
    for (const r of page) {
      yield [
        r.playerNo,
        r.playerName,
        r.branchCode,
        r.createdTime,
        r.pointsType,
        r.amount,
        r.source,
        r.sourceRef,
        r.description,
        r.createdBy,
        r.id,
      ];
    }
    const last = page.at(-1);
    if (!last || page.length < 2000) return;
    after = { playerNo: last.playerNo, id: last.id };
  }
}

export async function countExportRows(
  db: DbOrTx,
  filter: { branchCode?: string | undefined; playerNo?: string | undefined },
): Promise<number> {
  const [counted] = await query<{ n: number }>(
    db,
    sql`select count(*)::int as n from salesman s join branch b on b.id = s.branch_id
        join ledger_entry e on e.player_no = s.employee_no where ${playerFilter(filter)}`,
  );
  return counted?.n ?? 0;
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

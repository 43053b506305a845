import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PLAYER_POINTS_API,
  ZExportQuery,
  type PlayerPointsExportQuery,
} from '@dealer/contracts/point-correction';
import { rows as query, type DbOrTx } from '../../db/client';
import type { AccessRule } from '../../platform/access/access';
import type { ModuleDeps } from '../../platform/moduleDeps';
import {
  assertExportRows,
  attachment,
  generatedEntries,
  streamXlsx,
  XLSX_TYPE,
  type FilterEntry,
} from '../../platform/excel/streamExport';
import { BALANCE_JOINS, playerFilter, playerOrder } from './playerPoints';

/** Players whose entries one read covers: their numbers travel as one JSON parameter. */
const PLAYERS_PER_READ = 500;
const ENTRIES_PER_READ = 2000;

/** The filtered players holding at least one entry, in the list's order. */
async function orderedPlayers(db: DbOrTx, q: PlayerPointsExportQuery): Promise<string[]> {
  const found = await query<{ playerNo: string }>(
    db,
    sql`select s.employee_no as "playerNo"
        from salesman s join branch b on b.id = s.branch_id
        ${BALANCE_JOINS}
        where ${playerFilter(q)}
          and exists (select 1 from ledger_entry e where e.player_no = s.employee_no)
        order by ${playerOrder(q)}`,
  );
  return found.map((r) => r.playerNo);
}

interface EntryRow {
  place: number;
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
}

/**
 * The export's rows: every entry of the filtered players, players in the list's order (its sort,
 * else by number), each player's entries oldest first.
 */
export async function* exportRows(
  db: DbOrTx,
  q: PlayerPointsExportQuery,
  timeZone: string,
): AsyncIterable<(string | number | null)[]> {
  // The players' order is fixed before any entry is read: a balance that moves while the file is
  // written (a booking in between) cannot move its player to a page already written or to come.
  const players = await orderedPlayers(db, q);
  for (let from = 0; from < players.length; from += PLAYERS_PER_READ) {
    const picked = JSON.stringify(players.slice(from, from + PLAYERS_PER_READ));
    let after = { place: 0, id: 0 };
    for (;;) {
      const page = await query<EntryRow>(
        db,
        sql`select o.place::int as "place", s.employee_no as "playerNo",
              s.employee_name as "playerName", b.branch_code as "branchCode",
              e.id::float8 as "id", e.points_type as "pointsType", e.amount, e.source,
              e.source_ref as "sourceRef", e.description, e.created_by as "createdBy",
              to_char(e.created_time at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS') as "createdTime"
            from jsonb_array_elements_text(${picked}::jsonb) with ordinality as o(player_no, place)
            join salesman s on s.employee_no = o.player_no
            join branch b on b.id = s.branch_id
            join ledger_entry e on e.player_no = o.player_no
            where (o.place, e.id) > (${after.place}, ${after.id})
            order by o.place, e.id limit ${ENTRIES_PER_READ}`,
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
      if (!last || page.length < ENTRIES_PER_READ) break;
      after = { place: last.place, id: last.id };
    }
  }
}

export async function countExportRows(db: DbOrTx, q: PlayerPointsExportQuery): Promise<number> {
  const [counted] = await query<{ n: number }>(
    db,
    sql`select count(*)::int as n from salesman s join branch b on b.id = s.branch_id
        join ledger_entry e on e.player_no = s.employee_no where ${playerFilter(q)}`,
  );
  return counted?.n ?? 0;
}

/** The sort as the Filters sheet states it, under the headers the list shows. */
const SORT_NAMES = {
  playerNo: 'PlayerNo',
  playerName: 'PlayerName',
  podiumPoints: 'PodiumPoints',
  pointsBalance: 'PointsBalance',
} as const;

function sortEntries(q: PlayerPointsExportQuery): FilterEntry[] {
  if (!q.sortField) return [];
  return [
    ['Sort by', SORT_NAMES[q.sortField]],
    ['Sort order', q.sortOrder ?? 'ascend'],
  ];
}

/** GET export of the player points page: its filter and sort, every entry behind them. */
export function playerPointsExportRoute(
  app: FastifyInstance,
  { db, timeZone }: Pick<ModuleDeps, 'db' | 'timeZone'>,
  options: { config: { access: AccessRule }; tags: string[] },
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      PLAYER_POINTS_API.export,
      { config: options.config, schema: { tags: options.tags, querystring: ZExportQuery } },
      async (request, reply) => {
        assertExportRows(await countExportRows(db, request.query));
        const stream = streamXlsx({
          sheetName: 'Player points',
          columns: [
            { header: 'PlayerNo', width: 16 },
            { header: 'PlayerName', width: 24 },
            { header: 'Branch', width: 10 },
            { header: `Time (${timeZone})`, width: 20, type: 'dateTime' },
            { header: 'PointsType', width: 14 },
            { header: 'Points', type: 'number' },
            { header: 'Source', width: 12 },
            { header: 'SourceRef', width: 16 },
            { header: 'Description', width: 40 },
            { header: 'By', width: 16 },
            { header: 'EntryId', type: 'number' },
          ],
          rows: exportRows(db, request.query, timeZone),
          filters: {
            title: 'Player points',
            entries: [
              ['Branch', request.query.branchCode || 'All'],
              ['Player', request.query.playerNo || 'All'],
              ...sortEntries(request.query),
              ...generatedEntries(request.user.userName, timeZone, new Date()),
            ],
          },
        });
        return reply
          .header('content-disposition', attachment('player-points.xlsx'))
          .type(XLSX_TYPE)
          .send(stream);
      },
    );
}

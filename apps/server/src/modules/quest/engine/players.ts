import { sql, type SQL } from 'drizzle-orm';
import { rows, type DbOrTx } from '../../../db/client';
import { PLAYERS_FROM } from '../players';
import type { QuestDef } from './definitions';

/** What targeting compares of a player (a salesman of company 0002). */
export interface PlayerProfile {
  playerNo: string;
  playerName: string;
  isEnabled: boolean;
  branchCode: string;
  areaCode: string | null;
  cityCode: string | null;
  playerLevel: string | null;
  playerTier: string | null;
  salesmanTier: string | null;
}

export async function loadPlayer(db: DbOrTx, playerNo: string): Promise<PlayerProfile | undefined> {
  const [found] = await rows<PlayerProfile>(
    db,
    sql`select s.employee_no as "playerNo", s.employee_name as "playerName",
          s.is_enabled as "isEnabled", b.branch_code as "branchCode", r.region_code as "areaCode",
          c.city_code as "cityCode", s.player_level as "playerLevel",
          s.player_tier as "playerTier", s.salesman_tier as "salesmanTier"
        from ${PLAYERS_FROM} where s.employee_no = ${playerNo}`,
  );
  return found;
}

/**
 * Targeting kinds and what they compare. Kinds a quest leaves empty admit everyone; the kinds it
 * fills must all admit the player (area AND city AND branch ...; any code within a kind).
 * playerTierPeriod names the year of a tier target: the engine knows players' current tier only,
 * so it does not narrow further.
 */
const KINDS: {
  kind: string;
  label: string;
  of: (p: PlayerProfile) => string | null;
  column: SQL;
}[] = [
  { kind: 'area', label: 'area', of: (p) => p.areaCode, column: sql`r.region_code` },
  { kind: 'city', label: 'city', of: (p) => p.cityCode, column: sql`c.city_code` },
  { kind: 'branch', label: 'branch', of: (p) => p.branchCode, column: sql`b.branch_code` },
  {
    kind: 'playerLevel',
    label: 'player level',
    of: (p) => p.playerLevel,
    column: sql`s.player_level`,
  },
  { kind: 'player', label: 'player list', of: (p) => p.playerNo, column: sql`s.employee_no` },
  { kind: 'playerTier', label: 'player tier', of: (p) => p.playerTier, column: sql`s.player_tier` },
  {
    kind: 'salesmanTier',
    label: 'salesman tier',
    of: (p) => p.salesmanTier,
    column: sql`s.salesman_tier`,
  },
];

/** Why the quest's targeting leaves the player out, or null when it takes them in. */
export function targetingMiss(def: QuestDef, player: PlayerProfile): string | null {
  if (!player.isEnabled) return `player ${player.playerNo} is disabled`;
  for (const { kind, label, of } of KINDS) {
    const codes = def.targets.get(kind);
    if (!codes || codes.size === 0) continue;
    const value = of(player);
    if (value === null || !codes.has(value))
      return `the quest's ${label} targeting does not include ${value ?? 'an empty value'}`;
  }
  return null;
}

export interface PlayerFilter {
  area?: string[];
  city?: string[];
  branch?: string[];
  playerLevel?: string[];
  player?: string[];
}

const inList = (column: SQL, codes: string[]) =>
  sql`${column} in (${sql.join(
    codes.map((code) => sql`${code}::text`),
    sql`, `,
  )})`;

/**
 * The targeted players of a quest as SQL (a subquery of employee numbers), narrowed by a rerun's
 * setting and, for Manual Join, to the players who joined.
 */
export function targetedPlayersSql(
  def: QuestDef,
  options: { joinedOnly: boolean; filter?: PlayerFilter },
): SQL {
  const where: SQL[] = [sql`s.is_enabled`];
  for (const { kind, column } of KINDS) {
    const codes = def.targets.get(kind);
    if (codes && codes.size > 0) where.push(inList(column, [...codes]));
  }
  const filter = options.filter ?? {};
  const narrow: [string[] | undefined, SQL][] = [
    [filter.area, sql`r.region_code`],
    [filter.city, sql`c.city_code`],
    [filter.branch, sql`b.branch_code`],
    [filter.playerLevel, sql`s.player_level`],
    [filter.player, sql`s.employee_no`],
  ];
  for (const [codes, column] of narrow)
    if (codes && codes.length > 0) where.push(inList(column, codes));
  if (options.joinedOnly)
    where.push(
      sql`exists (select 1 from quest_participant qp where qp.quest_id = ${def.id}::integer and qp.player_no = s.employee_no)`,
    );
  return sql`(select s.employee_no from ${PLAYERS_FROM} where ${sql.join(where, sql` and `)})`;
}

export const isManualJoin = (def: QuestDef) => def.questType === 2;

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
  /** The tier held per past or recorded tier period (year as text -> tier code). */
  tierPeriods: Record<string, string>;
}

/**
 * The player's recorded tiers per period as one JSON object, read in the same statement as the
 * profile (one round trip per scored event, not two).
 */
export const TIER_PERIODS_COLUMN = sql`(select coalesce(jsonb_object_agg(tp.period::text, tp.player_tier), '{}'::jsonb)
    from player_tier_period tp where tp.player_no = s.employee_no) as "tierPeriods"`;

/** The current tier period: the year now (the console offers the same years, settings.ts). */
export const currentTierPeriod = (now: Date = new Date()) => String(now.getUTCFullYear());

/**
 * The tier a player held in a period: the recorded one, else (current period only) the current
 * tier; a past period without a record held no tier we know of.
 */
export function tierIn(player: PlayerProfile, period: string, now?: Date): string | null {
  const recorded = player.tierPeriods[period];
  if (recorded !== undefined) return recorded;
  return period === currentTierPeriod(now) ? player.playerTier : null;
}

export async function loadPlayer(db: DbOrTx, playerNo: string): Promise<PlayerProfile | undefined> {
  const [found] = await rows<PlayerProfile>(
    db,
    sql`select s.employee_no as "playerNo", s.employee_name as "playerName",
          s.is_enabled as "isEnabled", b.branch_code as "branchCode", r.region_code as "areaCode",
          c.city_code as "cityCode", s.player_level as "playerLevel",
          s.player_tier as "playerTier", s.salesman_tier as "salesmanTier", ${TIER_PERIODS_COLUMN}
        from ${PLAYERS_FROM} where s.employee_no = ${playerNo}`,
  );
  return found;
}

/**
 * Targeting kinds and what they compare. Kinds a quest leaves empty admit everyone; the kinds it
 * fills must all admit the player (area AND city AND branch ...; any code within a kind).
 * playerTier is special-cased below: with tier periods chosen it compares the tiers held in those
 * periods instead of the current one.
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
  const periods = def.targets.get('playerTierPeriod');
  for (const { kind, label, of } of KINDS) {
    const codes = def.targets.get(kind);
    if (!codes || codes.size === 0) continue;
    if (kind === 'playerTier' && periods && periods.size > 0) {
      // Any chosen period in which the player held a targeted tier admits them.
      const held = [...periods].sort().map((period) => [period, tierIn(player, period)] as const);
      if (held.some(([, tier]) => tier !== null && codes.has(tier))) continue;
      const named = held.map(([period, tier]) => `${tier ?? 'no tier'} in ${period}`).join(', ');
      return `the quest's player tier targeting in its tier periods does not include ${named}`;
    }
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

/** SQL of tierIn: the player (alias s) held one of the tiers in one of the periods. */
function tierInPeriodsSql(tiers: string[], periods: string[], now?: Date): SQL {
  const years = sql.join(
    periods.map((period) => sql`${Number(period)}::integer`),
    sql`, `,
  );
  const recorded = sql`exists (select 1 from player_tier_period tp where tp.player_no = s.employee_no
    and tp.period in (${years}) and ${inList(sql`tp.player_tier`, tiers)})`;
  const current = currentTierPeriod(now);
  if (!periods.includes(current)) return recorded;
  return sql`(${recorded} or (${inList(sql`s.player_tier`, tiers)} and not exists (
    select 1 from player_tier_period tc where tc.player_no = s.employee_no and tc.period = ${Number(current)}::integer)))`;
}

/**
 * The targeted players of a quest as SQL (a subquery of employee numbers), narrowed by a rerun's
 * setting and, for Manual Join, to the players who joined.
 */
export function targetedPlayersSql(
  def: QuestDef,
  options: { joinedOnly: boolean; filter?: PlayerFilter },
): SQL {
  const where: SQL[] = [sql`s.is_enabled`];
  const periods = [...(def.targets.get('playerTierPeriod') ?? [])];
  for (const { kind, column } of KINDS) {
    const codes = def.targets.get(kind);
    if (!codes || codes.size === 0) continue;
    if (kind === 'playerTier' && periods.length > 0)
      where.push(tierInPeriodsSql([...codes], periods));
    else where.push(inList(column, [...codes]));
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

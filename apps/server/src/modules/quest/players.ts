import { sql, type SQL } from 'drizzle-orm';
import { QUEST_COMPANY_CODE, type PlayerAttribute, type PlayerItem } from '@dealer/contracts/quest';
import { rows, type DbOrTx } from '../../db/client';
import { escapeLike } from '../../platform/http/like';
import { codeList } from './settings';

/** The players are the salesmen of company 0002's active branches, with area and city through the branch. */
export const PLAYERS_FROM = sql`salesman s
  join branch b on b.id = s.branch_id and b.company_code = ${QUEST_COMPANY_CODE} and b.is_active
  left join region r on r.id = b.region_id
  left join branch_city bc on bc.branch_id = b.id
  left join city c on c.id = bc.city_id`;

export const PLAYER_COLUMNS = sql`s.employee_no as code, s.employee_name as description,
  b.branch_code as "branchCode", r.region_code as "areaCode", c.city_code as "cityCode",
  s.player_level as "playerLevel", s.player_tier as "playerTier", s.salesman_tier as "salesmanTier"`;

/** The column each custom-search attribute compares. */
export const ATTRIBUTE_COLUMN: Record<PlayerAttribute, SQL> = {
  playerNo: sql`s.employee_no`,
  playerName: sql`s.employee_name`,
  branchCode: sql`b.branch_code`,
  areaCode: sql`r.region_code`,
  cityCode: sql`c.city_code`,
  playerLevel: sql`s.player_level`,
  playerTier: sql`s.player_tier`,
  salesmanTier: sql`s.salesman_tier`,
};

/**
 * Operators 1-7 of spec 2 section 3 on a text column, ignoring case as 'contains' always did:
 * 'platinum' finds the PLATINUM players, 't010' branch T010.
 */
export function compare(column: SQL, operator: number, value: string): SQL {
  const left = sql`lower(${column})`;
  const right = sql`lower(${value})`;
  switch (operator) {
    case 1:
      return sql`${left} = ${right}`;
    case 2:
      return sql`${left} < ${right}`;
    case 3:
      return sql`${left} > ${right}`;
    case 4:
      return sql`${left} <= ${right}`;
    case 5:
      return sql`${left} >= ${right}`;
    case 6:
      return sql`${left} is distinct from ${right}`;
    default:
      return sql`${column} ilike ${`%${escapeLike(value)}%`} escape ${'\\'}`;
  }
}

const inCodes = (column: SQL, codes: string[]) =>
  sql`${column} in (select code from ${codeList(codes)} l)`;

/** Players by area, city, branch and player level (each list empty = any), enabled only. */
export async function playersBy(
  db: DbOrTx,
  filter: {
    areaCodes: string[];
    cityCodes: string[];
    branchCodes: string[];
    playerLevels: string[];
  },
  limit = 5000,
): Promise<PlayerItem[]> {
  const where: SQL[] = [sql`s.is_enabled`];
  if (filter.areaCodes.length) where.push(inCodes(sql`r.region_code`, filter.areaCodes));
  if (filter.cityCodes.length) where.push(inCodes(sql`c.city_code`, filter.cityCodes));
  if (filter.branchCodes.length) where.push(inCodes(sql`b.branch_code`, filter.branchCodes));
  if (filter.playerLevels.length) where.push(inCodes(sql`s.player_level`, filter.playerLevels));
  return rows<PlayerItem>(
    db,
    sql`select ${PLAYER_COLUMNS} from ${PLAYERS_FROM}
        where ${sql.join(where, sql` and `)} order by s.employee_no limit ${limit}`,
  );
}

/** POST source-player: players whose number or name contains the keyword, a page of at most 1000. */
export async function sourcePlayers(
  db: DbOrTx,
  request: { skip: number; limit: number; keyword: string },
): Promise<PlayerItem[]> {
  const keyword = request.keyword
    ? sql`and (${compare(sql`s.employee_no`, 7, request.keyword)} or ${compare(sql`s.employee_name`, 7, request.keyword)})`
    : sql``;
  return rows<PlayerItem>(
    db,
    sql`select ${PLAYER_COLUMNS} from ${PLAYERS_FROM}
        where s.is_enabled ${keyword}
        order by s.employee_no limit ${request.limit} offset ${request.skip}`,
  );
}

/**
 * POST custom player search: the players every attribute condition holds for (and whose number or
 * name contains `data` when given), with the areas, cities and branches they belong to.
 */
export async function customPlayerSearch(
  db: DbOrTx,
  request: {
    data: string;
    attributes: { attributeName: PlayerAttribute; operator: number; value: string }[];
  },
) {
  const where: SQL[] = [sql`s.is_enabled`];
  for (const a of request.attributes)
    where.push(compare(ATTRIBUTE_COLUMN[a.attributeName], a.operator, a.value));
  if (request.data)
    where.push(
      sql`(${compare(sql`s.employee_no`, 7, request.data)} or ${compare(sql`s.employee_name`, 7, request.data)})`,
    );
  const found = await rows<
    PlayerItem & { areaName: string | null; cityName: string | null; branchName: string }
  >(
    db,
    sql`select ${PLAYER_COLUMNS}, r.region_name as "areaName", c.city_name as "cityName",
          b.branch_description as "branchName"
        from ${PLAYERS_FROM}
        where ${sql.join(where, sql` and `)} order by s.employee_no limit 20000`,
  );
  const unique = (pairs: [string | null, string | null][]) => {
    const map = new Map<string, string>();
    for (const [code, description] of pairs) if (code) map.set(code, description ?? '');
    return [...map].map(([code, description]) => ({ code, description }));
  };
  return {
    area: unique(found.map((p) => [p.areaCode, p.areaName])),
    city: unique(found.map((p) => [p.cityCode, p.cityName])),
    branch: unique(found.map((p) => [p.branchCode, p.branchName])),
    player: found.map((p) => ({
      code: p.code,
      description: p.description,
      branchCode: p.branchCode,
      playerLevel: p.playerLevel,
      playerTier: p.playerTier,
    })),
  };
}

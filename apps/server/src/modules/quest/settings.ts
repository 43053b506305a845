import { sql } from 'drizzle-orm';
import type { FieldError } from '@dealer/contracts';
import { isPlayerLevel, isPlayerTier, isSalesmanTier } from '@dealer/contracts/players';
import { QUEST_COMPANY_CODE, type LocationSetting } from '@dealer/contracts/quest';
import { rows, type DbOrTx } from '../../db/client';
import { readTogether } from '../../db/together';

/** Codes as a one-parameter relation (a JSON array: thousands of pasted codes, one parameter). */
export const codeList = (codes: string[]) =>
  sql`(select distinct jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb) as code)`;

/** Which of `codes` exist, by a query answering `code` for the existing ones. */
async function existing(
  db: DbOrTx,
  codes: string[],
  query: (list: ReturnType<typeof codeList>) => ReturnType<typeof sql>,
) {
  if (codes.length === 0) return new Set<string>();
  const found = await rows<{ code: string }>(db, query(codeList(codes)));
  return new Set(found.map((row) => row.code));
}

export const knownAreas = (db: DbOrTx, codes: string[]) =>
  existing(
    db,
    codes,
    (list) =>
      sql`select r.region_code as code from region r join ${list} c on c.code = r.region_code`,
  );

export const knownCities = (db: DbOrTx, codes: string[]) =>
  existing(
    db,
    codes,
    (list) => sql`select y.city_code as code from city y join ${list} c on c.code = y.city_code`,
  );

export const knownBranches = (db: DbOrTx, codes: string[]) =>
  existing(
    db,
    codes,
    (
      list,
    ) => sql`select b.branch_code as code from branch b join ${list} c on c.code = b.branch_code
      where b.company_code = ${QUEST_COMPANY_CODE} and b.is_active and b.is_enabled`,
  );

export const knownPlayers = (db: DbOrTx, codes: string[]) =>
  existing(
    db,
    codes,
    (
      list,
    ) => sql`select s.employee_no as code from salesman s join ${list} c on c.code = s.employee_no
      join branch b on b.id = s.branch_id
      where s.is_enabled and b.company_code = ${QUEST_COMPANY_CODE}`,
  );

/** Tier periods offered: the current year and the 4 before (spec 2 section 9). */
export function tierPeriods(now: Date = new Date()): string[] {
  const year = now.getUTCFullYear();
  return [0, 1, 2, 3, 4].map((back) => String(year - back));
}

/**
 * Every targeting value of a quest must name something that exists: the field errors of those
 * that do not (field paths as the request names them, e.g. `locationSetting.branchSetting.2.code`).
 */
export async function settingErrors(db: DbOrTx, setting: LocationSetting): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const check = (key: keyof LocationSetting, ok: (code: string) => boolean, what: string) =>
    setting[key].forEach((item, index) => {
      if (!ok(item.code))
        errors.push({
          field: `locationSetting.${key}.${index}.code`,
          message: `unknown ${what} ${item.code}`,
        });
    });
  const codes = (key: keyof LocationSetting) => setting[key].map((item) => item.code);
  const [areas, cities, branches, players] = await readTogether(db, [
    () => knownAreas(db, codes('areaSetting')),
    () => knownCities(db, codes('citySetting')),
    () => knownBranches(db, codes('branchSetting')),
    () => knownPlayers(db, codes('playerSetting')),
  ]);
  check('areaSetting', (c) => areas.has(c), 'area');
  check('citySetting', (c) => cities.has(c), 'city');
  check('branchSetting', (c) => branches.has(c), 'branch');
  check('playerSetting', (c) => players.has(c), 'player');
  check('playerLevelSetting', isPlayerLevel, 'player level');
  check('playerTierSetting', isPlayerTier, 'player tier');
  check('salesmanTierSetting', isSalesmanTier, 'salesman tier');
  const periods = tierPeriods();
  check('playerTierPeriodSetting', (c) => periods.includes(c), 'tier period');
  return errors;
}

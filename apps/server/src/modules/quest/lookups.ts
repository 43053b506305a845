import { sql, type SQL } from 'drizzle-orm';
import { PLAYER_TIERS, SALESMAN_TIERS } from '@dealer/contracts/players';
import {
  CUSTOMER_GROUPS,
  QUEST_COMPANY_CODE,
  SALES_SOURCES,
  type DefectData,
  type LookupItem,
  type ValidateSettingResponse,
} from '@dealer/contracts/quest';
import { rows, type DbOrTx } from '../../db/client';
import { codeList } from './settings';
import { readTogether } from '../../db/together';

const inCodes = (column: SQL, codes: string[]) =>
  codes.length ? sql`and ${column} in (select code from ${codeList(codes)} l)` : sql``;

/** Areas = the regions that hold an active branch of company 0002. */
export const areas = (db: DbOrTx) =>
  rows<LookupItem>(
    db,
    sql`select r.region_code as code, r.region_name as description from region r
        where exists (select 1 from branch b where b.region_id = r.id
          and b.company_code = ${QUEST_COMPANY_CODE} and b.is_active)
        order by r.region_code`,
  );

/** Cities of the given areas (all when none is given). */
export const cities = (db: DbOrTx, areaCodes: string[]) =>
  rows<LookupItem>(
    db,
    sql`select c.city_code as code, c.city_name as description, r.region_code as "parentCode"
        from city c join region r on r.id = c.region_id
        where true ${inCodes(sql`r.region_code`, areaCodes)}
        order by c.city_code`,
  );

/** Active branches of company 0002 in the given areas and cities. */
export const branches = (db: DbOrTx, areaCodes: string[], cityCodes: string[]) =>
  rows<LookupItem>(
    db,
    sql`select b.branch_code as code, b.branch_description as description,
          c.city_code as "parentCode"
        from branch b left join region r on r.id = b.region_id
        left join branch_city bc on bc.branch_id = b.id left join city c on c.id = bc.city_id
        where b.company_code = ${QUEST_COMPANY_CODE} and b.is_active and b.is_enabled
          ${inCodes(sql`r.region_code`, areaCodes)} ${inCodes(sql`c.city_code`, cityCodes)}
        order by b.branch_code`,
  );

const catalogue = (items: readonly { code: string; description: string }[]): LookupItem[] =>
  items.map((item) => ({ code: item.code, description: item.description }));

export const playerTiers = () => catalogue(PLAYER_TIERS);
export const salesmanTiers = () => catalogue(SALESMAN_TIERS);
export const customerGroups = () => catalogue(CUSTOMER_GROUPS);
export const salesSources = () => catalogue(SALES_SOURCES);

/** Vehicle models (the MODEL detail of a rule takes the model code). */
export const models = (db: DbOrTx) =>
  rows<LookupItem>(
    db,
    sql`select model_material_code as code, model_material_desc as description
        from model_material order by model_material_code`,
  );

/** Materials (sales types) of the given models (the MATERIAL detail takes the material number). */
export const materials = (db: DbOrTx, modelCodes: string[]) =>
  rows<LookupItem>(
    db,
    sql`select m.material_number as code, m.material_desc as description,
          mm.model_material_code as "parentCode"
        from material m join model_material mm on mm.id = m.model_material_id
        where true ${inCodes(sql`mm.model_material_code`, modelCodes)}
        order by mm.model_material_code, m.material_number`,
  );

interface Known {
  code: string;
  description: string;
  parent: string | null;
  grand: string | null;
  /** A salesman's area, city and level (his branch is `parent`). */
  area?: string | null;
  city?: string | null;
  level?: string | null;
}

const PLURAL: Record<string, string> = {
  area: 'areas',
  city: 'cities',
  branch: 'branches',
  level: 'levels',
};

/** 'area JKT, outside the quest's areas JBR' when `value` is not among a non-empty `allowed`. */
function outsideOf(
  what: keyof typeof PLURAL,
  value: string | null | undefined,
  allowed: Set<string>,
) {
  if (allowed.size === 0 || allowed.has(value ?? '')) return undefined;
  return `${what} ${value ?? 'none'}, outside the quest's ${PLURAL[what]} ${[...allowed].join(', ')}`;
}

/**
 * POST validate-setting: codes pasted in bulk come back split into the ones that exist (with
 * their names) and `defectDatas`, each with the reason: unknown, repeated, or outside the areas /
 * cities / branches given in the same call.
 */
export async function validateSetting(
  db: DbOrTx,
  request: {
    areaCodes: string[];
    cityCodes: string[];
    branchCodes: string[];
    salesmanNos: string[];
    questSetting?:
      | { areaCodes: string[]; cityCodes: string[]; branchCodes: string[]; playerLevels: string[] }
      | undefined;
  },
): Promise<Omit<ValidateSettingResponse, 'responseCode' | 'responseText' | 'errorMsg'>> {
  const lookup = async (codes: string[], query: (list: SQL) => SQL) =>
    codes.length === 0
      ? new Map<string, Known>()
      : new Map((await rows<Known>(db, query(codeList(codes)))).map((k) => [k.code, k]));
  const [areaRows, cityRows, branchRows, salesmanRows] = await readTogether(db, [
    () =>
      lookup(
        request.areaCodes,
        (
          list,
        ) => sql`select r.region_code as code, r.region_name as description, null as parent, null as grand
        from region r join ${list} l on l.code = r.region_code`,
      ),
    () =>
      lookup(
        request.cityCodes,
        (
          list,
        ) => sql`select c.city_code as code, c.city_name as description, r.region_code as parent, null as grand
        from city c join region r on r.id = c.region_id join ${list} l on l.code = c.city_code`,
      ),
    () =>
      lookup(
        request.branchCodes,
        (list) => sql`select b.branch_code as code, b.branch_description as description,
          r.region_code as parent, c.city_code as grand
        from branch b join ${list} l on l.code = b.branch_code
        left join region r on r.id = b.region_id
        left join branch_city bc on bc.branch_id = b.id left join city c on c.id = bc.city_id
        where b.company_code = ${QUEST_COMPANY_CODE} and b.is_active and b.is_enabled`,
      ),
    () =>
      lookup(
        request.salesmanNos,
        (list) => sql`select s.employee_no as code, s.employee_name as description,
          b.branch_code as parent, null as grand, r.region_code as area, c.city_code as city,
          s.player_level as level
        from salesman s join ${list} l on l.code = s.employee_no
        join branch b on b.id = s.branch_id
        left join region r on r.id = b.region_id
        left join branch_city bc on bc.branch_id = b.id left join city c on c.id = bc.city_id
        where s.is_enabled and b.company_code = ${QUEST_COMPANY_CODE} and b.is_active`,
      ),
  ]);
  const defectDatas: DefectData[] = [];
  const split = (
    type: DefectData['type'],
    codes: string[],
    known: Map<string, Known>,
    noun: string,
    outside: (k: Known) => string | undefined,
  ) => {
    const valid: { code: string; description: string }[] = [];
    const seen = new Set<string>();
    for (const code of codes) {
      const found = known.get(code);
      const reason = seen.has(code)
        ? `${noun} ${code} is listed more than once`
        : !found
          ? `${noun} ${code} not found`
          : outside(found);
      seen.add(code);
      if (reason) defectDatas.push({ type, code, reason });
      else valid.push({ code, description: found!.description });
    }
    return valid;
  };
  // What the quest will target once the valid pasted codes are applied: its own and the pasted.
  const own = request.questSetting;
  const areaSet = new Set([...(own?.areaCodes ?? []), ...request.areaCodes]);
  const citySet = new Set([...(own?.cityCodes ?? []), ...request.cityCodes]);
  const branchSet = new Set([...(own?.branchCodes ?? []), ...request.branchCodes]);
  const levelSet = new Set(own?.playerLevels ?? []);
  const areaCodes = split('area', request.areaCodes, areaRows, 'Area', () => undefined);
  const cityCodes = split('city', request.cityCodes, cityRows, 'City', (k) => {
    const outside = outsideOf('area', k.parent, areaSet);
    return outside && `City ${k.code} is in ${outside}`;
  });
  const branchCodes = split('branch', request.branchCodes, branchRows, 'Branch', (k) => {
    const outside = outsideOf('area', k.parent, areaSet) ?? outsideOf('city', k.grand, citySet);
    return outside && `Branch ${k.code} is in ${outside}`;
  });
  const salesmanNos = split('salesman', request.salesmanNos, salesmanRows, 'Salesman', (k) => {
    const outside =
      outsideOf('area', k.area, areaSet) ??
      outsideOf('city', k.city, citySet) ??
      outsideOf('branch', k.parent, branchSet) ??
      outsideOf('level', k.level, levelSet);
    return outside && `Salesman ${k.code} is in ${outside}: cannot take part in this quest`;
  });
  return { areaCodes, cityCodes, branchCodes, salesmanNos, defectDatas };
}

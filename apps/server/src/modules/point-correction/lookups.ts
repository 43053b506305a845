import { sql } from 'drizzle-orm';
import { rows as query, type DbOrTx } from '../../db/client';
import { ilikeContains } from '../../platform/http/like';

/** Branches of the company that have players (the branch picker). */
export async function branchOptions(db: DbOrTx) {
  return query<{ branchCode: string; branchName: string }>(
    db,
    sql`select b.branch_code as "branchCode", b.branch_description as "branchName"
        from branch b where b.is_active and b.company_code = '0002'
          and exists (select 1 from salesman s where s.branch_id = b.id and s.is_enabled)
        order by b.branch_code`,
  );
}

/** Active players of a branch, or found by number or name (the employee picker); at most 200. */
export async function playerOptions(
  db: DbOrTx,
  q: { branchCode?: string | undefined; keyword?: string | undefined },
) {
  return query<{ playerNo: string; playerName: string; branchCode: string }>(
    db,
    sql`select s.employee_no as "playerNo", s.employee_name as "playerName", b.branch_code as "branchCode"
        from salesman s join branch b on b.id = s.branch_id
        where s.is_enabled
          ${q.branchCode ? sql`and b.branch_code = ${q.branchCode}` : sql``}
          ${q.keyword ? sql`and (${ilikeContains(sql`s.employee_no`, q.keyword)} or ${ilikeContains(sql`s.employee_name`, q.keyword)})` : sql``}
        order by s.employee_no limit 200`,
  );
}

/**
 * The template's rows for the picked players (or every player of the picked branch): PlayerNo and
 * Branch filled, AddPointsCr / PointsBalance proposed, Points left for the user. None picked: [].
 */
export async function templateRows(
  db: DbOrTx,
  q: { branchCode?: string | undefined; playerNos?: string | undefined },
): Promise<(string | number)[][]> {
  const playerNos = (q.playerNos ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .slice(0, 200);
  if (!q.branchCode && playerNos.length === 0) return [];
  const picked = await query<{ playerNo: string; branchCode: string }>(
    db,
    sql`select s.employee_no as "playerNo", b.branch_code as "branchCode"
        from salesman s join branch b on b.id = s.branch_id
        where s.is_enabled
          ${q.branchCode ? sql`and b.branch_code = ${q.branchCode}` : sql``}
          ${playerNos.length > 0 ? sql`and s.employee_no in (select jsonb_array_elements_text(${JSON.stringify(playerNos)}::jsonb))` : sql``}
        order by s.employee_no limit 1000`,
  );
  return picked.map((p) => [p.playerNo, p.branchCode, 'AddPointsCr', 'PointsBalance', '', '']);
}

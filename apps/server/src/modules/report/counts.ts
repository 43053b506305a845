import { sql } from 'drizzle-orm';
import { statusName } from '@dealer/contracts';
import {
  reportStatusCodes,
  type ReportCountRow,
  type ReportCountsResponse,
  type ReportFilter,
} from '@dealer/contracts/report';
import { rows, type DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth/tokens';
import { branchIdsInScope } from '../../platform/access/branchScope';
import { codeList, reportScope } from './filter';

type Counts = Pick<ReportCountsResponse, 'rows' | 'days'>;

/**
 * getmonitoringdisplayCount: orders per month and branch, split by status, and per start day for
 * the chart. Reads the per-slot counts that migration 0006 keeps beside the orders (a month of
 * 1,000,000 orders is a few thousand slot rows instead of about 186,000 index entries); months
 * and days are summed here from the (day, branch, status) groups.
 */
export async function reportCounts(
  db: DbOrTx,
  user: Pick<AuthUser, 'role' | 'branchCodes'>,
  filter: ReportFilter,
  timeZone: string,
): Promise<Counts> {
  const scope = reportScope(user, filter.branchCode);
  const statuses =
    filter.status === ''
      ? sql``
      : sql`and s.status_code in (${codeList(reportStatusCodes(filter.status))})`;
  const groups = await rows<{ day: string; branchId: number; status: number; n: number }>(
    db,
    sql`select to_char((s.slot at time zone ${timeZone})::date, 'YYYY-MM-DD') as day,
        s.branch_id as "branchId", s.status_code as status, sum(s.n)::int as n
      from report_order_slot s
      where s.branch_id in ${branchIdsInScope(scope)}
        and s.slot >= (${filter.startDate}::date::timestamp at time zone ${timeZone})
        and s.slot < ((${filter.endDate}::date + 1)::timestamp at time zone ${timeZone})
        and s.n > 0 ${statuses}
      group by 1, 2, 3`,
  );
  const branchIds = [...new Set(groups.map((g) => g.branchId))];
  const branches = new Map(
    branchIds.length === 0
      ? []
      : (
          await rows<{ id: number; code: string; description: string }>(
            db,
            sql`select id, branch_code as code, branch_description as description from branch
              where id in (${sql.join(
                branchIds.map((id) => sql`${id}`),
                sql`, `,
              )})`,
          )
        ).map((b) => [b.id, b]),
  );
  const months = new Map<string, ReportCountRow>();
  const days = new Map<string, number>();
  for (const group of groups) {
    const month = group.day.slice(0, 7);
    const branch = branches.get(group.branchId)!;
    const key = `${month}|${branch.code}`;
    let row = months.get(key);
    if (!row) {
      row = {
        month,
        branchCode: branch.code,
        branchDescription: branch.description,
        total: 0,
        counts: {},
      };
      months.set(key, row);
    }
    const name = statusName(group.status) ?? String(group.status);
    row.counts[name] = (row.counts[name] ?? 0) + group.n;
    row.total += group.n;
    days.set(group.day, (days.get(group.day) ?? 0) + group.n);
  }
  return {
    rows: [...months.values()].sort(
      (a, b) => a.month.localeCompare(b.month) || a.branchCode.localeCompare(b.branchCode),
    ),
    days: [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, total]) => ({ date, total })),
  };
}

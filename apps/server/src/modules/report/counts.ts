import { sql } from 'drizzle-orm';
import { statusName } from '@dealer/contracts';
import type { ReportCountRow, ReportCountsResponse, ReportFilter } from '@dealer/contracts/report';
import { rows, type DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth/tokens';
import { reportWhere } from './filter';

type Counts = Pick<ReportCountsResponse, 'rows' | 'days'>;

/**
 * getmonitoringdisplayCount: orders per month and branch, split by status, and per start day for
 * the chart. One grouped statement over the dashboard's (branch, start, status) index, which it
 * reads alone; months and days are summed here from the (day, branch, status) groups.
 */
export async function reportCounts(
  db: DbOrTx,
  user: Pick<AuthUser, 'role' | 'branchCodes'>,
  filter: ReportFilter,
  timeZone: string,
): Promise<Counts> {
  const groups = await rows<{ day: string; branchId: number; status: number; n: number }>(
    db,
    sql`select to_char((o.start_date_time at time zone ${timeZone})::date, 'YYYY-MM-DD') as day,
        o.branch_id as "branchId", o.status_code as status, count(*)::int as n
      from test_drive_order o
      where ${reportWhere(user, filter, timeZone)}
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

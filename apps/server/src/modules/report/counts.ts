import { COMPANY_CODE, HIDDEN_BRANCH_TYPE, statusName } from '@dealer/contracts';
import {
  reportStatusCodes,
  type ReportCountRow,
  type ReportCountsResponse,
  type ReportFilter,
} from '@dealer/contracts/report';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../platform/auth/tokens';
import { reportScope } from './filter';

type Counts = Pick<ReportCountsResponse, 'rows' | 'days'>;

/**
 * One statement for the whole answer, prepared once per connection (the call is the report's hot
 * path): the slot counts of migration 0006 in scope and period, summed per month, branch and
 * status (with the branch's code and name) and per day in one pass with grouping sets, so about
 * a hundred rows come back instead of one per day, branch and status plus a second query for
 * the branch names. A row's counts list the statuses in the workflow's order (by code).
 * $1 every branch, $2 branch codes, $3 status codes (null = all), $4 start, $5 end, $6 zone.
 */
const COUNTS_SQL = `
  with picked as (
    select to_char(s.slot at time zone $6, 'YYYY-MM-DD') as day, s.branch_id, s.status_code, s.n
    from report_order_slot s
    where s.branch_id in (
        select b.id from branch b join branch_type bt on bt.id = b.branch_type_id
        where b.company_code = '${COMPANY_CODE}' and b.is_active
          and bt.branch_type_code <> '${HIDDEN_BRANCH_TYPE}'
          and ($1::boolean or b.branch_code = any($2::text[])))
      and s.slot >= ($4::date::timestamp at time zone $6)
      and s.slot < (($5::date + 1)::timestamp at time zone $6)
      and s.n > 0
      and ($3::int[] is null or s.status_code = any($3::int[]))
  ), summed as (
    select day, left(day, 7) as month, branch_id, status_code, sum(n)::int as n
    from picked
    group by grouping sets ((left(day, 7), branch_id, status_code), (day))
  )
  select summed.month, b.branch_code as "branchCode", b.branch_description as "branchDescription",
    summed.status_code as status, summed.day, summed.n
  from summed left join branch b on b.id = summed.branch_id
  order by summed.status_code`;

interface CountRow {
  month: string | null;
  branchCode: string | null;
  branchDescription: string | null;
  status: number | null;
  day: string | null;
  n: number;
}

/**
 * getmonitoringdisplayCount: orders per month and branch, split by status, and per start day for
 * the chart. Reads the per-slot counts that migration 0006 keeps beside the orders (a month of
 * 1,000,000 orders is a few thousand slot rows instead of about 186,000 index entries).
 */
export async function reportCounts(
  database: Pick<Database, 'queryPrepared'>,
  user: Pick<AuthUser, 'role' | 'branchCodes'>,
  filter: ReportFilter,
  timeZone: string,
): Promise<Counts> {
  const scope = reportScope(user, filter.branchCode);
  const statuses = filter.status === '' ? null : [...reportStatusCodes(filter.status)];
  const found = await database.queryPrepared<CountRow>('report-counts', COUNTS_SQL, [
    scope.all,
    scope.all ? [] : scope.branchCodes,
    statuses,
    filter.startDate,
    filter.endDate,
    timeZone,
  ]);
  const months = new Map<string, ReportCountRow>();
  const days: { date: string; total: number }[] = [];
  for (const r of found) {
    if (r.day !== null) {
      days.push({ date: r.day, total: r.n });
      continue;
    }
    const key = `${r.month}|${r.branchCode}`;
    let row = months.get(key);
    if (!row) {
      row = {
        month: r.month!,
        branchCode: r.branchCode!,
        branchDescription: r.branchDescription!,
        total: 0,
        counts: {},
      };
      months.set(key, row);
    }
    const name = statusName(r.status!) ?? String(r.status);
    row.counts[name] = (row.counts[name] ?? 0) + r.n;
    row.total += r.n;
  }
  return {
    rows: [...months.values()].sort(
      (a, b) => a.month.localeCompare(b.month) || a.branchCode.localeCompare(b.branchCode),
    ),
    days: days.sort((a, b) => a.date.localeCompare(b.date)),
  };
}

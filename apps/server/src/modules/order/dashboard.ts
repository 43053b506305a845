import { sql, type SQL } from 'drizzle-orm';
import {
  DASHBOARD_STATUSES,
  DASHBOARD_STATUS_GROUPS,
  dashboardOf,
  statusFromName,
  type DashboardCounts,
  type OrderBoardExport,
  type OrderDashboardResponse,
  type Role,
} from '@dealer/contracts';
import { rows, type DbOrTx } from '../../db/client';
import { plainRunner, type Runner } from '../../db/prepared';
import { branchIdsInScope, branchScope, type BranchScope } from '../../platform/access/branchScope';
import { AppError } from '../../platform/http/errors';
import { successWithJsonList } from '../../platform/http/jsonBuffer';
import { orderScope, ordersPicked, ordersPickedJson } from './query';

/**
 * Statuses one call lists: the role's dashboard, narrowed to a status or a status group, or (the
 * export of the console's Submitted filter) to several statuses at once.
 */
function statusesFor(role: Role, statusCode: string | readonly string[]): number[] {
  const visible = DASHBOARD_STATUSES[dashboardOf(role)] as readonly number[];
  if (typeof statusCode !== 'string') {
    return [...new Set(statusCode.flatMap((name) => statusesFor(role, name)))];
  }
  if (statusCode === '') return [...visible];
  const group = (DASHBOARD_STATUS_GROUPS as Record<string, readonly number[]>)[statusCode];
  const wanted = (group ?? [statusFromName(statusCode)!]).filter((c) => visible.includes(c));
  if (wanted.length === 0) {
    throw new AppError(400, 'VALIDATION', `statusCode: ${statusCode} is not on your dashboard`, [
      { field: 'statusCode', message: `${statusCode} is not on your dashboard` },
    ]);
  }
  return wanted;
}

/** The caller's scope, narrowed to one branch when asked (a branch outside it lists nothing). */
function scopeFor(scope: BranchScope, branchCode: string): BranchScope {
  if (branchCode === '') return scope;
  if (scope.all || scope.branchCodes.includes(branchCode)) {
    return { all: false, branchCodes: [branchCode] };
  }
  throw new AppError(403, 'FORBIDDEN', `Branch ${branchCode} is outside your branches`);
}

const list = (codes: number[]) =>
  sql.join(
    codes.map((c) => sql`${c}`),
    sql`, `,
  );

/** One status's orders of the period, from the day counts (or counted, without them). */
interface StatusCount {
  branchId: number;
  status: number;
  n: number;
  /** The latest created_time the status's day rows ever held (an upper bound), null when counted. */
  createdMax: string | null;
}

/**
 * Counts per branch and status of the orders starting within the business days asked, summed
 * from order_day_count (migration 0013: at most one row per branch, day and status) when it is
 * cut in this time zone; otherwise (no zone set yet, or another TZ_BUSINESS) counted from the
 * orders, which is right but reads every index entry of the period.
 */
async function countsOf(
  run: Runner,
  scope: BranchScope,
  query: OrderBoardExport,
  timeZone: string,
  period: SQL,
): Promise<StatusCount[]> {
  const counted = await run<StatusCount & { aligned: boolean }>(
    sql`select z.zone is not distinct from ${timeZone} as aligned, c."branchId", c.status, c.n,
        c."createdMax"
      from order_day_count_zone z
        left join lateral (
          select c.branch_id as "branchId", c.status_code as status, sum(c.n)::int as n,
            to_json(max(c.created_max)) #>> '{}' as "createdMax"
          from order_day_count c
          where z.zone is not distinct from ${timeZone}
            and c.branch_id in ${branchIdsInScope(scope)}
            and c.day between ${query.startDate}::date and ${query.endDate}::date and c.n <> 0
          group by 1, 2
        ) c on true`,
  );
  if (counted[0]?.aligned) {
    return counted.flatMap(({ aligned: _, ...row }) => (row.status === null ? [] : [row]));
  }
  return run<StatusCount>(
    sql`select o.branch_id as "branchId", o.status_code as status, count(*)::int as n,
        null as "createdMax"
      from test_drive_order o
      where ${orderScope(scope)} and ${period}
      group by 1, 2`,
  );
}

/**
 * The ids of one page of the period's orders with the statuses asked, newest created first.
 * The spec orders the page by created_time while the period cuts on the start time, so no one
 * index gives both. For one branch with the day counts at hand, the cheaper of two bounded reads:
 * - few matching orders: read just their index entries (status before start) and sort those;
 * - many: walk the branch's orders newest created first from the period's latest created_time
 *   (createdMax), checking start and status on each index entry, until the page is full. Its
 *   cost is about the page's end divided by the share of the walked orders that match.
 * Otherwise (several branches, or counted without the day counts), the sort of every match.
 * The one-branch reads leave out the scope's branch lookup: their branch is one the day counts
 * found inside the scope, and the lookup's two joins were a third of the statement's planning
 * (0.30 against 0.18 ms a pick, pgbench).
 */
function pagePicked(
  inScope: SQL,
  period: SQL,
  statuses: number[],
  perStatus: StatusCount[],
  offset: number,
  limit: number,
): SQL {
  const matching = perStatus.filter((row) => statuses.includes(row.status));
  const total = matching.reduce((sum, row) => sum + row.n, 0);
  const all = perStatus.reduce((sum, row) => sum + row.n, 0);
  const branches = new Set(perStatus.map((row) => row.branchId));
  const wanted = sql`o.status_code in (${list(statuses)})`;
  // The last rows exist: asking for no more than remain lets the walk stop at the last one.
  const take = Math.max(0, Math.min(limit, total - offset));
  // Compared as instants (the text carries the session's offset, which may differ by DST); the
  // bound rounds up a millisecond so that the microseconds Date drops never cut an order off.
  const latest = matching.reduce<number | null>((max, row) => {
    if (row.createdMax === null) return max;
    const at = Date.parse(row.createdMax);
    return max === null || at > max ? at : max;
  }, null);
  const createdMax = latest === null ? null : new Date(latest + 1).toISOString();
  if (branches.size === 1 && createdMax !== null) {
    const [branchId] = [...branches];
    const walk = ((offset + take) * all) / Math.max(total, 1);
    if (total <= walk) {
      // Materialized: planned on its filter alone, so the LIMIT below cannot tempt the planner
      // into the walk on an estimate.
      return sql`select m.id from (
          select o.id, o.created_time from test_drive_order o
          where o.branch_id = ${branchId} and ${period} and ${wanted}
          offset 0
        ) m
        order by m.created_time desc, m.id desc
        limit ${take} offset ${offset}`;
    }
    return sql`select o.id from test_drive_order o
      where o.branch_id = ${branchId} and o.created_time <= ${createdMax}::timestamptz
        and ${period} and ${wanted}
      order by o.created_time desc, o.id desc
      limit ${take} offset ${offset}`;
  }
  return sql`select o.id from test_drive_order o
    where ${inScope} and ${wanted}
    order by o.created_time desc, o.id desc
    limit ${take} offset ${offset}`;
}

/** A board's counters and total, and the statement picking its page's ids (none past the end). */
interface DashboardParts {
  counts: DashboardCounts;
  total: number;
  picked: SQL | undefined;
}

/** What a board call lists: its branches, statuses and period, as the caller may see them. */
interface BoardFilter {
  scope: BranchScope;
  statuses: number[];
  period: SQL;
  /** The orders of the branches and period, any status. */
  inScope: SQL;
}

function boardFilter(
  user: { role: Role; branchCodes: string[] },
  query: OrderBoardExport,
  timeZone: string,
): BoardFilter {
  const scope = scopeFor(branchScope(user), query.branchCode);
  const statuses = statusesFor(user.role, query.statusCode);
  const period = sql`o.start_date_time >= (${query.startDate}::date::timestamp at time zone ${timeZone})
    and o.start_date_time < ((${query.endDate}::date + 1)::timestamp at time zone ${timeZone})`;
  return { scope, statuses, period, inScope: sql`${orderScope(scope)} and ${period}` };
}

/**
 * Every order the board's filter lists, as the statement picking their ids in the board's order
 * (newest created first): the export's one sort, where its pages would each sort them again.
 */
export function boardOrderIds(
  user: { role: Role; branchCodes: string[] },
  query: OrderBoardExport,
  timeZone: string,
): SQL {
  const { inScope, statuses } = boardFilter(user, query, timeZone);
  return sql`select o.id from test_drive_order o
    where ${inScope} and o.status_code in (${list(statuses)})
    order by o.created_time desc, o.id desc`;
}

async function dashboardParts(
  user: { role: Role; branchCodes: string[] },
  query: OrderBoardExport,
  timeZone: string,
  run: Runner,
): Promise<DashboardParts> {
  const { scope, statuses, period, inScope } = boardFilter(user, query, timeZone);
  // The counters describe every order of the branches and period, whatever the board lists
  // (docs/order.md, 'Counters'): a CRC desk sees its completed orders counted, a PDI desk its
  // open receipts.
  const perStatus = await countsOf(run, scope, query, timeZone, period);
  const sum = (wanted: (status: number) => boolean) =>
    perStatus.reduce((total, row) => (wanted(row.status) ? total + row.n : total), 0);
  const counts: DashboardCounts = {
    orderReceipt: sum(() => true),
    openReceipt: sum((c) => c === 1),
    completeOrder: sum((c) => c === 16),
    pendingOrder: sum((c) => c >= 2 && c <= 11),
    cancelOrder: sum((c) => c >= 12 && c <= 15),
  };
  const total = sum((c) => statuses.includes(c));
  const offset = (query.page - 1) * query.pageSize;
  const picked =
    offset >= total
      ? undefined
      : pagePicked(inScope, period, statuses, perStatus, offset, query.pageSize);
  return { counts, total, picked };
}

/**
 * The dashboard of one caller: the orders that start within the business days asked, of the
 * branch and statuses allowed, newest first, with the counters of the period. `run` runs its
 * statements (the routes prepare them: see db/prepared.ts).
 */
export async function dashboard(
  db: DbOrTx,
  user: { role: Role; branchCodes: string[] },
  // The board's body, or the export's (which may name several statuses): one reads the other.
  query: OrderBoardExport,
  timeZone: string,
  run: Runner = plainRunner(db),
): Promise<Omit<OrderDashboardResponse, 'acknowledge' | 'message' | 'timeZone'>> {
  const { counts, total, picked } = await dashboardParts(user, query, timeZone, run);
  const testDriveOrders = picked ? await ordersPicked(db, picked, false, run) : [];
  return { testDriveOrders, counts, total };
}

/**
 * The board's whole answer as JSON, the same as dashboard() gives in the contract's order of keys,
 * with the page's orders built as JSON by PostgreSQL and written into one Buffer unparsed.
 */
export async function dashboardJson(
  db: DbOrTx,
  user: { role: Role; branchCodes: string[] },
  query: OrderBoardExport,
  timeZone: string,
  run: Runner = plainRunner(db),
): Promise<Buffer> {
  const { counts, total, picked } = await dashboardParts(user, query, timeZone, run);
  const orders = picked ? await ordersPickedJson(db, picked, run) : [];
  return successWithJsonList(
    'testDriveOrders',
    orders,
    `,"counts":${JSON.stringify(counts)},"total":${total},"timeZone":${JSON.stringify(timeZone)}}`,
  );
}

/**
 * Cuts order_day_count's days in `timeZone`, recounting when it was cut in another zone or not
 * yet (first start after migration 0013, or TZ_BUSINESS changed); a no-op otherwise.
 */
export async function alignDayCounts(db: DbOrTx, timeZone: string): Promise<boolean> {
  const [result] = await rows<{ recounted: boolean }>(
    db,
    sql`select order_day_count_align(${timeZone}) as recounted`,
  );
  return result?.recounted ?? false;
}

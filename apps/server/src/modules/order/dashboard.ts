import { sql } from 'drizzle-orm';
import {
  DASHBOARD_STATUSES,
  DASHBOARD_STATUS_GROUPS,
  dashboardOf,
  statusFromName,
  type DashboardCounts,
  type OrderDashboard,
  type OrderDashboardResponse,
  type Role,
} from '@dealer/contracts';
import { rows, type DbOrTx } from '../../db/client';
import { branchScope, type BranchScope } from '../../platform/access/branchScope';
import { AppError } from '../../platform/http/errors';
import { orderScope, selectOrders } from './query';

/** Statuses one call lists: the role's dashboard, narrowed to a status or a status group. */
function statusesFor(role: Role, statusCode: string): number[] {
  const visible = DASHBOARD_STATUSES[dashboardOf(role)] as readonly number[];
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

/**
 * The dashboard of one caller: the orders that start within the business days asked, of the
 * branch and statuses allowed, newest first, with the counters of the period.
 */
export async function dashboard(
  db: DbOrTx,
  user: { role: Role; branchCodes: string[] },
  query: OrderDashboard,
  timeZone: string,
): Promise<Omit<OrderDashboardResponse, 'acknowledge' | 'message' | 'timeZone'>> {
  const scope = scopeFor(branchScope(user), query.branchCode);
  const statuses = statusesFor(user.role, query.statusCode);
  const period = sql`o.start_date_time >= (${query.startDate}::date::timestamp at time zone ${timeZone})
    and o.start_date_time < ((${query.endDate}::date + 1)::timestamp at time zone ${timeZone})`;
  const inScope = sql`${orderScope(scope)} and ${period}`;
  // One count per status, grouped: a hash per index entry instead of six FILTER expressions
  // (one an IN list) per entry; the counters are sums of these few rows. The counters describe
  // every order of the branches and period, whatever the board lists (docs/order.md, 'Counters'):
  // a CRC desk sees its completed orders counted, a PDI desk its open receipts.
  const perStatus = await rows<{ status: number; n: number }>(
    db,
    sql`select o.status_code as status, count(*)::int as n
      from test_drive_order o
      where ${inScope}
      group by o.status_code`,
  );
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
  const testDriveOrders = await selectOrders(
    db,
    sql`${inScope} and o.status_code in (${list(statuses)})`,
    query.pageSize,
    { withLogs: false, offset: (query.page - 1) * query.pageSize },
  );
  return { testDriveOrders, counts, total };
}

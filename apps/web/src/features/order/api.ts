import {
  ORDER_API,
  ZOrderDashboardResponse,
  ZOrderUpdateStatusResponse,
  ZSalesmanListResponse,
  type DashboardCounts,
  type OrderPartner,
  type OrderUpdateStatus,
  type OrderUpdateStatusResponse,
  type TestDriveOrder,
} from '@dealer/contracts/order';
import { DASHBOARD_MAX_PAGE } from '@dealer/contracts/order';
import { ZTestDriveUnitListResponse } from '@dealer/contracts/branch-stock';
import { MASTER_API } from '@dealer/contracts/master';
import { isApiError } from '../../shared/api/ApiError';
import { apiPost, isErrorBody } from '../../shared/api/client';
import { expectReply, parseReply } from '../../shared/api/expectReply';
import { notifyError, notifyResult } from '../../shared/ui/notify';
import { orderDetailKey } from '../../shared/order/findOrder';
import { statusCodesToSend } from './boards';
import type { TimelineUnit } from './timelineLayout';

export const orderKeys = {
  all: ['order'] as const,
  dashboard: (filter: DashboardFilter, page: number, pageSize: number) =>
    ['order', 'dashboard', filter, page, pageSize] as const,
  day: (branchCode: string, day: string) => ['order', 'day', branchCode, day] as const,
  units: (branchId: number) => ['order', 'units', branchId] as const,
  detail: orderDetailKey,
  salesmen: (orderNo: string) => ['order', 'salesmen', orderNo] as const,
};

/** The board's filter (spec 1 section 3, Dashboard state): '' = All Branch / All Status. */
export interface DashboardFilter {
  branchCode: string;
  status: string;
  startDate: string;
  endDate: string;
}

export interface DashboardPage {
  orders: TestDriveOrder[];
  counts: DashboardCounts;
  total: number;
  timeZone: string;
}

const byCreatedDesc = (a: TestDriveOrder, b: TestDriveOrder) =>
  b.createdTime.localeCompare(a.createdTime) || b.id - a.id;

/**
 * One page of the board. A filter standing for several statuses (Submitted) makes one call per
 * status, as spec 1 section 7 says; each call asks for everything up to the end of the page, so
 * merging by created time (newest first) and cutting the page out is exact up to the server's
 * page limit of 1,000 orders.
 */
export async function fetchDashboard(
  filter: DashboardFilter,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<DashboardPage> {
  const statuses = statusCodesToSend(filter.status);
  const call = (statusCode: string, callPage: number, callSize: number) =>
    apiPost(
      ORDER_API.dashboard,
      {
        branchCode: filter.branchCode,
        startDate: filter.startDate,
        endDate: filter.endDate,
        statusCode,
        actionType: 'DASHBOARD',
        page: callPage,
        pageSize: callSize,
      },
      { signal },
    ).then((reply) => expectReply(ZOrderDashboardResponse, reply));
  if (statuses.length === 1) {
    const reply = await call(statuses[0]!, page, pageSize);
    return {
      orders: reply.testDriveOrders,
      counts: reply.counts,
      total: reply.total,
      timeZone: reply.timeZone,
    };
  }
  const upTo = Math.min(DASHBOARD_MAX_PAGE, page * pageSize);
  const replies = await Promise.all(statuses.map((status) => call(status, 1, upTo)));
  const merged = replies.flatMap((r) => r.testDriveOrders).sort(byCreatedDesc);
  return {
    orders: merged.slice((page - 1) * pageSize, page * pageSize),
    // The counters count the whole period whatever the status filter: any reply has them.
    counts: replies[0]!.counts,
    total: replies.reduce((sum, r) => sum + r.total, 0),
    timeZone: replies[0]!.timeZone,
  };
}

/**
 * The export's body for the board's filter: the board's own body, with the statuses the board
 * asks one call each (the Submitted filter) sent as one list, so the file holds what the board
 * merges (ZOrderBoardExport).
 */
export function boardExportBody(filter: DashboardFilter) {
  const statuses = statusCodesToSend(filter.status);
  return {
    branchCode: filter.branchCode,
    startDate: filter.startDate,
    endDate: filter.endDate,
    statusCode: statuses.length === 1 ? statuses[0]! : statuses,
    actionType: 'DASHBOARD' as const,
  };
}

/** Every order of one branch starting on one business day, for the timeline. */
export async function fetchDayOrders(branchCode: string, day: string, signal?: AbortSignal) {
  return fetchDashboard(
    { branchCode, status: '', startDate: day, endDate: day },
    1,
    DASHBOARD_MAX_PAGE,
    signal,
  );
}

/** The enabled units of one branch: the timeline's rows. */
export async function fetchBranchUnits(
  branchId: number,
  signal?: AbortSignal,
): Promise<TimelineUnit[]> {
  const reply = await apiPost(
    MASTER_API.branchStock.search,
    { BranchId: branchId, IsEnabled: true, page: 1, pageSize: 500, sortField: 'policeRegNo' },
    { signal },
  );
  return expectReply(ZTestDriveUnitListResponse, reply).testDriveUnits;
}

export { findOrder } from '../../shared/order/findOrder';

/** POST order/salesman: the salesmen who may take the order (its branch's). */
export async function fetchSalesmen(
  orderNo: string,
  signal?: AbortSignal,
): Promise<OrderPartner[]> {
  const reply = await apiPost(ORDER_API.salesmen, { TestDriveOrderNo: orderNo }, { signal });
  return expectReply(ZSalesmanListResponse, reply).salesmen;
}

/**
 * POST order/updatestatus. Shows the result as spec 1 section 8 says (the order number followed
 * by the message) and answers the moved order, or null when the server refused the move (the
 * refusal is shown; a 409 means someone else moved the order first).
 */
export async function updateOrderStatus(
  body: OrderUpdateStatus,
): Promise<OrderUpdateStatusResponse | null> {
  const withNumber = (message: string) =>
    message.startsWith(body.testDriveOrderNo) ||
    message.startsWith(`Order ${body.testDriveOrderNo}`)
      ? message
      : `${body.testDriveOrderNo} ${message}`;
  try {
    const reply = await apiPost(ORDER_API.updateStatus, body, { handles: [404, 409] });
    if (isErrorBody(reply)) {
      notifyError(withNumber(reply.message));
      return null;
    }
    const moved = parseReply(ZOrderUpdateStatusResponse, reply);
    notifyResult({ acknowledge: 1, message: withNumber(moved.message) });
    return moved;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 409)) {
      notifyError(withNumber(error.message));
      return null;
    }
    throw error;
  }
}

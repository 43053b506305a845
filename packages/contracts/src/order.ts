import { z } from 'zod';
import { id, int4, text, trimmed } from './bounds';
import { ZAck } from './envelope';
import { ZDate } from './branch-stock';
import { ASSIGN_BY_LABELS, statusFromName } from './order-workflow';

/** Order calls of spec 1 section 7, under /api/testdrive/order. */
export const ORDER_API = {
  search: '/api/testdrive/order/search',
  updateStatus: '/api/testdrive/order/updatestatus',
  salesmen: '/api/testdrive/order/salesman',
  dashboard: '/api/testdrive/order/dashboard',
  /** The board's list as an xlsx (issue 10 section 7): ZOrderBoardExport, streamed back. */
  export: '/api/testdrive/order/dashboard/export',
} as const;

export const ZActivityLog = z.object({
  id: z.number().int(),
  logMessage: z.string(),
  loggedBy: z.string(),
  createdTime: z.string(),
});
export type ActivityLog = z.infer<typeof ZActivityLog>;

/** The assigned salesman (spec 1 section 3: Salesman). */
export const ZOrderPartner = z.object({
  employeeId: z.number().int(),
  employeeNo: z.string(),
  employeeName: z.string(),
  hpno: z.string(),
  email: z.string(),
  photo: z.string().nullable(),
});
export type OrderPartner = z.infer<typeof ZOrderPartner>;

/** The unit of an order, as the order screens show it. */
export const ZOrderUnit = z.object({
  id: z.number().int(),
  branchId: z.number().int(),
  branchCode: z.string(),
  branchDescription: z.string(),
  clusterDescription: z.string().nullable(),
  modelMaterialCode: z.string(),
  modelMaterialDesc: z.string(),
  materialDesc: z.string(),
  colorDesc: z.string(),
  transmissionType: z.string(),
  policeRegNo: z.string(),
  equipmentNo: z.string(),
  isEnabled: z.boolean(),
});

/** Test drive order (spec 1 section 3), with `version` for the moves and `submittedTime`. */
export const ZTestDriveOrder = z.object({
  id: z.number().int(),
  companyCode: z.string(),
  testDriveOrderNo: z.string(),
  userId: z.string(),
  baseProduct: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhoneNo: z.string(),
  city: z.string(),
  address: z.string(),
  branchCode: z.string(),
  startDateTime: z.string(),
  endDateTime: z.string(),
  statusCode: z.number().int(),
  statusName: z.string(),
  testDriveUnitId: z.number().int(),
  orderType: z.string(),
  locationType: z.string(),
  comment: z.string(),
  submittedTime: z.string(),
  createdTime: z.string(),
  version: z.number().int(),
  vehicleDateStart: z.string().nullable(),
  vehicleDateEnd: z.string().nullable(),
  reasonCategory: z.string().nullable(),
  vehicleReason: z.string().nullable(),
  testDriveUnit: ZOrderUnit,
  testDriveOrderPartners: z.array(ZOrderPartner),
  testDriveActivityLogs: z.array(ZActivityLog),
});
export type TestDriveOrder = z.infer<typeof ZTestDriveOrder>;

/**
 * POST order/search. GENERAL {testDriveOrderNo}: the order with that number (404 otherwise).
 * FIND {keyword}: up to ORDER_FIND_LIMIT orders, newest first, whose number, customer name or
 * phone contains the keyword (a phone matches on its digits: '0812 77' finds 0812-7700-…).
 */
export const ORDER_FIND_LIMIT = 20;
export const ZOrderSearch = z.discriminatedUnion('actionType', [
  z.object({
    testDriveOrderNo: trimmed(40).min(1, 'enter an order number'),
    actionType: z.literal('GENERAL'),
  }),
  z.object({
    keyword: trimmed(60).min(2, 'enter at least 2 characters of a number, name or phone'),
    actionType: z.literal('FIND'),
  }),
]);
/**
 * The business time zone (TZ_BUSINESS) that cuts days: order times are instants, and the console
 * shows and draws them in this zone wherever the browser is.
 */
const ZBusinessTimeZone = z.string().min(1);

export const ZOrderListResponse = ZAck.extend({
  testDriveOrders: z.array(ZTestDriveOrder),
  timeZone: ZBusinessTimeZone,
});
export type OrderListResponse = z.infer<typeof ZOrderListResponse>;

/** A status name of the table or one of its aliases (REJECTBYPicTestDrive). */
export const ZStatusName = text(40)
  .min(1)
  .refine((name) => statusFromName(name) !== undefined, {
    message: 'is not an order status (e.g. ASSIGNED, REJECTBYPDI, CHECKBEFORETDCOMPLETED)',
  });

/**
 * POST order/updatestatus. The server decides who the caller is from the token;
 * statusAssignedByName / statusAssignedByRole are what the console sends (spec 1 section 6) and
 * are checked for shape only. `version` is the order version the user saw (recommended).
 */
export const ZOrderUpdateStatus = z
  .object({
    testDriveOrderNo: trimmed(40).min(1),
    status: ZStatusName,
    statusAssignedByName: text(100).optional(),
    statusAssignedByRole: z.enum(ASSIGN_BY_LABELS).optional(),
    testDriveOrderPartner: z
      .object({
        employeeId: id(),
        employeeNo: text(40).optional(),
        employeeName: text(200).optional(),
      })
      .optional(),
    version: id().optional(),
    /**
     * Not in the spec's call: why the order is cancelled (a CANCEL reason) or rejected (a REJECT
     * reason), from the reason master data, and a free note; both go into the activity log. The
     * console must send the reason with CANCELLED and REJECTBYPDI (see `ORDER_TRANSITIONS`).
     */
    reasonListMappingId: id().optional(),
    reasonNotes: trimmed(500).optional(),
    /** With REJECTBYPDI only: block the order's unit too, in the same transaction. */
    block: z
      .object({
        startDate: ZDate,
        endDate: ZDate,
        reasonListMappingId: id(),
        blockNotes: trimmed(500).nullable().default(null),
      })
      .refine((b) => b.startDate <= b.endDate, {
        message: 'endDate must not be before startDate',
        path: ['endDate'],
      })
      .optional(),
  })
  .refine((u) => u.block === undefined || statusFromName(u.status) === 12, {
    path: ['block'],
    message: 'a unit is blocked only with REJECTBYPDI',
  });
export type OrderUpdateStatus = z.infer<typeof ZOrderUpdateStatus>;

/** The moved order: its number, new status and version; `message` starts with the number. */
export const ZOrderUpdateStatusResponse = ZAck.extend({
  testDriveOrderNo: z.string(),
  statusCode: z.number().int(),
  statusName: z.string(),
  version: z.number().int(),
});
export type OrderUpdateStatusResponse = z.infer<typeof ZOrderUpdateStatusResponse>;

/** POST order/salesman {TestDriveOrderNo}: the enabled salesmen of the order's branch. */
export const ZSalesmanLookup = z.object({
  TestDriveOrderNo: trimmed(40).min(1),
});
export const ZSalesmanListResponse = ZAck.extend({ salesmen: z.array(ZOrderPartner) });
export type SalesmanListResponse = z.infer<typeof ZSalesmanListResponse>;

/**
 * The status options of the dashboard state (spec 1 section 3), beside single status names:
 * Completed (16), Open Ticket sent as 'New Ticket' (1), Pending Task (2 to 11) and Cancel (12 to
 * 15), the same groups the counters count.
 */
export const DASHBOARD_STATUS_GROUPS = {
  Completed: [16],
  'New Ticket': [1],
  'Pending Task': [2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
  Cancel: [12, 13, 14, 15],
} as const satisfies Record<string, readonly number[]>;
export type DashboardStatusGroup = keyof typeof DASHBOARD_STATUS_GROUPS;

/** The longest period one dashboard call covers (a month view plus its edges). */
export const DASHBOARD_MAX_DAYS = 62;
/** The largest dashboard page: a busy branch's day on the timeline. */
export const DASHBOARD_MAX_PAGE = 1000;

/**
 * POST order/dashboard: orders starting within [startDate, endDate] (business days) of one branch
 * ('' = every branch of the caller), optionally of one status; sorted by created time, newest
 * first. Each role sees the statuses of its dashboard (DASHBOARD_STATUSES).
 */
const ZDashboardFields = z.object({
  branchCode: trimmed(10).default(''),
  startDate: ZDate,
  endDate: ZDate,
  /**
   * '' for every status of the role, one status name, or a group of the dashboard state. The
   * console's Submitted filter makes three calls (SUBMITTED, REJECTEDBYSALESMAN,
   * REJECTEDBYSYSTEM), as spec 1 section 7 says.
   */
  statusCode: z
    .union([
      z.literal(''),
      z.enum(Object.keys(DASHBOARD_STATUS_GROUPS) as [DashboardStatusGroup]),
      ZStatusName,
    ])
    .default(''),
  actionType: z.literal('DASHBOARD'),
  /** The monthly list pages; a day's timeline asks one page of up to 1,000. */
  page: int4({ min: 1 }).default(1),
  pageSize: int4({ min: 1, max: DASHBOARD_MAX_PAGE }).default(100),
});

/** The period checks of a dashboard body: an ordered period of at most DASHBOARD_MAX_DAYS. */
const periodChecked = <T extends z.ZodType<{ startDate: string; endDate: string }>>(schema: T) =>
  schema
    .refine((q) => q.endDate >= q.startDate, {
      path: ['endDate'],
      message: 'must not be before startDate',
    })
    .refine(
      (q) => Date.parse(q.endDate) - Date.parse(q.startDate) <= DASHBOARD_MAX_DAYS * 86_400_000,
      { path: ['endDate'], message: `the period is at most ${DASHBOARD_MAX_DAYS} days` },
    );

export const ZOrderDashboard = periodChecked(ZDashboardFields);
export type OrderDashboard = z.infer<typeof ZOrderDashboard>;

/** Most status names one export asks at once (the console's Submitted filter sends three). */
export const BOARD_EXPORT_MAX_STATUSES = 16;

/**
 * POST order/dashboard/export: the board's list as an xlsx, with the board's own body. Where the
 * board makes one call per status (the console's Submitted filter, see statusCode above), the
 * export takes those status names as one list, so the file holds exactly what the board merges.
 * page and pageSize are ignored: every matching order is written.
 */
export const ZOrderBoardExport = periodChecked(
  ZDashboardFields.extend({
    statusCode: z
      .union([
        ZDashboardFields.shape.statusCode.removeDefault(),
        z.array(ZStatusName).min(1).max(BOARD_EXPORT_MAX_STATUSES),
      ])
      .default(''),
  }),
);
export type OrderBoardExport = z.infer<typeof ZOrderBoardExport>;

/**
 * The counters of the dashboard state (spec 1 section 3) over the period and the caller's
 * statuses: every order, new tickets (SUBMITTED), completed (COMPLETED), pending (in the flow,
 * 2 to 11) and cancelled or rejected (12 to 15).
 */
export const ZDashboardCounts = z.object({
  orderReceipt: z.number().int(),
  openReceipt: z.number().int(),
  completeOrder: z.number().int(),
  pendingOrder: z.number().int(),
  cancelOrder: z.number().int(),
});
export type DashboardCounts = z.infer<typeof ZDashboardCounts>;

/** Dashboard orders carry their unit and salesman; the activity log comes with order/search. */
export const ZOrderDashboardResponse = ZAck.extend({
  testDriveOrders: z.array(ZTestDriveOrder),
  counts: ZDashboardCounts,
  /** Orders matching the filter; the page lists at most pageSize of them. */
  total: z.number().int(),
  timeZone: ZBusinessTimeZone,
});
export type OrderDashboardResponse = z.infer<typeof ZOrderDashboardResponse>;

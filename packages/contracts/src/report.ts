import { z } from 'zod';
import { int4, trimmed } from './bounds';
import { ZAck } from './envelope';
import { ZDate } from './branch-stock';
import {
  DASHBOARD_STATUS_GROUPS,
  ZStatusName,
  ZTestDriveOrder,
  type DashboardStatusGroup,
} from './order';
import { statusFromName, statusName, type OrderStatusCode } from './order-workflow';

/** The monitoring report's calls (spec 2 section 7, Test-drive order and report). */
export const REPORT_API = {
  counts: '/api/testdrive/order/getmonitoringdisplayCount',
  stageTimes: '/api/testdrive/order/getmonitoringstagetime',
  orders: '/api/testdrive/order/getmonitoringorders',
  export: '/api/testdrive/order/getreportdata',
} as const;

/** The longest range one report call covers: a year, leap day included. */
export const REPORT_MAX_DAYS = 366;
/** Excel's sheet holds 1,048,576 rows: the header and at most this many orders. */
export const EXCEL_MAX_DATA_ROWS = 1_048_575;
export const REPORT_MAX_PAGE = 100;

/**
 * '' (All Status), a group of the dashboard state (Completed, New Ticket, Pending Task, Cancel)
 * or one status name (an alias such as REJECTBYPicTestDrive counts as its status).
 */
export const ZReportStatus = z.union([
  z.literal(''),
  z.enum(Object.keys(DASHBOARD_STATUS_GROUPS) as [DashboardStatusGroup]),
  ZStatusName,
]);

/** The statuses a report status stands for (every status for ''). */
export function reportStatusCodes(status: string): OrderStatusCode[] {
  if (status === '') return Array.from({ length: 16 }, (_, i) => (i + 1) as OrderStatusCode);
  const group = (DASHBOARD_STATUS_GROUPS as Record<string, readonly OrderStatusCode[]>)[status];
  if (group) return [...group];
  const code = statusFromName(status);
  return code === undefined ? [] : [code];
}

/**
 * The xlsx file name of an export: the status (spec 2 section 7), 'All Status' for ''. One name
 * per set of statuses: a group or an alias that stands for one status takes that status's name
 * (the group 'Completed' and the status COMPLETED gave Completed.xlsx and COMPLETED.xlsx, the
 * same orders under two names that one differs from the other only by case).
 */
export function reportFileName(status: string): string {
  const codes = reportStatusCodes(status);
  const single = codes.length === 1 ? statusName(codes[0]!) : undefined;
  return `${single ?? (status === '' ? 'All Status' : status)}.xlsx`;
}

const DAY_MS = 86_400_000;

/** The last day of the month of `date` (YYYY-MM-DD). */
export function monthEnd(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/**
 * branch ('' = every branch of the caller), status and the publish-date range (the orders'
 * test-drive start day in the business time zone). `endDate` may be left out: the month of
 * `startDate` then (the spec's count call sends branchCode and startDate only).
 */
/** The earliest day a report starts on (PostgreSQL has no year 0; no order predates 1900). */
export const REPORT_FIRST_DAY = '1900-01-01';

const filterShape = {
  branchCode: trimmed(10).default(''),
  status: ZReportStatus.default(''),
  startDate: ZDate.refine((v) => v >= REPORT_FIRST_DAY, `must be ${REPORT_FIRST_DAY} or later`),
  endDate: ZDate.optional(),
};

type RangeInput = { startDate: string; endDate?: string | undefined };

function withRange<T extends z.ZodType<RangeInput>>(schema: T) {
  return schema
    .refine((q) => q.endDate === undefined || q.endDate >= q.startDate, {
      path: ['endDate'],
      message: 'must not be before startDate',
    })
    .refine(
      (q) =>
        q.endDate === undefined ||
        (Date.parse(q.endDate) - Date.parse(q.startDate)) / DAY_MS + 1 <= REPORT_MAX_DAYS,
      { path: ['endDate'], message: `the range is at most ${REPORT_MAX_DAYS} days` },
    )
    .transform((q) => ({ ...q, endDate: q.endDate ?? monthEnd(q.startDate) }));
}

/** POST getmonitoringdisplayCount and getmonitoringstagetime. */
export const ZReportFilter = withRange(z.object(filterShape));
export type ReportFilterInput = z.input<typeof ZReportFilter>;
export type ReportFilter = z.output<typeof ZReportFilter>;

/** POST getreportdata: the same filter; the answer is the xlsx file. */
export const ZReportExport = ZReportFilter;

/** POST getmonitoringorders: the orders behind one count, a page at a time. */
export const ZReportOrders = withRange(
  z.object({
    ...filterShape,
    page: int4({ min: 1 }).default(1),
    pageSize: int4({ min: 1, max: REPORT_MAX_PAGE }).default(20),
  }),
);
export type ReportOrdersInput = z.input<typeof ZReportOrders>;

/** The counts of one month (YYYY-MM, business time zone) at one branch. */
export const ZReportCountRow = z.object({
  month: z.string(),
  branchCode: z.string(),
  branchDescription: z.string(),
  total: z.number().int(),
  /** Orders per status name; statuses without orders are left out. */
  counts: z.record(z.string(), z.number().int()),
});
export type ReportCountRow = z.infer<typeof ZReportCountRow>;

const ZRangeEcho = {
  branchCode: z.string(),
  status: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string(),
};

export const ZReportCountsResponse = ZAck.extend({
  ...ZRangeEcho,
  rows: z.array(ZReportCountRow),
  /** Orders per start day (YYYY-MM-DD), every branch of the filter: the chart's series. */
  days: z.array(z.object({ date: z.string(), total: z.number().int() })),
});
export type ReportCountsResponse = z.infer<typeof ZReportCountsResponse>;

/**
 * Average minutes spent in each stage, from the activity log (null: no order went through it),
 * and the orders the 30-minute rule rejected, of one month at one branch. Status filter aside:
 * every order of the period counts.
 */
export const ZStageTimeRow = z.object({
  month: z.string(),
  branchCode: z.string(),
  orders: z.number().int(),
  submittedToAssigned: z.number().nullable(),
  assignedToPrepared: z.number().nullable(),
  testDrive: z.number().nullable(),
  returnToCompleted: z.number().nullable(),
  autoRejected: z.number().int(),
});
export type StageTimeRow = z.infer<typeof ZStageTimeRow>;

export const ZStageTimesResponse = ZAck.extend({
  ...ZRangeEcho,
  rows: z.array(ZStageTimeRow),
});
export type StageTimesResponse = z.infer<typeof ZStageTimesResponse>;

export const ZReportOrdersResponse = ZAck.extend({
  testDriveOrders: z.array(ZTestDriveOrder),
  total: z.number().int(),
  timeZone: z.string(),
});
export type ReportOrdersResponse = z.infer<typeof ZReportOrdersResponse>;

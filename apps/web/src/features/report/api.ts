import {
  REPORT_API,
  reportFileName,
  ZReportCountsResponse,
  ZReportOrdersResponse,
  ZStageTimesResponse,
  type ReportFilter,
} from '@dealer/contracts/report';
import { apiPost } from '../../shared/api/client';
import { expectReply } from '../../shared/api/expectReply';
import { downloadPost } from '../../shared/kit/transfer';

/** The report's filter as the page holds it: '' = All Branch / All Status. */
export type ReportQuery = ReportFilter;

export interface DrillQuery extends ReportQuery {
  page: number;
  pageSize: number;
}

export const reportKeys = {
  all: ['report'] as const,
  counts: (query: ReportQuery) => ['report', 'counts', query] as const,
  stageTimes: (query: ReportQuery) => ['report', 'stageTimes', query] as const,
  orders: (query: DrillQuery) => ['report', 'orders', query] as const,
};

/** POST getmonitoringdisplayCount: counts per month, branch and status, and per day. */
export async function fetchCounts(query: ReportQuery, signal?: AbortSignal) {
  return expectReply(ZReportCountsResponse, await apiPost(REPORT_API.counts, query, { signal }));
}

/** POST getmonitoringstagetime: average stage minutes and auto-rejections per month and branch. */
export async function fetchStageTimes(query: ReportQuery, signal?: AbortSignal) {
  return expectReply(ZStageTimesResponse, await apiPost(REPORT_API.stageTimes, query, { signal }));
}

/** POST getmonitoringorders: one page of the orders behind a count. */
export async function fetchReportOrders(query: DrillQuery, signal?: AbortSignal) {
  return expectReply(ZReportOrdersResponse, await apiPost(REPORT_API.orders, query, { signal }));
}

/** POST getreportdata: the xlsx named after the status, reporting the bytes received so far. */
export function downloadReport(query: ReportQuery, onProgress: (bytes: number) => void) {
  return downloadPost(REPORT_API.export, query, reportFileName(query.status), onProgress);
}

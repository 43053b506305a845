import { ORDER_STATUS_NAMES } from '@dealer/contracts/order-workflow';
import {
  monthEnd,
  reportStatusCodes,
  type ReportCountRow,
  type StageTimeRow,
} from '@dealer/contracts/report';
import type { ReportQuery } from './api';

/** One line of the report table: a month at a branch, its counts and (when loaded) stage times. */
export interface ReportLine extends ReportCountRow {
  key: string;
  stage: StageTimeRow | undefined;
}

/** Counts and stage times side by side, by month then branch (stage rows without counts too). */
export function reportLines(counts: ReportCountRow[], stages: StageTimeRow[] = []): ReportLine[] {
  const stageOf = new Map(stages.map((s) => [`${s.month}|${s.branchCode}`, s]));
  const lines = counts.map((row) => {
    const key = `${row.month}|${row.branchCode}`;
    return { ...row, key, stage: stageOf.get(key) };
  });
  return lines.sort(
    (a, b) => a.month.localeCompare(b.month) || a.branchCode.localeCompare(b.branchCode),
  );
}

/** The status columns worth showing: the filter's statuses that any line counts, in code order. */
export function statusColumns(status: string, lines: ReportLine[]): string[] {
  const wanted = new Set(reportStatusCodes(status).map((code) => ORDER_STATUS_NAMES[code - 1]!));
  return ORDER_STATUS_NAMES.filter(
    (name) => wanted.has(name) && lines.some((line) => (line.counts[name] ?? 0) > 0),
  );
}

/**
 * The filter behind one count: the report's filter narrowed to the count's month (within the
 * chosen range), branch and status ('' keeps the report's status: the Total column).
 */
export function drillFilter(
  query: ReportQuery,
  line: Pick<ReportLine, 'month' | 'branchCode'>,
  status: string,
): ReportQuery {
  const first = `${line.month}-01`;
  const last = monthEnd(first);
  return {
    branchCode: line.branchCode,
    status: status === '' ? query.status : status,
    startDate: query.startDate > first ? query.startDate : first,
    endDate: query.endDate < last ? query.endDate : last,
  };
}

/** Average minutes as people read them: '45 min', '2 h 05 min'; '—' when nothing went through. */
export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return '—';
  if (minutes < 60) return `${Math.round(minutes * 10) / 10} min`;
  const whole = Math.round(minutes);
  return `${Math.floor(whole / 60)} h ${String(whole % 60).padStart(2, '0')} min`;
}

/** The default branch of the filter (spec 2 section 6): All Branch for head office and a PIC
 * with several branches, otherwise the user's (first) branch. */
export function defaultReportBranch(role: string, userBranches: readonly string[]): string {
  if (role === 'superadmin' || role === 'ho_testdrive') return '';
  if (role === 'pictestdrive' && userBranches.length > 1) return '';
  return userBranches[0] ?? '';
}

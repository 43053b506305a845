import { NOTIFICATION_MAX_DAYS, NOTIFICATION_MAX_PAGE } from '@dealer/contracts/notification';
import { ORDER_STATUS_NAMES } from '@dealer/contracts/order-workflow';
import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ActivityLogQuery } from './api';
import { currentMonth, isWireDate } from '../../shared/time/businessTime';
import { mayFilterOn, type NotificationScope } from './notificationScope';
import { isReadOf, isReadState, type ReadState } from './readState';

export const DEFAULT_PAGE_SIZE = 20;

/** What the page's filters hold; '' is All Branch / All Status. */
export interface NotificationFilter {
  branchCode: string;
  startDate: string;
  endDate: string;
  status: string;
  read: ReadState;
  page: number;
  pageSize: number;
}

/** A URL period the server takes: two real days, in order, at most NOTIFICATION_MAX_DAYS apart. */
function isPeriod(from: string | null, to: string | null): [string, string] | undefined {
  if (!isWireDate(from) || !isWireDate(to) || from > to) return undefined;
  return dayjs(to).diff(dayjs(from), 'day') <= NOTIFICATION_MAX_DAYS ? [from, to] : undefined;
}

const isStatus = (value: string | null): value is string =>
  value !== null && (ORDER_STATUS_NAMES as readonly string[]).includes(value);

/**
 * The filter lives in the URL, so a reload and 'Back' from an opened notification keep it. A
 * value the user may not use (another desk's branch, a malformed date) falls back to the
 * default rather than reaching the server. `branch=` (empty) is All Branch; no `branch` is the
 * role's default.
 */
export function useNotificationFilter(scope: NotificationScope) {
  const [params, setParams] = useSearchParams();

  const filter = useMemo((): NotificationFilter => {
    const month = currentMonth();
    const branch = params.get('branch');
    const period = isPeriod(params.get('from'), params.get('to'));
    const status = params.get('status');
    const read = params.get('read');
    const size = Number(params.get('size'));
    return {
      branchCode: branch !== null && mayFilterOn(scope, branch) ? branch : scope.defaultBranch,
      startDate: period ? period[0] : month.startDate,
      endDate: period ? period[1] : month.endDate,
      status: isStatus(status) ? status : '',
      read: isReadState(read) ? read : 'all',
      page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
      pageSize:
        Number.isInteger(size) && size > 0 && size <= NOTIFICATION_MAX_PAGE
          ? size
          : DEFAULT_PAGE_SIZE,
    };
  }, [params, scope]);

  const change = useCallback(
    (patch: Partial<NotificationFilter>) => {
      const next = { ...filter, ...patch };
      // A new filter starts again at its first page.
      if (!('page' in patch)) next.page = 1;
      const out = new URLSearchParams();
      if (next.branchCode !== scope.defaultBranch) out.set('branch', next.branchCode);
      out.set('from', next.startDate);
      out.set('to', next.endDate);
      if (next.status) out.set('status', next.status);
      if (next.read !== 'all') out.set('read', next.read);
      if (next.page > 1) out.set('page', String(next.page));
      if (next.pageSize !== DEFAULT_PAGE_SIZE) out.set('size', String(next.pageSize));
      setParams(out, { replace: true });
    },
    [filter, scope.defaultBranch, setParams],
  );

  return [filter, change] as const;
}

/** The activity-log call for a filter. */
export function toActivityLogQuery(
  scope: NotificationScope,
  filter: NotificationFilter,
): ActivityLogQuery {
  return {
    role: scope.role,
    branchCode: filter.branchCode,
    startDate: filter.startDate,
    endDate: filter.endDate,
    statusCode: filter.status,
    isRead: isReadOf(filter.read),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

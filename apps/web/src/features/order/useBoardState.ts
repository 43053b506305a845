import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { fetchDashboard, orderKeys, type DashboardFilter } from './api';
import { DEFAULT_TIME_ZONE, businessToday, monthOf } from '../../shared/time/businessTime';

/** The board refreshes itself while open: the 30-minute rule and other desks move orders. */
export const BOARD_REFRESH_MS = 60_000;

const WIRE_DATE = /^\d{4}-\d{2}-\d{2}$/;
const PAGE_SIZES = [10, 20, 50, 100];

/**
 * The board's filter and page as they stand in the URL (branch, status, from, to, page, size), so
 * a reload, Back from the daily timeline and a shared link keep them. `branch=` (empty) is All
 * Branch; no `branch` at all is the user's default branch. Missing or malformed values fall back
 * to the defaults (the current business month, page 1 of 20).
 */
export function boardStateFromParams(
  params: URLSearchParams,
  initialBranch: string,
  today: string,
): { filter: DashboardFilter; paging: { page: number; pageSize: number } } {
  const month = monthOf(today);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const datesValid = WIRE_DATE.test(from) && WIRE_DATE.test(to) && from <= to;
  const size = Number(params.get('size'));
  return {
    filter: {
      branchCode: params.get('branch') ?? initialBranch,
      status: params.get('status') ?? '',
      startDate: datesValid ? from : month.startDate,
      endDate: datesValid ? to : month.endDate,
    },
    paging: {
      page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
      pageSize: PAGE_SIZES.includes(size) ? size : 20,
    },
  };
}

export function boardParams(
  filter: DashboardFilter,
  paging: { page: number; pageSize: number },
): URLSearchParams {
  const out = new URLSearchParams();
  out.set('branch', filter.branchCode);
  if (filter.status) out.set('status', filter.status);
  out.set('from', filter.startDate);
  out.set('to', filter.endDate);
  if (paging.page > 1) out.set('page', String(paging.page));
  if (paging.pageSize !== 20) out.set('size', String(paging.pageSize));
  return out;
}

/** The monthly list's filter, page and data (spec 1 section 3: the current month by default). */
export function useBoardList(initialBranch: string) {
  const [params, setParams] = useSearchParams();
  const { filter, paging } = useMemo(
    () => boardStateFromParams(params, initialBranch, businessToday(DEFAULT_TIME_ZONE)),
    [params, initialBranch],
  );
  const list = useQuery({
    queryKey: orderKeys.dashboard(filter, paging.page, paging.pageSize),
    queryFn: ({ signal }) => fetchDashboard(filter, paging.page, paging.pageSize, signal),
    placeholderData: keepPreviousData,
    refetchInterval: BOARD_REFRESH_MS,
  });
  const changeFilter = useCallback(
    (next: DashboardFilter) =>
      setParams(boardParams(next, { ...paging, page: 1 }), { replace: true }),
    [setParams, paging],
  );
  const setPaging = useCallback(
    (next: { page: number; pageSize: number }) =>
      setParams(boardParams(filter, next), { replace: true }),
    [setParams, filter],
  );
  return { filter, changeFilter, paging, setPaging, list };
}

/** Reloads every order view (board, day, detail) after a move. */
export function useOrdersChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    [queryClient],
  );
}

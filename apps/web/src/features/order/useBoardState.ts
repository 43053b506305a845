import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { fetchDashboard, orderKeys, type DashboardFilter } from './api';
import { DEFAULT_TIME_ZONE, businessToday, monthOf } from '../../shared/time/businessTime';

/** The board refreshes itself while open: the 30-minute rule and other desks move orders. */
export const BOARD_REFRESH_MS = 60_000;

/** The monthly list's filter, page and data (spec 1 section 3: the current month by default). */
export function useBoardList(initialBranch: string) {
  const [filter, setFilter] = useState<DashboardFilter>(() => ({
    branchCode: initialBranch,
    status: '',
    ...monthOf(businessToday(DEFAULT_TIME_ZONE)),
  }));
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const list = useQuery({
    queryKey: orderKeys.dashboard(filter, paging.page, paging.pageSize),
    queryFn: ({ signal }) => fetchDashboard(filter, paging.page, paging.pageSize, signal),
    placeholderData: keepPreviousData,
    refetchInterval: BOARD_REFRESH_MS,
  });
  const changeFilter = useCallback((next: DashboardFilter) => {
    setFilter(next);
    setPaging((p) => ({ ...p, page: 1 }));
  }, []);
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

import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { rememberListSearch } from './listReturn';
import {
  useListSearch,
  type FilterParam,
  type Filters,
  type ListQuery,
  type ListSearchOptions,
} from './search';

/**
 * A list's query as every list of the console keeps it: filters, page, size and sort in the URL
 * (a reload, Back and a shared link show the same list), remembered per tab for the list's
 * forms, whose Back and save return to it (`listPath`).
 */
export function useListQuery(
  basePath: string,
  params: readonly FilterParam[],
  defaults?: Filters,
  options: Omit<ListSearchOptions, 'defaults'> = {},
): [ListQuery, (patch: Partial<ListQuery>) => void] {
  const [query, setQuery] = useListSearch(params, { ...options, defaults });
  const { pathname, search } = useLocation();
  useEffect(
    () =>
      rememberListSearch(
        basePath,
        search,
        pathname.startsWith(`${basePath}/`) ? pathname : basePath,
      ),
    [basePath, pathname, search],
  );
  return [query, setQuery];
}

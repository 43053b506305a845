import { filterText, sortOf, type FilterValue, type ListQuery } from '../../shared/kit/search';

/**
 * The content lists' query in the URL as their calls take it. The calls count pages from 0 and
 * name the sort `sortBy` / `sort`; the URL (the kit's, like every list of the console) counts from
 * 1 and names it `sort` / `order`.
 */

/** Page (from 0) and size of a promotions or news call (the kit keeps both within the bounds). */
export function pageOf(query: ListQuery): { page: number; pageSize: number } {
  return { page: query.page - 1, pageSize: query.pageSize };
}

/**
 * The sort of a promotions or news call: the column the user sorted by when the server sorts by
 * it, else the lists' order before column sort (newest first), which is also the server's default.
 */
export function contentSort<Field extends string>(
  query: ListQuery,
  fields: readonly Field[],
): { sortBy: Field | 'creationTime'; sort: 'asc' | 'desc' } {
  const { sortField, sortOrder } = sortOf(query, fields);
  if (!sortField) return { sortBy: 'creationTime', sort: 'desc' };
  return { sortBy: sortField, sort: sortOrder === 'ascend' ? 'asc' : 'desc' };
}

/** A text filter of the URL as a content call sends it: an empty one is left out. */
export const textOf = (value: FilterValue | undefined): string | undefined =>
  filterText(value) || undefined;

/** A yes/no filter as the status selects hold it ('' is all) and the calls send it. */
export const flagOf = (value: FilterValue | undefined): string =>
  typeof value === 'boolean' ? String(value) : '';

/** A status select's value back as the URL's yes/no filter. */
export const flagFrom = (value: string): boolean | undefined =>
  value === 'true' ? true : value === 'false' ? false : undefined;

export { useTypedText } from '../../shared/kit/useTypedText';

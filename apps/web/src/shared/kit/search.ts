import type { ReactNode } from 'react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type FilterValue = string | number | boolean;
export type Filters = Record<string, FilterValue | undefined>;
export type SortOrder = 'ascend' | 'descend';

/** A filter the URL holds: its parameter's name and how its value travels. */
export interface FilterParam {
  name: string;
  /** How the value travels: a select of ids is 'number'; a status select is 'boolean'. */
  valueType: 'string' | 'number' | 'boolean';
}

/** One field of a list's search form (SearchForm): a filter with its label and control. */
export interface SearchField extends FilterParam {
  label: string;
  /** The control, e.g. <Select options={...} />; the search form wraps it in a labelled item. */
  input: ReactNode;
}

export interface ListQuery {
  filters: Filters;
  page: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: SortOrder;
}

export const DEFAULT_PAGE_SIZE = 20;

/**
 * The list's sort as a search call takes it: a column the server sorts by, else nothing, so the
 * server's default order holds.
 */
export function sortOf<Field extends string>(
  query: ListQuery,
  fields: readonly Field[],
): { sortField?: Field; sortOrder?: SortOrder } {
  const sortField = fields.find((field) => field === query.sortField);
  return sortField && query.sortOrder ? { sortField, sortOrder: query.sortOrder } : {};
}

/** Form values keep booleans as 'true' / 'false', because selects hold strings and numbers. */
export type FormFilters = Record<string, string | number | undefined>;

function parseParam(raw: string | null, type: SearchField['valueType']): FilterValue | undefined {
  if (raw === null || raw === '') return undefined;
  if (type === 'number') {
    const value = Number(raw);
    return Number.isFinite(value) ? value : undefined;
  }
  if (type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : undefined;
  return raw;
}

/** The search form's values as the list query holds them (trimmed, booleans typed). */
export function filtersFromForm(values: FormFilters, fields: readonly SearchField[]): Filters {
  const filters: Filters = {};
  for (const field of fields) {
    const raw = values[field.name];
    if (raw === undefined || raw === null) continue;
    const text = typeof raw === 'string' ? raw.trim() : raw;
    filters[field.name] = parseParam(String(text), field.valueType);
  }
  return filters;
}

export function formFromFilters(filters: Filters): FormFilters {
  return Object.fromEntries(
    Object.entries(filters).map(([name, value]) => [
      name,
      typeof value === 'boolean' ? String(value) : value,
    ]),
  );
}

/**
 * The form's values once the list's filters arrive: a field the user changed since `baseline`
 * (what the form showed when it last took filters, was submitted or reset) keeps the user's
 * value; every other field shows the arriving filter. So a user who types right after Search or
 * Reset, before the router has committed that URL, does not lose the typing.
 */
export function mergeArrivingFilters(
  names: readonly string[],
  shown: FormFilters,
  baseline: FormFilters,
  arriving: FormFilters,
): FormFilters {
  const next: FormFilters = {};
  for (const name of names) {
    next[name] = shown[name] !== baseline[name] ? shown[name] : arriving[name];
  }
  return next;
}

/** The lists' calls bound their paging (the contracts' ZListQuery); a hand-edited address keeps within. */
export const MAX_PAGE = 100_000;
export const MAX_PAGE_SIZE = 100;

export interface ListSearchOptions {
  /** The filters a list opens with when its URL names none; left out of the URL when equal. */
  defaults?: Filters;
  /**
   * For a list that is one card of a page among others: its parameters carry the prefix
   * (`batches.page`, `batches.sort`) so they are not read as another card's.
   */
  prefix?: string;
  /** Rows per page when the URL names none. */
  defaultPageSize?: number;
}

/**
 * The list's search, page and sort live in the URL, so a reload, Back from a form and a shared
 * link keep them. A change rewrites the list's own parameters only: the page's others stay.
 * Page and size are held within the calls' bounds (MAX_PAGE, MAX_PAGE_SIZE).
 */
export function useListSearch(
  fields: readonly FilterParam[],
  { defaults = {}, prefix, defaultPageSize = DEFAULT_PAGE_SIZE }: ListSearchOptions = {},
): [ListQuery, (patch: Partial<ListQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const fieldsKey = fields.map((f) => `${f.name}:${f.valueType}`).join();
  const defaultsKey = JSON.stringify(defaults);
  const key = useCallback((name: string) => (prefix ? `${prefix}.${name}` : name), [prefix]);

  const query = useMemo((): ListQuery => {
    const filters: Filters = {};
    for (const field of fields) {
      const value =
        parseParam(params.get(key(field.name)), field.valueType) ?? defaults[field.name];
      if (value !== undefined) filters[field.name] = value;
    }
    const sortOrder = params.get(key('order'));
    const page = Math.trunc(Number(params.get(key('page')))) || 1;
    const size = Math.trunc(Number(params.get(key('size')))) || defaultPageSize;
    return {
      filters,
      page: Math.min(Math.max(1, page), MAX_PAGE),
      pageSize: Math.min(Math.max(1, size), MAX_PAGE_SIZE),
      sortField: params.get(key('sort')) || undefined,
      sortOrder: sortOrder === 'ascend' || sortOrder === 'descend' ? sortOrder : undefined,
    };
    // The fields' names and types are fixed per screen; their inputs change every render, and so
    // may the defaults' object (its values are what count).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params, fieldsKey, defaultsKey, key, defaultPageSize]);

  const update = useCallback(
    (patch: Partial<ListQuery>) => {
      const next = { ...query, ...patch };
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          for (const name of [...fields.map((f) => f.name), 'page', 'size', 'sort', 'order']) {
            out.delete(key(name));
          }
          for (const [name, value] of Object.entries(next.filters)) {
            if (value === undefined || value === '' || value === defaults[name]) continue;
            out.set(key(name), String(value));
          }
          if (next.page > 1) out.set(key('page'), String(next.page));
          if (next.pageSize !== defaultPageSize) out.set(key('size'), String(next.pageSize));
          if (next.sortField && next.sortOrder) {
            out.set(key('sort'), next.sortField);
            out.set(key('order'), next.sortOrder);
          }
          return out;
        },
        { replace: true },
      );
    },
    // The fields' names and the defaults' values are what count, not their objects.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [query, setParams, fieldsKey, defaultsKey, key, defaultPageSize],
  );

  return [query, update];
}

/** A text filter of the URL as a call sends it: an empty one is no filter. */
export const filterText = (value: FilterValue | undefined): string =>
  typeof value === 'string' ? value : '';

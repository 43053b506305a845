import type { TableColumnsType, TablePaginationConfig, TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { TFunction } from 'i18next';
import type { ListQuery } from './search';

export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100];

/**
 * The columns with the URL's sort on them: the sorted column shows its arrow, every other sortable
 * column none. A sortable column needs a `key`: it is the sort's name in the URL (and, for a list
 * the server sorts, in the call). `sorter: true` sorts on the server; a compare function sorts
 * the rows the page already holds.
 */
export function sortedColumns<Row>(
  columns: TableColumnsType<Row>,
  query: Pick<ListQuery, 'sortField' | 'sortOrder'>,
): TableColumnsType<Row> {
  return columns.map((column) =>
    column.sorter
      ? {
          ...column,
          sortOrder: column.key === query.sortField ? (query.sortOrder ?? null) : null,
        }
      : column,
  );
}

/** A table's page or sort change as the URL's new query: a new size or order starts at page 1. */
export function tableChangePatch<Row>(
  query: ListQuery,
  pagination: TablePaginationConfig,
  sorter: SorterResult<Row> | SorterResult<Row>[],
): Partial<ListQuery> {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  const sortField = one?.order ? String(one.columnKey ?? '') || undefined : undefined;
  const sortOrder = one?.order ?? undefined;
  const pageSize = pagination.pageSize ?? query.pageSize;
  const restart =
    pageSize !== query.pageSize || sortField !== query.sortField || sortOrder !== query.sortOrder;
  return {
    page: restart ? 1 : (pagination.current ?? 1),
    pageSize,
    sortField,
    sortOrder,
  };
}

interface ListTableOptions {
  /** Rows the list's search matches (all of them for a list the page holds whole). */
  total: number;
  t: TFunction;
  /** A list with a fixed page size offers no size changer. */
  fixedPageSize?: boolean;
}

/**
 * What a list's <Table> takes from the URL's query: the columns with their sort, the pagination,
 * and the change handler that writes page, size and sort back to the URL. So every list sorts
 * and pages the same way, and a reload or Back shows the same page in the same order.
 */
export function listTableProps<Row>(
  query: ListQuery,
  setQuery: (patch: Partial<ListQuery>) => void,
  columns: TableColumnsType<Row>,
  { total, t, fixedPageSize = false }: ListTableOptions,
): Pick<TableProps<Row>, 'columns' | 'onChange' | 'pagination'> {
  return {
    columns: sortedColumns(columns, query),
    onChange: (pagination, _filters, sorter) =>
      setQuery(tableChangePatch(query, pagination, sorter)),
    pagination: {
      current: query.page,
      pageSize: query.pageSize,
      total,
      showSizeChanger: !fixedPageSize,
      pageSizeOptions: PAGE_SIZE_OPTIONS,
      showTotal: (count) => t('master.total', { count }),
    },
  };
}

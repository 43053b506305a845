import type { TablePaginationConfig } from 'antd';
import { PAGE_SIZE_OPTIONS } from './listTable';
import type { ListQuery } from './search';

/**
 * The pager of a server-paged list whose page lives outside the table: the page and size shown,
 * the console's page sizes, and the total in the list's own words.
 */
export function listPagination(
  { page, pageSize }: Pick<ListQuery, 'page' | 'pageSize'>,
  total: number,
  showTotal: (total: number) => string,
): TablePaginationConfig {
  return {
    current: page,
    pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    showTotal,
  };
}

import type { BulkAction, BulkResponse, RowRef } from '@dealer/contracts/master';
import type { TableColumnsType } from 'antd';
import type { Reply } from '../api/client';
import type { ListQuery, SearchField } from './search';
import type { UploadConfig } from './upload';

export interface ListPage<Row> {
  rows: Row[];
  total: number;
}

/** What one master screen tells the list page. */
export interface MasterListConfig<Row> {
  /** The module's query key root, e.g. ['cluster']; the list is [...root, 'list', query]. */
  queryKey: readonly unknown[];
  /** The page title, e.g. 'Cluster'. */
  title: string;
  /** Route of the list, e.g. '/cluster'; sub-views are {basePath}/create, /edit/{id}, ... */
  basePath: string;
  searchFields: readonly SearchField[];
  fetchPage: (query: ListQuery, signal: AbortSignal) => Promise<ListPage<Row>>;
  /** Data columns; the kit adds the row actions. A column with `sorter: true` sorts on the server by its `key`. */
  columns: TableColumnsType<Row>;
  /** id and version of a row, for the bulk call. */
  rowRef: (row: Row) => RowRef;
  /** The row's human key, e.g. its code: the X of the delete confirmation. */
  rowLabel: (row: Row) => string;
  /** One call for the selected rows. */
  bulk: (action: BulkAction, rows: readonly Row[]) => Promise<Reply<BulkResponse>>;
  upload?: UploadConfig;
  /** The list's xlsx export: POST path, the search body of a query (the list's own), file name. */
  export?: { path: string; body: (query: ListQuery) => unknown; fileName: string };
  /** Copy row action (every master screen except question). */
  copy?: boolean;
  /** Text of the empty state when no search is applied. */
  emptyText: string;
  /** Minimum table width before it scrolls sideways. */
  scrollX?: number;
}

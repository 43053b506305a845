import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { EXCEL_MAX_DATA_ROWS } from '@dealer/contracts/report';
import type { AccessRule } from '../access/access';
import type { AuthUser } from '../auth/tokens';
import { AppError } from '../http/errors';
import { wallClock } from '../time/wallClock';
import {
  attachment,
  generatedEntries,
  streamXlsx,
  XLSX_TYPE,
  type ExportCell,
  type ExportColumn,
  type FilterEntry,
} from './streamExport';

/** Rows asked of the list's own search per batch (its contracts cap pageSize at 500). */
const PAGE = 500;

/** Body fields that page or name the call; every other field is a filter or the sort. */
const NOT_FILTERS = new Set(['page', 'pageSize', 'action', 'actionType']);

export interface ListExportColumn<TRow> extends ExportColumn {
  value(row: TRow, timeZone: string): ExportCell;
}

interface ListExportBase<TRow> {
  /** First line of the Filters sheet and stem of the file name, e.g. 'Cluster list'. */
  title: string;
  fileName: string;
  columns: readonly ListExportColumn<TRow>[];
  /**
   * A filter's value as the screen names it, where the request carries a code or number (a
   * quest status 2 is 'Active', branch id 12 is 'T010 · Kelapa Gading'); undefined leaves the
   * generic wording.
   */
  filterValue?(key: string, value: unknown): string | undefined | Promise<string | undefined>;
}

/** A list exported through its own search, PAGE rows a page. */
interface PagedListExport<TBody, TRow> extends ListExportBase<TRow> {
  /**
   * One page of the list exactly as its search answers it (same filters, sort, role and branch
   * scope), so the export can never show a row the list would not. The body carries the batch's
   * page and pageSize (PAGE), whatever the list's own body calls them.
   */
  page(
    body: TBody & { page: number; pageSize: number },
    user: AuthUser,
  ): Promise<{ rows: TRow[]; total: number }>;
  all?: never;
}

/**
 * A list whose every page would sort all its matches again (an OFFSET over an order no index
 * gives) reads itself whole instead: the board's 200 pages of 500 took 42.7 s for 100,000
 * orders; one pick of its ids and 20 batches by id take a report export's time.
 */
interface WholeListExport<TBody, TRow> extends ListExportBase<TRow> {
  /** The list in its order, batch by batch; the total first, checked before a byte goes. */
  all(body: TBody, user: AuthUser): Promise<ListRows<TRow>>;
  page?: never;
}

export type ListExport<TBody, TRow> = PagedListExport<TBody, TRow> | WholeListExport<TBody, TRow>;

/** A list's row count and its rows, read as the workbook is written. */
export interface ListRows<TRow> {
  total: number;
  batches: AsyncIterable<TRow[]>;
}

/** The rows of a list through its own search, PAGE at a time (lists without `all`). */
async function pagedRows<TBody, TRow>(
  list: PagedListExport<TBody, TRow>,
  body: TBody,
  user: AuthUser,
): Promise<ListRows<TRow>> {
  const first = await list.page({ ...body, page: 1, pageSize: PAGE }, user);
  async function* batches(): AsyncGenerator<TRow[]> {
    let batch = first.rows;
    let page = 1;
    let written = 0;
    for (;;) {
      yield batch;
      written += batch.length;
      if (batch.length < PAGE || written >= first.total) return;
      page += 1;
      batch = (await list.page({ ...body, page, pageSize: PAGE }, user)).rows;
    }
  }
  return { total: first.total, batches: batches() };
}

/** A column of instants, written as date cells holding the business zone's wall time. */
export function dateTimeColumn<TRow>(
  header: string,
  width: number,
  instant: (row: TRow) => string | Date | null | undefined,
): ListExportColumn<TRow> {
  return {
    header,
    width,
    type: 'dateTime',
    value: (row, timeZone) => wallClock(instant(row), timeZone),
  };
}

/**
 * 'YYYY-MM-DDTHH:mm...Z' as DD-MM-YYYY HH:mm in the business time zone, like the console: the
 * file name's day. Cells get dates as date cells (a 'dateTime' column given `wallClock`).
 */
export function businessTime(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
}

/** A filter's value as the screens say it: the lists' status filter reads Active / InActive. */
const describe = (key: string, value: unknown): string =>
  typeof value === 'boolean'
    ? /^isenabled$/i.test(key)
      ? value
        ? 'Active'
        : 'InActive'
      : value
        ? 'Yes'
        : 'No'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/**
 * Screen names of the request fields the lists share, for the Filters sheet: the person reading
 * the file saw 'Branch' and 'Status' on the screen, not `businessAreaCode` and `isEnabled`.
 */
const FILTER_LABELS: Record<string, string> = {
  isenabled: 'Status',
  isread: 'Read',
  branchcode: 'Branch',
  businessareacode: 'Branch',
  statuscode: 'Status',
  status: 'Status',
  startdate: 'From',
  enddate: 'To',
  sortfield: 'Sort by',
  sortby: 'Sort by',
  sortorder: 'Sort order',
  sortdirection: 'Sort order',
  // Ids the screens pick by name (the lists' filterValue turns the id into that name).
  branchid: 'Branch',
  clusterid: 'Cluster',
  clustertypeid: 'Cluster type',
  modelmaterialid: 'Model',
  materialid: 'Material',
  reasoncategoryid: 'Reason category',
};

/** Any other field as words: `clusterTypeCode` -> 'Cluster type code', `Title` -> 'Title'. */
export function filterLabel(key: string): string {
  // The wire spells one field several ways (BranchId, branchId, clusterid): matched whatever the case.
  const known = FILTER_LABELS[key.toLowerCase()];
  if (known) return known;
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const WIRE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The Filters sheet's lines for a search body: each filter given, then the sort. A day the
 * request names (YYYY-MM-DD: the lists' date ranges) is a date cell like the data's dates.
 */
export async function filterEntries(
  body: Record<string, unknown>,
  filterValue?: ListExportBase<unknown>['filterValue'],
): Promise<FilterEntry[]> {
  const given = Object.entries(body).filter(
    ([key, value]) => !NOT_FILTERS.has(key) && value !== undefined && value !== '',
  );
  if (given.length === 0) return [['Filters', 'None']];
  return Promise.all(
    given.map(async ([key, value]): Promise<FilterEntry> => {
      const named = await filterValue?.(key, value);
      if (named !== undefined) return [filterLabel(key), named];
      return typeof value === 'string' && WIRE_DAY.test(value)
        ? [filterLabel(key), value, 'date']
        : [filterLabel(key), describe(key, value)];
    }),
  );
}

/**
 * POST <path>: the list as an xlsx, streamed. The body is the list's own search body (the
 * console sends what it shows); paging fields are ignored and the rows are read PAGE at a time
 * through the list's search while the workbook is written, so memory stays flat. The first sheet
 * states the filters, the user and the time, like the report export.
 */
export function listExportRoute<TSchema extends z.ZodType<Record<string, unknown>>, TRow>(
  app: FastifyInstance,
  path: string,
  options: {
    /** The list's own access rule: the export admits exactly who may read the list. */
    config: { access: AccessRule };
    tags: string[];
    body: TSchema;
    timeZone: string;
  },
  list: ListExport<z.infer<TSchema>, TRow>,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    path,
    {
      config: { ...options.config, readOnly: true },
      schema: { tags: options.tags, body: options.body },
    },
    async (request, reply) => {
      const body = request.body as z.infer<TSchema>;
      const user = request.user;
      const { total, batches } = list.all
        ? await list.all(body, user)
        : await pagedRows(list, body, user);
      if (total > EXCEL_MAX_DATA_ROWS) {
        const message = `The export has ${total} rows; an Excel sheet holds at most ${EXCEL_MAX_DATA_ROWS}. Narrow the filters.`;
        throw new AppError(400, 'VALIDATION', message, [{ field: 'body', message }]);
      }
      const { timeZone } = options;
      async function* rows(): AsyncGenerator<ExportCell[]> {
        for await (const batch of batches) {
          for (const row of batch) yield list.columns.map((c) => c.value(row, timeZone));
        }
      }
      const now = new Date();
      const stream = streamXlsx({
        sheetName: list.title,
        columns: list.columns,
        filters: {
          title: list.title,
          entries: [
            ...(await filterEntries(body, list.filterValue)),
            ...generatedEntries(user.userName, timeZone, now),
            ['Rows', String(total)],
          ],
        },
        rows: rows(),
      });
      const day = businessTime(now.toISOString(), timeZone).slice(0, 10);
      return reply
        .header('content-disposition', attachment(`${list.fileName}-${day}.xlsx`))
        .type(XLSX_TYPE)
        .send(stream);
    },
  );
}

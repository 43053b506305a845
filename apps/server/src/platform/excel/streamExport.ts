import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { EXCEL_MAX_DATA_ROWS } from '@dealer/contracts/report';
import { AppError } from '../http/errors';

/**
 * Streaming xlsx exports (DESIGN, Wave 2: "xlsx export"): exceljs's streaming WorkbookWriter with
 * shared strings off (on, they cost 1.5 GB for 500k rows), each row committed as it is written,
 * and the producer waiting while the HTTP client has not read what was written, so memory stays
 * flat however many rows. Every text cell is an inline string in a text-formatted ('@') column,
 * and text that a spreadsheet could take for a formula gets a leading apostrophe (OWASP's CSV
 * injection advice): it stays text when a user edits the cell or saves the sheet as CSV.
 *
 * Use: check the row count with `assertExportRows` BEFORE starting, then
 * `reply.header('content-disposition', attachment(name)).type(XLSX_TYPE).send(streamXlsx(...))`.
 */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ExportCell = string | number | null | undefined;

export interface ExportColumn {
  header: string;
  /** Characters; defaults to the header's length plus a little. */
  width?: number;
  /** 'number' cells are written as numbers; everything else as text (the default). */
  type?: 'text' | 'number';
}

export interface FilterSheet {
  /** The first line, e.g. 'Test-drive monitoring report'. */
  title: string;
  /** Label and value pairs: the filters, the user, the time generated, the row count. */
  entries: ReadonlyArray<readonly [string, string]>;
}

export interface StreamExportOptions {
  sheetName: string;
  columns: readonly ExportColumn[];
  /** The data rows, one array per row in the columns' order; fetched lazily (batches). */
  rows: AsyncIterable<readonly ExportCell[]>;
  /** A first sheet named 'Filters' stating what the export holds. */
  filters?: FilterSheet;
}

/** A leading =, +, -, @, tab or carriage return could start a formula once re-typed or as CSV. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** ... except plain numbers and phone numbers (-5, +62 812-3456), which no spreadsheet runs. */
const PLAIN_NUMBER = /^[+-]?[\d\s().]*\d[\d\s().-]*$/;

/** Text a spreadsheet can never run as a formula. */
export function safeText(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** Refuses an export too long for one sheet before anything is written (400, names the range). */
export function assertExportRows(rowCount: number, maxRows = EXCEL_MAX_DATA_ROWS): void {
  if (rowCount <= maxRows) return;
  const n = (v: number) => v.toLocaleString('en-US');
  const message = `The export has ${n(rowCount)} rows; an Excel sheet holds at most ${n(maxRows)}. Narrow the branch, status or dates.`;
  throw new AppError(400, 'VALIDATION', message, [{ field: 'endDate', message }]);
}

/** Content-Disposition of a download, with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * One style object per kind of cell, shared by every cell: exceljs caches a style's id by object
 * identity, so shared objects skip its per-cell style serialisation (a column style is copied into
 * a new object per cell). Text cells are text-formatted ('@').
 */
const TEXT_STYLE: Partial<ExcelJS.Style> = { numFmt: '@' };
const NUMBER_STYLE: Partial<ExcelJS.Style> = {};
const HEADER_STYLE: Partial<ExcelJS.Style> = { numFmt: '@', font: { bold: true } };

/** Bytes the HTTP client may leave unread before the producer waits. */
const UNREAD_LIMIT = 1 << 20;

function cellOf(value: ExportCell, type: ExportColumn['type']): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if (type === 'number' && typeof value === 'number') return value;
  return safeText(String(value));
}

async function writeFilters(workbook: ExcelJS.stream.xlsx.WorkbookWriter, filters: FilterSheet) {
  const sheet = workbook.addWorksheet('Filters');
  sheet.columns = [
    { width: 24, style: { numFmt: '@' } },
    { width: 60, style: { numFmt: '@' } },
  ];
  const title = sheet.addRow([safeText(filters.title)]);
  title.font = { bold: true, size: 13 };
  title.commit();
  for (const [label, value] of filters.entries) {
    const row = sheet.addRow([safeText(label), safeText(value)]);
    row.getCell(1).font = { bold: true };
    row.commit();
  }
  await sheet.commit();
}

/** Waits while more than UNREAD_LIMIT bytes are waiting for the reader (or it went away). */
async function readerCaughtUp(out: PassThrough): Promise<void> {
  while (out.readableLength > UNREAD_LIMIT && !out.destroyed) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  if (out.destroyed) throw new Error('the download was closed');
}

/** The xlsx as a stream; a failure while writing ends the stream with that error. */
export function streamXlsx(options: StreamExportOptions): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
  workbook.creator = 'Dealer back-office console';
  const write = async () => {
    if (options.filters) await writeFilters(workbook, options.filters);
    const sheet = workbook.addWorksheet(options.sheetName.slice(0, 31), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    const types = options.columns.map((c) => c.type ?? 'text');
    const styles = types.map((type) => (type === 'number' ? NUMBER_STYLE : TEXT_STYLE));
    sheet.columns = options.columns.map((c) => ({
      width: c.width ?? Math.max(10, c.header.length + 4),
    }));
    const header = sheet.addRow(options.columns.map((c) => safeText(c.header)));
    header.eachCell((cell) => (cell.style = HEADER_STYLE));
    header.commit();
    let written = 0;
    for await (const values of options.rows) {
      const row = sheet.addRow(values.map((v, i) => cellOf(v, types[i])));
      row.eachCell((cell, column) => (cell.style = styles[column - 1]!));
      row.commit();
      written++;
      if (written % 500 === 0) await readerCaughtUp(out);
    }
    await sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}

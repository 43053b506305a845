import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { isBlank, plainCell, type Cell } from './cells';

export type SpreadsheetKind = 'xlsx' | 'csv';

/** One data row: sheet row number (the header is row 1) and its cells by lower-cased header. */
export interface SheetRow {
  row: number;
  cells: Map<string, Cell>;
}

export interface Sheet {
  /** Header texts as written, trimmed. */
  headers: string[];
  rows: SheetRow[];
}

/** Header match is case- and space-insensitive: 'Cluster Code', 'clustercode' and 'ClusterCode'. */
export const headerKey = (header: string) => header.replace(/\s+/g, '').toLowerCase();

/** Semicolon-separated files come from Excel in Indonesian locales; sniff the header line. */
function csvDelimiter(text: string): string {
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0);
  const count = (c: string) => firstLine.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

async function worksheetOf(buffer: Buffer, kind: SpreadsheetKind): Promise<ExcelJS.Worksheet> {
  // Loaded on first use: 210 ms of CPU and, on a busy disk, over a second of every server start
  // for a parser that runs only when someone uploads (and then in the parse worker).
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  if (kind === 'xlsx') {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('The workbook has no worksheet');
    return sheet;
  }
  const text = buffer.toString('utf8').replace(/^\uFEFF/, '');
  // Identity map: every value stays text (exceljs would turn '01234' into 1234 and guess dates).
  return workbook.csv.read(Readable.from([text]), {
    map: (value: unknown) => value,
    parserOptions: { delimiter: csvDelimiter(text) },
  });
}

/**
 * Reads the first worksheet (or the csv) as header -> value records. Row 1 is the header; rows
 * whose cells are all empty are skipped; values are trimmed.
 */
export async function readSpreadsheet(buffer: Buffer, kind: SpreadsheetKind): Promise<Sheet> {
  const sheet = await worksheetOf(buffer, kind);
  const headers: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, column) => {
    const value = plainCell(cell.value);
    headers[column - 1] = value === null ? '' : String(value).trim();
  });
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = new Map<string, Cell>();
    headers.forEach((header, index) => {
      if (header === '') return;
      cells.set(headerKey(header), plainCell(row.getCell(index + 1).value));
    });
    if ([...cells.values()].every(isBlank)) return;
    rows.push({ row: rowNumber, cells });
  });
  return { headers: headers.filter((h) => h !== ''), rows };
}

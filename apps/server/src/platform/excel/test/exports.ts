// Test support: an export (platform/excel/streamExport.ts) read back the way a user's spreadsheet
// program reads it, through exceljs, an implementation independent of the writer.
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { wallClock } from '../../time/wallClock';

/**
 * What exceljs reads from the date cell of an instant exported in `timeZone`: a spreadsheet has
 * no zones, so the business wall time comes back as that time in UTC.
 */
export function exportedDate(instant: string | Date, timeZone: string): Date {
  return new Date(`${wallClock(instant, timeZone).replace(' ', 'T')}Z`);
}

/** What exceljs reads from the date cell of a day (YYYY-MM-DD). */
export const exportedDay = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** Cell values of a sheet, row by row (exceljs's 1-based row arrays made 0-based). */
export function sheetValues(sheet: ExcelJS.Worksheet): unknown[][] {
  const out: unknown[][] = [];
  sheet.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

export interface ExportedWorkbook {
  workbook: ExcelJS.Workbook;
  /** The Filters sheet: value by label (its title line maps to undefined). */
  lines: Map<unknown, unknown>;
  header: unknown[];
  /** The data rows under the header. */
  rows: unknown[][];
  /** One column's values by its header; fails the test if the export has no such column. */
  column: (name: string) => unknown[];
}

/** The export's two sheets: the Filters lines by label, and the data rows under their header. */
export async function readExport(payload: Buffer): Promise<ExportedWorkbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const [filters, data] = workbook.worksheets;
  expect(data, 'an export has a Filters sheet and a data sheet').toBeDefined();
  const lines = new Map(sheetValues(filters!).map((r) => [r[0], r[1]]));
  const [header = [], ...rows] = sheetValues(data!);
  const column = (name: string) => {
    const at = header.indexOf(name);
    expect(at, `column ${name}`).toBeGreaterThanOrEqual(0);
    return rows.map((r) => r[at]);
  };
  return { workbook, lines, header, rows, column };
}

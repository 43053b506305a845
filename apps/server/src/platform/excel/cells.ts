import type { CellValue } from 'exceljs';

/** What a spreadsheet cell holds once formulas, rich text and links are read through. */
export type Cell = string | number | boolean | Date | null;

/** exceljs cell value -> plain value: a formula gives its cached result, rich text its text. */
export function plainCell(value: CellValue | undefined): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date)
    return value;
  if ('richText' in value)
    return value.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: unknown }).result;
    return result === undefined || typeof result === 'object' ? null : plainCell(result as Cell);
  }
  if ('text' in value && typeof value.text === 'string') return value.text.trim(); // hyperlink
  return null; // errors (#N/A) and anything else count as empty
}

export function isBlank(cell: Cell): boolean {
  return cell === null || (typeof cell === 'string' && cell.trim() === '');
}

/** Text of a cell; numbers lose a trailing '.0' so codes typed as numbers read as written. */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return cellDate(cell) ?? '';
  return String(cell).trim();
}

/** Flag columns: 1, '1', true, 'true', 'yes' mean true; 0, '0', '', false, 'no' mean false. */
export function cellFlag(cell: Cell): boolean | undefined {
  if (isBlank(cell)) return false;
  const text = cellText(cell).toLowerCase();
  if (['1', 'true', 'yes', 'y'].includes(text)) return true;
  if (['0', 'false', 'no', 'n'].includes(text)) return false;
  return undefined;
}

export function cellNumber(cell: Cell): number | undefined {
  if (typeof cell === 'number') return cell;
  const text = cellText(cell).replace(',', '.');
  if (text === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string | undefined {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day)
    return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Excel's day 0 is 1899-12-30 (it counts 1900 as a leap year). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/**
 * Date cells as YYYY-MM-DD: Excel date cells (exceljs gives UTC midnight), Excel serial numbers,
 * and the texts 'YYYY-MM-DD' and 'DD-MM-YYYY' (also with '/' or '.').
 */
export function cellDate(cell: Cell): string | undefined {
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return undefined;
    return isoDate(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  }
  if (typeof cell === 'number') {
    if (cell < 1 || cell > 2_958_465) return undefined; // up to 9999-12-31
    return new Date(EXCEL_EPOCH + Math.floor(cell) * 86_400_000).toISOString().slice(0, 10);
  }
  const text = cellText(cell);
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (m) return isoDate(Number(m[3]), Number(m[2]), Number(m[1]));
  return undefined;
}

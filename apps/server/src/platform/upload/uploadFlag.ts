import type { RowReader } from './types';

/**
 * A yes/no cell of a master-data upload, as strict as the form's switch or Active/InActive
 * select: 1 or 0 (an Excel TRUE/FALSE cell too). Anything else, 'yes', 'aktif' or 'N' included,
 * is a row error naming the column; a blank cell of an optional column gives `blank`.
 */
export function uploadFlag(row: RowReader, column: string, blank?: boolean): boolean {
  const text = row.text(column).toLowerCase();
  if (text === '' && blank !== undefined) return blank;
  if (text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false') return false;
  row.error(column, `${column} must be 1 or 0`);
  return false;
}

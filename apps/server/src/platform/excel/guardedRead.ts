import { checkArchive, inflateChecked, SpreadsheetRefused } from './archiveGuard';
import { readSpreadsheet, type Sheet, type SpreadsheetKind } from './read';
import { countCsvRecords, countSheetRows, tooManyRows } from './rowCount';

export interface ReadJob {
  buffer: Uint8Array;
  kind: SpreadsheetKind;
  /** Data rows accepted (the header row is not counted). */
  maxRows: number;
}

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;

/**
 * Reads an upload with every guard in front of the parser: the archive's declared sizes, then
 * inflation capped at those sizes, then a row count of each worksheet (exceljs loads them all),
 * and only then exceljs. Throws SpreadsheetRefused / SpreadsheetUnreadable. CPU-bound: it is
 * meant to run in the parse worker.
 */
export async function guardedRead(job: ReadJob): Promise<Sheet> {
  const buffer = Buffer.from(job.buffer.buffer, job.buffer.byteOffset, job.buffer.byteLength);
  if (job.kind === 'xlsx') {
    const entries = checkArchive(buffer);
    inflateChecked(buffer, entries, (entry, xml) => {
      if (WORKSHEET.test(entry.name) && countSheetRows(xml) - 1 > job.maxRows) {
        throw new SpreadsheetRefused(tooManyRows(job.maxRows));
      }
    });
  } else if (countCsvRecords(buffer.toString('utf8')) - 1 > job.maxRows) {
    throw new SpreadsheetRefused(tooManyRows(job.maxRows));
  }
  const sheet = await readSpreadsheet(buffer, job.kind);
  if (sheet.rows.length > job.maxRows) throw new SpreadsheetRefused(tooManyRows(job.maxRows));
  return sheet;
}

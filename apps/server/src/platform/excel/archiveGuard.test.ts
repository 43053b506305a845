import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  ARCHIVE_LIMITS,
  checkArchive,
  inflateChecked,
  SpreadsheetRefused,
  SpreadsheetUnreadable,
} from './archiveGuard';
import { guardedRead } from './guardedRead';
import { countCsvRecords, countSheetRows } from './rowCount';
import { bombWorkbook, entry, workbookOfRows, zip, type FixtureEntry } from './test/workbooks';

const MB = 1024 * 1024;

async function exceljsWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('x');
  sheet.addRow(['Code', 'Qty']);
  sheet.addRow(['A', 1]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** An entry whose directory declares sizes that its (tiny) data does not have. */
const declared = (name: string, size: number, compressed: number): FixtureEntry => ({
  name,
  deflated: Buffer.alloc(compressed),
  size,
  crc: 0,
});

describe('the archive guard', () => {
  it('accepts a real workbook and inflates every entry to the size its directory declares', async () => {
    const buffer = await exceljsWorkbook();
    const entries = checkArchive(buffer);
    const seen: string[] = [];
    inflateChecked(buffer, entries, (e, data) => {
      expect(data.length).toBe(e.uncompressedSize);
      seen.push(e.name);
    });
    expect(seen).toContain('xl/worksheets/sheet1.xml');
  });

  it('refuses more entries than a workbook may hold', () => {
    const many = Array.from({ length: ARCHIVE_LIMITS.maxEntries + 1 }, (_, i) =>
      entry(`xl/media/${i}.xml`, '<a/>'),
    );
    expect(() => checkArchive(zip(many))).toThrow(
      new SpreadsheetRefused('it holds 10001 files inside; a workbook may hold at most 10000'),
    );
  });

  it('refuses a declared total above 100 MB even at a modest ratio', () => {
    const parts = [0, 1, 2].map((i) => declared(`xl/worksheets/sheet${i}.xml`, 40 * MB, 2 * MB));
    expect(() => checkArchive(zip(parts))).toThrow(
      new SpreadsheetRefused('it inflates to 120 MB; a workbook may inflate to at most 100 MB'),
    );
  });

  it('refuses a large entry compressed more than 200 times', () => {
    const bomb = declared('xl/worksheets/sheet1.xml', 20 * MB, 64 * 1024);
    expect(() => checkArchive(zip([bomb]))).toThrow(
      new SpreadsheetRefused(
        'xl/worksheets/sheet1.xml inflates 320 times (at most 200 is accepted)',
      ),
    );
  });

  it('refuses an honest 340 MB bomb from its directory alone, in milliseconds', async () => {
    const bomb = await bombWorkbook(340);
    expect(bomb.length).toBeLessThan(MB);
    const started = performance.now();
    expect(() => checkArchive(bomb)).toThrow(SpreadsheetRefused);
    // Well under a millisecond idle; parsing it would take tens of seconds. The margin absorbs a
    // garbage-collection pause on a busy CI machine.
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('stops inflating a lying entry at the size its directory declares', async () => {
    // 300 MB inside, 900 KB declared: below every directory bound, so only inflation can tell.
    const liar = await bombWorkbook(300, 0.9);
    const entries = checkArchive(liar);
    const started = performance.now();
    expect(() => inflateChecked(liar, entries, () => {})).toThrow(
      /xl\/worksheets\/sheet1.xml inflates beyond the 943718 bytes its directory declares/,
    );
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('calls a file without a readable zip directory unreadable', () => {
    expect(() => checkArchive(Buffer.from('PK\x03\x04broken'))).toThrow(SpreadsheetUnreadable);
    const truncated = workbookOfRows(3).subarray(0, 200);
    expect(() => checkArchive(truncated)).toThrow(SpreadsheetUnreadable);
  });
});

describe('counting rows before parsing', () => {
  it('counts sheet rows that hold a value, not empty or self-closed rows or row breaks', () => {
    const xml = Buffer.from(
      '<sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2" ht="20"/>' +
        '<row r="3"><c r="A3" s="1"/></row><row r="4"><c r="A4" t="inlineStr"><is><t>x</t></is></c></row>' +
        '</sheetData><rowBreaks count="1"><brk id="3"/></rowBreaks>',
    );
    expect(countSheetRows(xml)).toBe(2);
  });

  it('counts a million rows in one linear pass', () => {
    const rows = Array.from(
      { length: 1_000_000 },
      (_, i) => `<row r="${i + 1}"><c><v>1</v></c></row>`,
    );
    const xml = Buffer.from(rows.join(''));
    const started = performance.now();
    expect(countSheetRows(xml)).toBe(1_000_000);
    // About 0.1 s on an idle machine; a scan that restarts per row would take minutes.
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('counts csv records with content, keeping quoted newlines and delimiters inside a record', () => {
    expect(countCsvRecords('A,B\n1,"two\nlines"\n,,\n\n";",x\r\n  ;  \n3,4')).toBe(4);
  });
});

describe('the guarded read', () => {
  it('takes exactly maxRows data rows and refuses one more, xlsx and csv alike', async () => {
    const rows = (n: number) => workbookOfRows(n);
    expect((await guardedRead({ buffer: rows(3), kind: 'xlsx', maxRows: 3 })).rows).toHaveLength(3);
    await expect(guardedRead({ buffer: rows(4), kind: 'xlsx', maxRows: 3 })).rejects.toThrow(
      new SpreadsheetRefused('it has more than 3 data rows; upload at most 3 rows per file'),
    );
    const csv = (n: number) =>
      Buffer.from(['Code', ...Array.from({ length: n }, () => 'x')].join('\n'));
    expect((await guardedRead({ buffer: csv(3), kind: 'csv', maxRows: 3 })).rows).toHaveLength(3);
    await expect(guardedRead({ buffer: csv(4), kind: 'csv', maxRows: 3 })).rejects.toThrow(
      SpreadsheetRefused,
    );
  });
});

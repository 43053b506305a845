import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSpreadsheet } from './read';
import { cellDate } from './cells';
import { wallClock } from '../time/wallClock';
import { wallTimeSerial } from './excelDate';
import { generatedEntries, streamXlsx, type ExportCell } from './streamExport';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

async function* rowsOf(rows: ExportCell[][]): AsyncGenerator<ExportCell[]> {
  for (const row of rows) yield row;
}

/** 00:30 in Jakarta on 1 December is still 30 November in UTC: a zone error shows as a day. */
const NEAR_MIDNIGHT = new Date('2026-11-30T17:30:00Z');
const ZONE = 'Asia/Jakarta';

async function exported(rows: ExportCell[][]) {
  const buffer = await bytesOf(
    streamXlsx({
      sheetName: 'Orders',
      columns: [
        { header: 'Order No' },
        { header: 'Start', type: 'dateTime' },
        { header: 'STNK Date', type: 'date' },
      ],
      rows: rowsOf(rows),
      filters: {
        title: 'Orders',
        entries: [['From', '2026-12-01', 'date'], ...generatedEntries('pdi', ZONE, NEAR_MIDNIGHT)],
      },
    }),
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return { buffer, filters: workbook.worksheets[0]!, sheet: workbook.worksheets[1]! };
}

describe('dates in exports', () => {
  it("writes date-times as date cells holding the business zone's wall time, shown DD-MM-YYYY HH:mm", async () => {
    const { sheet } = await exported([['TD-1', wallClock(NEAR_MIDNIGHT, ZONE), '2030-12-31']]);
    const start = sheet.getCell('B2');
    expect(start.type).toBe(ExcelJS.ValueType.Date);
    expect(start.numFmt).toBe('dd-mm-yyyy hh:mm');
    // A spreadsheet has no zones: exceljs hands back the wall time as a UTC date.
    expect(start.value).toEqual(new Date('2026-12-01T00:30:00Z'));
    const day = sheet.getCell('C2');
    expect(day.type).toBe(ExcelJS.ValueType.Date);
    expect(day.numFmt).toBe('dd-mm-yyyy');
    expect(day.value).toEqual(new Date('2030-12-31T00:00:00Z'));
    // The columns are date-formatted too, so a date typed in later is one.
    expect(sheet.getColumn(2).numFmt).toBe('dd-mm-yyyy hh:mm');
  });

  it('writes the Filters dates and the time generated as date cells, the zone on its own line', async () => {
    const { filters } = await exported([['TD-1', '', '']]);
    const lines = new Map<unknown, ExcelJS.Cell>();
    filters.eachRow((row) => lines.set(row.getCell(1).value, row.getCell(2)));
    expect(lines.get('From')?.value).toEqual(new Date('2026-12-01T00:00:00Z'));
    expect(lines.get('From')?.numFmt).toBe('dd-mm-yyyy');
    expect(lines.get('Generated at')?.value).toEqual(new Date('2026-12-01T00:30:00Z'));
    expect(lines.get('Generated at')?.numFmt).toBe('dd-mm-yyyy hh:mm');
    expect(lines.get('Time zone')?.value).toBe(ZONE);
  });

  it('keeps a value that is no wall time as text instead of inventing a date', async () => {
    const { sheet } = await exported([
      ['TD-1', '2026-11-30T17:30:00Z', '31-12-2030'],
      ['TD-2', '2026-02-30 10:00', 'soon'],
    ]);
    expect(sheet.getCell('B2').value).toBe('2026-11-30T17:30:00Z');
    expect(sheet.getCell('C2').value).toBe('31-12-2030');
    expect(sheet.getCell('B3').value).toBe('2026-02-30 10:00');
    expect(sheet.getCell('C3').value).toBe('soon');
  });

  it('drops the time of a day in a date column', async () => {
    const { sheet } = await exported([['TD-1', '', '2030-12-31 23:59:59']]);
    expect(sheet.getCell('C2').value).toEqual(new Date('2030-12-31T00:00:00Z'));
  });

  it('reads an exported date back through the upload reader as the same day', async () => {
    // The upload reader reads the first sheet: a file without a Filters sheet, as a template.
    const plain = await bytesOf(
      streamXlsx({
        sheetName: 'Units',
        columns: [{ header: 'STNKDate', type: 'date' }],
        rows: rowsOf([['2030-12-31']]),
      }),
    );
    const [row] = (await readSpreadsheet(plain, 'xlsx')).rows;
    expect(row!.cells.get('stnkdate')).toBeInstanceOf(Date);
    expect(cellDate(row!.cells.get('stnkdate') ?? null)).toBe('2030-12-31');
  });
});

describe('wall time serials', () => {
  it("counts days from Excel's 1899-12-30 with the time as the day's fraction", () => {
    expect(wallTimeSerial('1970-01-01')).toBe(25_569);
    expect(wallTimeSerial('2026-12-01 00:30')).toBeCloseTo(46_357 + 30 / 1440, 10);
    expect(wallTimeSerial('2026-12-01T12:00:00')).toBe(46_357.5);
    expect(wallTimeSerial('2024-02-29')).toBe(45_351);
  });

  it('refuses what is not a calendar wall time', () => {
    for (const text of [
      '2023-02-29',
      '2026-13-01',
      '2026-12-01 24:00',
      '2026-12-01Z',
      '01-12-2026',
    ])
      expect(wallTimeSerial(text), text).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { UPLOAD_MESSAGES } from '@dealer/contracts';
import { cellDate, cellFlag, cellNumber, cellText, plainCell } from './cells';
import { readSpreadsheet } from './read';
import { buildTemplate } from './template';

describe('cell values', () => {
  it('reads dates from date cells, Excel serials and both text orders', () => {
    expect(cellDate(new Date(Date.UTC(2030, 11, 31)))).toBe('2030-12-31');
    expect(cellDate(47483)).toBe('2029-12-31');
    expect(cellDate('2030-06-01')).toBe('2030-06-01');
    expect(cellDate('01-06-2030')).toBe('2030-06-01');
    expect(cellDate('1/6/2030')).toBe('2030-06-01');
    expect(cellDate('2030-02-30')).toBeUndefined();
    expect(cellDate('31-12-30')).toBeUndefined();
    expect(cellDate('tomorrow')).toBeUndefined();
  });

  it('reads flags: 1 / "1" / true are true, 0 / "" are false, anything else is refused', () => {
    expect([1, '1', true, 'TRUE', 'yes'].map((v) => cellFlag(v))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([0, '0', '', null, false].map((v) => cellFlag(v))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(cellFlag('maybe')).toBeUndefined();
    expect(cellFlag(2)).toBeUndefined();
  });

  it('reads numbers with a decimal comma and text of numbers as typed', () => {
    expect(cellNumber('-6,125')).toBe(-6.125);
    expect(cellNumber(106.8)).toBe(106.8);
    expect(cellNumber('abc')).toBeUndefined();
    expect(cellText(14450)).toBe('14450');
    expect(cellText('  T010 ')).toBe('T010');
  });

  it('reads through rich text, formulas and hyperlinks', () => {
    expect(plainCell({ richText: [{ text: 'CL-' }, { text: 'JKT' }] })).toBe('CL-JKT');
    expect(plainCell({ formula: 'A1', result: 7 } as ExcelJS.CellFormulaValue)).toBe(7);
    expect(plainCell({ text: 'site', hyperlink: 'https://x' })).toBe('site');
    expect(plainCell({ error: '#N/A' } as ExcelJS.CellErrorValue)).toBeNull();
  });
});

describe('reading a sheet', () => {
  it('keys cells by header regardless of case and spaces, and skips empty rows', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('x');
    sheet.addRow(['Cluster Code', 'STATUS']);
    sheet.addRow(['CL-1', 1]);
    sheet.addRow([null, '  ']);
    sheet.addRow(['CL-2', 0]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const read = await readSpreadsheet(buffer, 'xlsx');
    expect(read.headers).toEqual(['Cluster Code', 'STATUS']);
    expect(
      read.rows.map((r) => [r.row, r.cells.get('clustercode'), r.cells.get('status')]),
    ).toEqual([
      [2, 'CL-1', 1],
      [4, 'CL-2', 0],
    ]);
  });

  it('reads csv as text (leading zeros kept), with a BOM and semicolons', async () => {
    const read = await readSpreadsheet(
      Buffer.from('\uFEFFColorCode;Date\n040;01-06-2030\n'),
      'csv',
    );
    expect(read.rows[0]!.cells.get('colorcode')).toBe('040');
    expect(read.rows[0]!.cells.get('date')).toBe('01-06-2030');
  });
});

describe('templates', () => {
  it('writes the header (mandatory bold) and one example row', async () => {
    const buffer = await buildTemplate('cluster', [
      { name: 'ClusterCode', mandatory: true, example: 'CL-1' },
      { name: 'Note', mandatory: false, example: '040' },
    ]);
    expect(buffer.subarray(0, 2).toString()).toBe('PK');
    const read = await readSpreadsheet(buffer, 'xlsx');
    expect(read.headers).toEqual(['ClusterCode', 'Note']);
    expect(read.rows[0]!.cells.get('note')).toBe('040');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(1).getCell(1).font?.bold).toBe(true);
  });

  it('states the row cap on an Instructions sheet that the reader leaves alone', async () => {
    const buffer = await buildTemplate('reason', [
      { name: 'ReasonCode', mandatory: true, example: 'R1' },
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const instructions = workbook.getWorksheet('Instructions')!;
    const lines = instructions.getColumn(1).values.filter((v) => typeof v === 'string');
    expect(lines).toContain(
      `At most ${UPLOAD_MESSAGES.maxRows.toLocaleString('en-US')} data rows per file, and at most 5 MB; split larger lists into several files.`,
    );
    expect(lines).toContain('Mandatory columns (bold): ReasonCode.');
    const read = await readSpreadsheet(buffer, 'xlsx');
    expect(read).toEqual({
      headers: ['ReasonCode'],
      rows: [{ row: 2, cells: new Map([['reasoncode', 'R1']]) }],
    });
  });
});

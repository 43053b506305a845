import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { crc32, inflateRawSync } from 'node:zlib';
import { guardedRead } from './guardedRead';
import { streamXlsx, type ExportCell, type StreamExportOptions } from './streamExport';
import { entryData, readZipDirectory } from './zipDirectory';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

async function* rowsOf(rows: ExportCell[][]): AsyncGenerator<ExportCell[]> {
  for (const row of rows) yield row;
}

const columns: StreamExportOptions['columns'] = [
  { header: 'Order No', width: 18 },
  { header: 'Amount', type: 'number' },
  { header: 'Note' },
];

describe('streamed xlsx export', () => {
  it('writes a workbook exceljs and our own upload reader both read back cell for cell', async () => {
    const rows: ExportCell[][] = [
      ['TD-0001', 1500, '=HYPERLINK("http://x")'],
      ['TD-0002', null, 'a < b & "c" > d'],
      ['TD-0003', 0, '  spaced  '],
      ['TD-0004', -2.5, 'emoji 🚗 and Ğ ع'],
      ['TD-0005', 7, 'bell\u0007 gone'],
      ['-5', 8, '+62 812-3456'],
      ['', undefined, '@SUM(A1)'],
    ];
    const buffer = await bytesOf(
      streamXlsx({
        sheetName: 'Completed',
        columns,
        rows: rowsOf(rows),
        filters: {
          title: 'Monitoring report',
          entries: [
            ['Branch', 'All Branch'],
            ['User', '=cmd'],
          ],
        },
      }),
    );
    expect(buffer.subarray(0, 2).toString()).toBe('PK');
    const entries = readZipDirectory(buffer);
    expect(entries.map((e) => e.name)).toContain('xl/worksheets/sheet2.xml');
    for (const entry of entries) {
      const inflated = inflateRawSync(entryData(buffer, entry));
      expect([entry.name, inflated.length, crc32(inflated)]).toEqual([
        entry.name,
        entry.uncompressedSize,
        entry.crc,
      ]);
    }

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Filters', 'Completed']);
    const filters = workbook.getWorksheet('Filters')!;
    expect(filters.getCell('A1').value).toBe('Monitoring report');
    expect(filters.getCell('A1').font?.bold).toBe(true);
    expect(filters.getCell('B2').value).toBe('All Branch');
    expect(filters.getCell('B3').value).toBe("'=cmd");

    const sheet = workbook.getWorksheet('Completed')!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).values).toEqual([undefined, 'Order No', 'Amount', 'Note']);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getColumn(1).width).toBe(18);
    const read = (r: number) => [1, 2, 3].map((c) => sheet.getRow(r).getCell(c).value);
    expect(read(2)).toEqual(['TD-0001', 1500, '\'=HYPERLINK("http://x")']);
    expect(read(3)).toEqual(['TD-0002', null, 'a < b & "c" > d']);
    expect(read(4)).toEqual(['TD-0003', 0, '  spaced  ']);
    expect(read(5)).toEqual(['TD-0004', -2.5, 'emoji 🚗 and Ğ ع']);
    expect(read(6)).toEqual(['TD-0005', 7, 'bell gone']);
    // Plain and phone numbers are not formulas and stay as typed.
    expect(read(7)).toEqual(['-5', 8, '+62 812-3456']);
    expect(read(8)).toEqual([null, null, "'@SUM(A1)"]);
    expect(sheet.getCell('A2').numFmt).toBe('@');
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.Number);

    // Our upload path (archive guard, row count, reader) takes it back too.
    const uploaded = await guardedRead({ buffer, kind: 'xlsx', maxRows: 100 });
    expect(uploaded.headers).toEqual(['Monitoring report']);
  });

  it('streams many rows across chunks with every row in order', async () => {
    const count = 20_000;
    async function* many(): AsyncGenerator<ExportCell[]> {
      for (let i = 1; i <= count; i++) yield [`TD-${i}`, i, `note ${i}`];
    }
    const buffer = await bytesOf(streamXlsx({ sheetName: 'All', columns, rows: many() }));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('All')!;
    expect(sheet.rowCount).toBe(count + 1);
    expect(sheet.getRow(count + 1).values).toEqual([
      undefined,
      `TD-${count}`,
      count,
      `note ${count}`,
    ]);
    expect(sheet.getRow(777).getCell(2).value).toBe(776);
  });

  it('produces only as fast as the client reads, and a client that leaves ends the source', async () => {
    let pulled = 0;
    let closed = false;
    async function* endless(): AsyncGenerator<ExportCell[]> {
      try {
        for (;;) {
          pulled++;
          // Random text: deflate cannot shrink it, so the buffers' bytes bound the rows held
          // (a repeated letter compresses some 50:1 and Node 22+'s 64 KB stream buffers
          // then held about 6,000 rows).
          yield [`TD-${pulled}`, pulled, randomBytes(100).toString('hex')];
        }
      } finally {
        closed = true;
      }
    }
    const stream = streamXlsx({ sheetName: 'All', columns, rows: endless() });
    // Read until the data rows flow, then stop reading, as a stalled browser does.
    for await (const _ of stream.iterator({ destroyOnReturn: false })) {
      if (pulled > 0) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const pulledWhileStalled = pulled;
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The producer stopped once the small buffers were full: no rows pulled while nobody reads.
    expect(pulled).toBe(pulledWhileStalled);
    // What the buffers hold: deflate's input and output and one 64 KB sheet chunk, about 330 rows
    // of 250 bytes on Node 20 and 650 on Node 24 (its stream buffers are 64 KB, not 16 KB).
    expect(pulled).toBeLessThan(2_000);
    stream.destroy();
    await once(stream, 'close');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(true);
  });

  it('ends the stream with the error when the rows fail mid-way', async () => {
    async function* failing(): AsyncGenerator<ExportCell[]> {
      yield ['TD-1', 1, 'ok'];
      throw new Error('the database went away');
    }
    await expect(
      bytesOf(streamXlsx({ sheetName: 'All', columns, rows: failing() })),
    ).rejects.toThrow('the database went away');
  });
});

// Hostile and huge workbooks, built in the tests that use them (no binary fixtures committed).
import { createDeflateRaw, crc32, deflateRawSync } from 'node:zlib';

export interface FixtureEntry {
  name: string;
  /** Deflated bytes (raw deflate) and what they inflate to. */
  deflated: Buffer;
  size: number;
  crc: number;
  /** What the central directory claims instead of the truth: a lying archive. */
  declaredSize?: number;
}

export const entry = (name: string, content: string | Buffer): FixtureEntry => {
  const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return {
    name,
    deflated: deflateRawSync(data, { level: 9 }),
    size: data.length,
    crc: crc32(data),
  };
};

/** A zip of deflated entries: local headers, data, central directory, end record. */
export function zip(entries: FixtureEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.deflated.length, 18);
    local.writeUInt32LE(e.declaredSize ?? e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(e.crc >>> 0, 16);
    central.writeUInt32LE(e.deflated.length, 20);
    central.writeUInt32LE(e.declaredSize ?? e.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.deflated);
    directory.push(central, name);
    offset += local.length + name.length + e.deflated.length;
  }
  const size = directory.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_TAIL = '</sheetData></worksheet>';

/** The parts around the first worksheet that make a workbook Excel and exceljs open. */
function workbookAround(sheet: FixtureEntry): FixtureEntry[] {
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return [
    entry(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    entry(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    entry(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${rel}"><sheets><sheet name="data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    entry(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    sheet,
  ];
}

/**
 * A workbook whose one sheet is a header and `rows` rows of one number: the leanest rows exceljs
 * reads, so that a million of them (48 MB of XML) fit under the 5 MB upload limit.
 */
export function workbookOfRows(rows: number, header = ['Code', 'Qty']): Buffer {
  const column = (i: number) => String.fromCharCode(65 + i);
  const text = (t: string, i: number) =>
    `<c r="${column(i)}1" t="inlineStr"><is><t>${t}</t></is></c>`;
  const parts: string[] = [SHEET_HEAD, `<row r="1">${header.map(text).join('')}</row>`];
  for (let r = 2; r <= rows + 1; r++) parts.push(`<row r="${r}"><c r="A${r}"><v>1</v></c></row>`);
  parts.push(SHEET_TAIL);
  return zip(workbookAround(entry('xl/worksheets/sheet1.xml', parts.join(''))));
}

/**
 * A zip bomb: a sheet of `mb` MB of blanks, deflated to about a thousandth of that (streamed, so
 * the test never holds the inflated sheet). `declaredMb` makes the directory lie about it.
 */
export async function bombWorkbook(mb: number, declaredMb?: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const blanks = Buffer.alloc(1024 * 1024, ' ');
  let crc = crc32(SHEET_HEAD);
  deflate.write(SHEET_HEAD);
  for (let i = 0; i < mb; i++) {
    crc = crc32(blanks, crc);
    if (!deflate.write(blanks)) await new Promise((go) => deflate.once('drain', go));
  }
  crc = crc32(SHEET_TAIL, crc);
  deflate.end(SHEET_TAIL);
  await done;
  const size = SHEET_HEAD.length + mb * 1024 * 1024 + SHEET_TAIL.length;
  const sheet: FixtureEntry = {
    name: 'xl/worksheets/sheet1.xml',
    deflated: Buffer.concat(chunks),
    size,
    crc,
    ...(declaredMb === undefined ? {} : { declaredSize: declaredMb * 1024 * 1024 }),
  };
  return zip(workbookAround(sheet));
}

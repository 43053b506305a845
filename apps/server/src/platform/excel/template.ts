import type ExcelJS from 'exceljs';
import { UPLOAD_MESSAGES } from '@dealer/contracts';

export interface TemplateColumn {
  name: string;
  mandatory: boolean;
  example: string | number;
}

const count = (n: number) => n.toLocaleString('en-US');

/** The rules of an upload, on a second sheet: the reader takes the first sheet only. */
function addInstructions(workbook: ExcelJS.Workbook, columns: TemplateColumn[]): void {
  const sheet = workbook.addWorksheet('Instructions');
  sheet.getColumn(1).width = 100;
  const mandatory = columns.filter((c) => c.mandatory).map((c) => c.name);
  [
    'How to upload',
    'Fill in the first sheet: keep its header row, one record per row below it.',
    `At most ${count(UPLOAD_MESSAGES.maxRows)} data rows per file, and at most ${UPLOAD_MESSAGES.maxBytes / (1024 * 1024)} MB; split larger lists into several files.`,
    `Mandatory columns (bold): ${mandatory.join(', ') || 'none'}.`,
    'One wrong row refuses the whole file and nothing is saved; the answer lists every row and column to fix.',
  ].forEach((line, i) => {
    sheet.addRow([line]).font = { bold: i === 0 };
  });
}

/**
 * An upload template: the header row (mandatory columns bold, with a note) and one example row,
 * then an Instructions sheet stating the row cap. Every cell is written as text-formatted so
 * Excel keeps codes like '040' and '01234' as typed.
 */
export async function buildTemplate(
  sheetName: string,
  columns: TemplateColumn[],
  /** Prefilled data rows instead of the example row (e.g. the players picked on the screen). */
  rows?: (string | number)[][],
): Promise<Buffer> {
  // Loaded on first use, like the upload reader (platform/excel/read.ts): not at every start.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = 'Dealer back-office console';
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({
    header: c.name,
    key: c.name,
    width: Math.max(12, c.name.length + 4, String(c.example).length + 2),
    style: { numFmt: '@' },
  }));
  for (const row of rows?.length ? rows : [columns.map((c) => c.example)]) sheet.addRow(row);
  const header = sheet.getRow(1);
  columns.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    cell.font = { bold: c.mandatory };
    if (c.mandatory) cell.note = 'Mandatory';
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  addInstructions(workbook, columns);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

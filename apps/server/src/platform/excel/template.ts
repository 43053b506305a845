import ExcelJS from 'exceljs';

export interface TemplateColumn {
  name: string;
  mandatory: boolean;
  example: string | number;
}

/**
 * An upload template: the header row (mandatory columns bold, with a note) and one example row.
 * Every cell is written as text-formatted so Excel keeps codes like '040' and '01234' as typed.
 */
export async function buildTemplate(sheetName: string, columns: TemplateColumn[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Dealer back-office console';
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({
    header: c.name,
    key: c.name,
    width: Math.max(12, c.name.length + 4, String(c.example).length + 2),
    style: { numFmt: '@' },
  }));
  sheet.addRow(columns.map((c) => c.example));
  const header = sheet.getRow(1);
  columns.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    cell.font = { bold: c.mandatory };
    if (c.mandatory) cell.note = 'Mandatory';
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

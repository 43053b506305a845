import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './testApp';

export interface Caller {
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  upload(url: string, fileName: string, content: Buffer | string): Promise<LightMyRequestResponse>;
}

/** Signs in once as `userName` and calls the API with its bearer token. */
export async function callerFor(t: TestApp, userName: string): Promise<Caller> {
  const { access_token } = await t.signIn(userName);
  const headers = t.authHeader(access_token);
  return {
    post: (url, body) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: body === undefined ? '' : JSON.stringify(body),
      }),
    get: (url) => t.app.inject({ method: 'GET', url, headers }),
    upload: (url, fileName, content) => {
      const { payload, contentType } = multipartFile(fileName, content);
      return t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': contentType },
        payload,
      });
    },
  };
}

/** A multipart/form-data body with one part `file`, as a browser sends it. */
export function multipartFile(
  fileName: string,
  content: Buffer | string,
  field = 'file',
): { payload: Buffer; contentType: string } {
  const boundary = '----dealerTestBoundary7MA4YWxk';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n';
  return {
    payload: Buffer.concat([
      Buffer.from(head),
      Buffer.isBuffer(content) ? content : Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export type SheetCell = string | number | boolean | Date | null;

/** An xlsx built in the test (no binary fixtures): a header row, then the rows. */
export async function xlsx(header: string[], rows: SheetCell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('data');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The same rows as csv text. */
export function csv(header: string[], rows: SheetCell[][]): string {
  const quote = (v: SheetCell) => {
    const text = v === null ? '' : v instanceof Date ? v.toISOString().slice(0, 10) : String(v);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [header, ...rows].map((r) => r.map(quote).join(',')).join('\n');
}

/** Reads the header row of a downloaded template. */
export async function templateHeader(
  body: Buffer,
): Promise<{ header: string[]; example: string[] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const values = (n: number) =>
    (sheet.getRow(n).values as unknown[]).slice(1).map((v) => String(v ?? ''));
  return { header: values(1), example: values(2) };
}

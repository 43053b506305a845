import { extname } from 'node:path';
import type { FastifyRequest } from 'fastify';
// Types of request.file() and request.isMultipart(); the plugin is registered in app.ts.
import type {} from '@fastify/multipart';
import { UPLOAD_MESSAGES } from '@dealer/contracts';
import { AppError } from '../http/errors';
import type { SpreadsheetKind } from '../excel/read';

export interface ReceivedFile {
  fileName: string;
  kind: SpreadsheetKind;
  buffer: Buffer;
}

const refuse = (message: string) =>
  new AppError(400, 'VALIDATION', message, [{ field: 'file', message }]);

const MAX_MB = UPLOAD_MESSAGES.maxBytes / (1024 * 1024);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Text files have no NUL bytes and decode as UTF-8 (a BOM is fine). */
function isText(buffer: Buffer): boolean {
  if (buffer.subarray(0, 64 * 1024).includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    return true;
  } catch {
    return false;
  }
}

/**
 * The spreadsheet of an upload: multipart field `file`, at most UPLOAD_MESSAGES.maxBytes, named
 * .xlsx or .csv and sniffed: an xlsx must be a zip (PK magic), a csv must be text. The name alone
 * is never trusted, so a renamed executable or image is refused before any parser sees it.
 */
export async function receiveSpreadsheet(request: FastifyRequest): Promise<ReceivedFile> {
  if (!request.isMultipart()) {
    throw refuse('Send the spreadsheet as multipart/form-data in the field "file"');
  }
  const part = await request.file({ limits: { fileSize: UPLOAD_MESSAGES.maxBytes, files: 1 } });
  if (!part) throw refuse('file is required');
  if (part.fieldname !== 'file')
    throw refuse(`Send the spreadsheet in the field "file", not "${part.fieldname}"`);
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw refuse(`file is larger than ${MAX_MB} MB`);
    }
    throw error;
  }
  const fileName = part.filename || 'upload';
  const extension = extname(fileName).toLowerCase();
  if (buffer.length === 0) throw refuse(`${fileName} is empty`);
  if (extension === '.xlsx') {
    if (!buffer.subarray(0, 4).equals(ZIP_MAGIC)) {
      throw refuse(`${fileName} is not an Excel workbook (.xlsx)`);
    }
    return { fileName, kind: 'xlsx', buffer };
  }
  if (extension === '.csv') {
    if (!isText(buffer)) throw refuse(`${fileName} is not a CSV text file`);
    return { fileName, kind: 'csv', buffer };
  }
  throw refuse(`Only .xlsx and .csv files can be uploaded, not ${fileName}`);
}

import { extname } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES } from '@dealer/contracts';
import type { SpreadsheetKind } from '../excel/read';
import { receiveSingleFile, refuseFile } from './multipart';

export interface ReceivedFile {
  fileName: string;
  kind: SpreadsheetKind;
  buffer: Buffer;
}

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
  const part = await receiveSingleFile(request, {
    maxBytes: UPLOAD_MESSAGES.maxBytes,
    noun: 'spreadsheet',
  });
  const buffer = part.buffer;
  const fileName = part.fileName || 'upload';
  const extension = extname(fileName).toLowerCase();
  if (buffer.length === 0) throw refuseFile(`${fileName} is empty`);
  if (extension === '.xlsx') {
    if (!buffer.subarray(0, 4).equals(ZIP_MAGIC)) {
      throw refuseFile(`${fileName} is not an Excel workbook (.xlsx)`);
    }
    return { fileName, kind: 'xlsx', buffer };
  }
  if (extension === '.csv') {
    if (!isText(buffer)) throw refuseFile(`${fileName} is not a CSV text file`);
    return { fileName, kind: 'csv', buffer };
  }
  throw refuseFile(`Only .xlsx and .csv files can be uploaded, not ${fileName}`);
}

import { UPLOAD_MESSAGES } from '@dealer/contracts';
import { checkArchive, SpreadsheetRefused, SpreadsheetUnreadable } from '../excel/archiveGuard';
import type { Sheet } from '../excel/read';
import { readInWorker } from '../excel/readInWorker';
import type { ReceivedFile } from './receive';

/** Why an upload's content is refused, as the message of the 400 (the file is named). */
export class UploadRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadRefused';
  }
}

/**
 * The sheet of a received upload. An xlsx is first judged by its zip directory right here (a bomb
 * is refused in microseconds, before a worker is even started); everything that costs time, from
 * inflating to exceljs, runs in the parse worker with the row cap of UPLOAD_MESSAGES.maxRows.
 */
export async function readUpload(file: ReceivedFile): Promise<Sheet> {
  try {
    if (file.kind === 'xlsx') checkArchive(file.buffer);
    return await readInWorker({
      buffer: file.buffer,
      kind: file.kind,
      maxRows: UPLOAD_MESSAGES.maxRows,
    });
  } catch (error) {
    if (error instanceof SpreadsheetRefused) {
      throw new UploadRefused(`${file.fileName} is refused: ${error.message}`);
    }
    if (error instanceof SpreadsheetUnreadable) {
      throw new UploadRefused(`${file.fileName} cannot be read as ${file.kind}`);
    }
    throw error;
  }
}

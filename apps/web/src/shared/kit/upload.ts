import { UPLOAD_MESSAGES, ZUploadResponse, ZUploadRowError } from '@dealer/contracts/master';
import { z } from 'zod';
import { postFile } from './transfer';

export interface UploadConfig {
  /** POST multipart `file`. */
  path: string;
  /** GET, an .xlsx with the module's columns. */
  template: string;
  /** Name of the template file when the server gives none. */
  templateName: string;
}

export const ACCEPTED_EXTENSIONS = ['.xlsx', '.csv'] as const;

/** A reason to refuse the picked file before sending it; undefined when it may go. */
export function checkFile(file: Pick<File, 'name' | 'size'>): string | undefined {
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((ext) => name.endsWith(ext)))
    return `Only .xlsx and .csv files can be uploaded, not ${file.name}`;
  if (file.size > UPLOAD_MESSAGES.maxBytes) return `${file.name} is larger than 5 MB`;
  if (file.size === 0) return `${file.name} is empty`;
  return undefined;
}

// A refusal names rows and columns, or only the file (a broken multipart body, an archive that
// is too large): keep the server's message either way and list only the row errors.
const ZUploadRefusal = z.object({
  message: z.string().min(1).default(UPLOAD_MESSAGES.mandatory),
  errors: z.array(z.unknown()).default([]),
});
const rowErrorsOf = (errors: unknown[]) =>
  errors.flatMap((error) => {
    const row = ZUploadRowError.safeParse(error);
    return row.success ? [row.data] : [];
  });

export type UploadOutcome =
  | { ok: true; message: string; inserted: number }
  | { ok: false; message: string; errors: z.infer<typeof ZUploadRowError>[] };

/** Sends the file; the server reads and checks every row, and writes all rows or none. */
export async function uploadFile(path: string, file: File): Promise<UploadOutcome> {
  const reply = await postFile<unknown>(path, file);
  const done = ZUploadResponse.safeParse(reply);
  if (done.success && done.data.acknowledge === 1)
    return { ok: true, message: done.data.message, inserted: done.data.inserted };
  const refused = ZUploadRefusal.safeParse(reply);
  return refused.success
    ? { ok: false, message: refused.data.message, errors: rowErrorsOf(refused.data.errors) }
    : { ok: false, message: UPLOAD_MESSAGES.mandatory, errors: [] };
}

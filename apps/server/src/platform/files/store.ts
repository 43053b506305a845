import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { FILES_API, type StoredImage } from '@dealer/contracts/files';
import { rows, type DbOrTx } from '../../db/client';
import { storedFile } from '../../db/schema/files';
import { checkImage } from './checkImage';

/** The public path of a stored image. */
export const imageUrl = (fileId: string): string => FILES_API.file.replace(':fileId', fileId);

/**
 * Stores an image once per content: the checks of checkImage (400 naming `field`), then an insert
 * keyed by SHA-256 that does nothing when the same bytes are already there. Safe inside a
 * module's transaction and when two processes store the same picture at once.
 */
export async function storeImage(
  db: DbOrTx,
  bytes: Buffer,
  options: { field?: string; userName: string; fileName?: string },
): Promise<StoredImage> {
  const info = checkImage(bytes, options.field);
  const fileId = createHash('sha256').update(bytes).digest('hex');
  await db
    .insert(storedFile)
    .values({ fileId, ...info, byteSize: bytes.length, data: bytes, createdBy: options.userName })
    .onConflictDoNothing();
  return {
    fileId,
    url: imageUrl(fileId),
    ...info,
    byteSize: bytes.length,
    fileName: options.fileName ?? '',
  };
}

/** Whether an image with this id is stored (a module checks the fileId a form sends). */
export async function imageExists(db: DbOrTx, fileId: string): Promise<boolean> {
  const found = await rows<{ one: number }>(
    db,
    sql`select 1 as one from ${storedFile} where ${storedFile.fileId} = ${fileId}`,
  );
  return found.length > 0;
}

/** The bytes and type of a stored image, or undefined. */
export async function readImage(
  db: DbOrTx,
  fileId: string,
): Promise<{ mime: string; data: Buffer } | undefined> {
  const [found] = await db
    .select({ mime: storedFile.mime, data: storedFile.data })
    .from(storedFile)
    .where(eq(storedFile.fileId, fileId));
  return found;
}

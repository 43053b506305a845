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
  // The bytes travel as base64 text that PostgreSQL decodes: the embedded database's bytea
  // parameter codec turns a 4 MB photo into hex in JavaScript (4.3 s here, against 0.6 s this way),
  // and on PostgreSQL base64 is a third smaller on the wire than the driver's hex.
  await db
    .insert(storedFile)
    .values({
      fileId,
      ...info,
      byteSize: bytes.length,
      data: sql`decode(${bytes.toString('base64')}, 'base64')`,
      createdBy: options.userName,
    })
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
  // Read as base64 for the same reason as storeImage writes it so (1.5 s -> 0.1 s for 4 MB).
  const [found] = await db
    .select({
      mime: storedFile.mime,
      data: sql<string>`encode(${storedFile.data}, 'base64')`,
    })
    .from(storedFile)
    .where(eq(storedFile.fileId, fileId));
  return found && { mime: found.mime, data: Buffer.from(found.data, 'base64') };
}

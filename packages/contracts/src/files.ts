import { z } from 'zod';
import { text } from './bounds';

/** Where uploaded images are served; `<fileId>` is the SHA-256 of the bytes. */
export const FILES_API = {
  image: '/api/files/image',
  file: '/api/files/:fileId',
} as const;

export const ZFileId = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'fileId is the 64-character SHA-256 of an uploaded image')
  .max(64);

export const ZFileParams = z.object({ fileId: ZFileId });

export const ZStoredImage = z.object({
  fileId: ZFileId,
  /** Path of the image (GET, public, cached for a year: its content never changes). */
  url: text(200),
  mime: z.enum(['image/png', 'image/jpeg', 'image/gif', 'image/webp']),
  width: z.number().int(),
  height: z.number().int(),
  byteSize: z.number().int(),
  /** The name the browser gave the file ('' when none). */
  fileName: text(255),
});
export type StoredImage = z.infer<typeof ZStoredImage>;

import { eq } from 'drizzle-orm';
import type Sharp from 'sharp';
import type { DbOrTx } from '../../db/client';
import { imageVariant } from '../../db/schema/content';
import { AppError } from '../http/errors';
import { imageUrl, readImage, storeImage } from './store';

/** The widths the website shows: a page image and a list thumbnail (never enlarged). */
export const VARIANT_WIDTHS = { web: 1600, thumb: 400 } as const;

export interface ImageVariants {
  fileId: string;
  webFileId: string;
  thumbFileId: string;
  webUrl: string;
  thumbUrl: string;
}

let loaded: Promise<typeof Sharp> | undefined;

/**
 * sharp (and libvips) loaded on the first resize, not at every server start (94 ms of CPU, half a
 * second on a busy disk). libvips' operation cache keeps decoded images around between calls; a
 * back office resizes an image now and then, so memory matters more than a cache hit.
 */
function loadSharp(): Promise<typeof Sharp> {
  return (loaded ??= import('sharp').then((module) => {
    module.default.cache(false);
    module.default.concurrency(1);
    return module.default;
  }));
}

const withUrls = (v: {
  fileId: string;
  webFileId: string;
  thumbFileId: string;
}): ImageVariants => ({
  ...v,
  webUrl: imageUrl(v.webFileId),
  thumbUrl: imageUrl(v.thumbFileId),
});

/** Resizes one image into the website's sizes as JPEG (EXIF orientation applied, metadata dropped). */
export async function resizeVariants(bytes: Buffer): Promise<{ web: Buffer; thumb: Buffer }> {
  // One decode of the original: JPEG shrink-on-load lets libvips decode a 6000 x 4000 photo at a
  // fraction of its size, and the thumbnail is made from the web size, not from the original.
  const sharp = await loadSharp();
  const web = await sharp(bytes, { sequentialRead: true, limitInputPixels: 50_000_000 })
    .rotate()
    .resize({ width: VARIANT_WIDTHS.web, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82 })
    .toBuffer();
  const thumb = await sharp(web, { sequentialRead: true })
    .resize({ width: VARIANT_WIDTHS.thumb, withoutEnlargement: true })
    .jpeg({ quality: 78 })
    .toBuffer();
  return { web, thumb };
}

/**
 * The variants of a stored image (an upload of platform/files), made once: the row of
 * image_variant answers every later call, so an unchanged image re-sent on save costs one lookup.
 * An unknown fileId is a 400 naming `field`. Call outside a transaction (resizing takes time).
 */
export async function imageVariants(
  db: DbOrTx,
  fileId: string,
  options: { field: string; userName: string },
): Promise<ImageVariants> {
  const [known] = await db.select().from(imageVariant).where(eq(imageVariant.fileId, fileId));
  if (known) return withUrls(known);
  const original = await readImage(db, fileId);
  if (!original) {
    throw new AppError(400, 'VALIDATION', `${options.field}: no uploaded image ${fileId}`, [
      { field: options.field, message: 'no uploaded image has this fileId' },
    ]);
  }
  let resized: { web: Buffer; thumb: Buffer };
  try {
    resized = await resizeVariants(original.data);
  } catch {
    throw new AppError(400, 'VALIDATION', `${options.field} cannot be decoded as an image`, [
      { field: options.field, message: 'cannot be decoded as an image' },
    ]);
  }
  const stored = { userName: options.userName, field: options.field };
  const web = await storeImage(db, resized.web, stored);
  const thumb = await storeImage(db, resized.thumb, stored);
  const row = { fileId, webFileId: web.fileId, thumbFileId: thumb.fileId };
  await db.insert(imageVariant).values(row).onConflictDoNothing();
  return withUrls(row);
}

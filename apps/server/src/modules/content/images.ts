import type { DbOrTx } from '../../db/client';
import { imageVariants, type ImageVariants } from '../../platform/files/variants';

/**
 * The variants of each image a form names (null: none), made before the save's transaction: an
 * unknown fileId is a 400 naming its field; an image already resized costs a lookup.
 */
export async function prepareImages<K extends string>(
  db: DbOrTx,
  images: Record<K, string | null>,
  userName: string,
): Promise<Record<K, ImageVariants | null>> {
  const out = {} as Record<K, ImageVariants | null>;
  for (const field of Object.keys(images) as K[]) {
    const fileId = images[field];
    out[field] = fileId ? await imageVariants(db, fileId, { field, userName }) : null;
  }
  return out;
}

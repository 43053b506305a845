/** An image of a product, quest, outlet, promotion, news item or campaign: at most 15 MB. */
export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;

/**
 * At most 50 megapixels (a 6000 x 4000 photo is 24): a small file that declares a huge canvas
 * (a decompression bomb) is refused before any decoder allocates it.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;

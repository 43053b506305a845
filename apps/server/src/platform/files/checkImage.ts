import { refuseFile } from '../upload/multipart';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS } from './limits';
import { sniffImage, type ImageInfo } from './sniff';

/**
 * The bytes as an accepted image, or a 400 naming `field`: empty, too large, not a PNG, JPEG,
 * GIF or WebP by its signature, or more pixels than any screen of ours needs.
 */
export function checkImage(bytes: Buffer, field = 'file'): ImageInfo {
  if (bytes.length === 0) throw refuseFile(`${field} is empty`, field);
  if (bytes.length > IMAGE_MAX_BYTES) {
    throw refuseFile(`${field} is larger than ${IMAGE_MAX_BYTES / (1024 * 1024)} MB`, field);
  }
  const info = sniffImage(bytes);
  if (!info) throw refuseFile(`${field} is not a PNG, JPEG, GIF or WebP image`, field);
  if (info.width * info.height > IMAGE_MAX_PIXELS) {
    throw refuseFile(
      `${field} is ${info.width} x ${info.height} pixels; at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels`,
      field,
    );
  }
  return info;
}

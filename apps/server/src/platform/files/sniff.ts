/**
 * Images are recognised by their bytes, never by a file name or a client's content type: the
 * signature of PNG, JPEG, GIF or WebP, and the pixel size read from the image's own header, so a
 * renamed PDF or a 'PNG' that is really HTML is refused before anything is stored.
 */
export type ImageMime = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

export interface ImageInfo {
  mime: ImageMime;
  width: number;
  height: number;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngSize(b: Buffer): [number, number] | undefined {
  // IHDR is the first chunk: length(4) 'IHDR'(4) width(4) height(4).
  if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return [b.readUInt32BE(16), b.readUInt32BE(20)];
}

function gifSize(b: Buffer): [number, number] | undefined {
  return b.length < 10 ? undefined : [b.readUInt16LE(6), b.readUInt16LE(8)];
}

/** Walks the JPEG markers to the first start-of-frame (SOF0..SOF15 except DHT, JPG, DAC). */
function jpegSize(b: Buffer): [number, number] | undefined {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2; // markers without a length
      continue;
    }
    const length = b.readUInt16BE(at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return [b.readUInt16BE(at + 7), b.readUInt16BE(at + 5)];
    if (length < 2) return undefined;
    at += 2 + length;
  }
  return undefined;
}

function webpSize(b: Buffer): [number, number] | undefined {
  if (b.length < 30) return undefined;
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') return [b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff];
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return [(bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1];
  }
  if (chunk === 'VP8X') return [b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1];
  return undefined;
}

function typeOf(b: Buffer): ImageMime | undefined {
  if (b.length >= 8 && b.subarray(0, 8).equals(PNG)) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  const head = b.toString('latin1', 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  if (b.length >= 12 && head.startsWith('RIFF') && b.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  return undefined;
}

/** The image's type and size, or undefined when the bytes are not an image we accept. */
export function sniffImage(bytes: Buffer): ImageInfo | undefined {
  const mime = typeOf(bytes);
  if (!mime) return undefined;
  const size =
    mime === 'image/png'
      ? pngSize(bytes)
      : mime === 'image/jpeg'
        ? jpegSize(bytes)
        : mime === 'image/gif'
          ? gifSize(bytes)
          : webpSize(bytes);
  if (!size || size[0] < 1 || size[1] < 1) return undefined;
  return { mime, width: size[0], height: size[1] };
}

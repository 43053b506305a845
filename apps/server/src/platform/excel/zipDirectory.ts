/**
 * A reader of a zip's central directory: names and declared sizes of every entry, without
 * inflating anything. An xlsx is a zip, and the directory is what lets an upload be judged (how
 * many entries, how large once inflated) in microseconds, before any parser spends time on it.
 * Zip64 is not read: an upload is at most a few MB, and a directory that needs zip64 fields is
 * refused as damaged.
 */

/** A file that is not a readable zip (no end record, a directory pointing outside the file). */
export class ZipFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipFormatError';
  }
}

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is refused by the guard. */
  method: number;
  compressedSize: number;
  /** CRC-32 of the inflated data, as the directory states it. */
  crc: number;
  /** What the directory says; the guard checks the inflated data against it. */
  uncompressedSize: number;
  /** Offset of the entry's local header. */
  localOffset: number;
}

const END_SIGNATURE = 0x06054b50;
const DIRECTORY_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_SIZE = 22;
const DIRECTORY_HEADER_SIZE = 46;
const LOCAL_HEADER_SIZE = 30;
const SATURATED_16 = 0xffff;
const SATURATED_32 = 0xffffffff;

/** The end-of-central-directory record sits in the last 22 bytes plus a comment of up to 64 KB. */
function endRecordOffset(zip: Buffer): number {
  const earliest = Math.max(0, zip.length - END_SIZE - 0xffff);
  for (let at = zip.length - END_SIZE; at >= earliest; at--) {
    if (zip.readUInt32LE(at) === END_SIGNATURE) return at;
  }
  throw new ZipFormatError('no end of central directory record');
}

export function readZipDirectory(zip: Buffer): ZipEntry[] {
  if (zip.length < END_SIZE) throw new ZipFormatError('too short to be a zip');
  const end = endRecordOffset(zip);
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  const start = zip.readUInt32LE(end + 16);
  if (count === SATURATED_16 || size === SATURATED_32 || start === SATURATED_32) {
    throw new ZipFormatError('zip64 archives are not read');
  }
  if (start + size > end) throw new ZipFormatError('central directory outside the file');
  const entries: ZipEntry[] = [];
  let at = start;
  for (let i = 0; i < count; i++) {
    if (at + DIRECTORY_HEADER_SIZE > end || zip.readUInt32LE(at) !== DIRECTORY_SIGNATURE) {
      throw new ZipFormatError('damaged central directory');
    }
    const nameLength = zip.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      method: zip.readUInt16LE(at + 10),
      crc: zip.readUInt32LE(at + 16),
      compressedSize: zip.readUInt32LE(at + 20),
      uncompressedSize: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
      name: zip.toString(
        'utf8',
        at + DIRECTORY_HEADER_SIZE,
        at + DIRECTORY_HEADER_SIZE + nameLength,
      ),
    };
    if (
      entry.compressedSize === SATURATED_32 ||
      entry.uncompressedSize === SATURATED_32 ||
      entry.localOffset === SATURATED_32
    ) {
      throw new ZipFormatError('zip64 entries are not read');
    }
    entries.push(entry);
    at +=
      DIRECTORY_HEADER_SIZE + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** The compressed bytes of an entry, found through its local header (whose extra field may differ). */
export function entryData(zip: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localOffset;
  if (at + LOCAL_HEADER_SIZE > zip.length || zip.readUInt32LE(at) !== LOCAL_SIGNATURE) {
    throw new ZipFormatError(`damaged local header of ${entry.name}`);
  }
  const dataStart = at + LOCAL_HEADER_SIZE + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const dataEnd = dataStart + entry.compressedSize;
  if (dataEnd > zip.length) throw new ZipFormatError(`${entry.name} runs past the end of the file`);
  return zip.subarray(dataStart, dataEnd);
}

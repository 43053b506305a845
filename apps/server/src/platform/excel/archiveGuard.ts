import { inflateRawSync } from 'node:zlib';
import { entryData, readZipDirectory, ZipFormatError, type ZipEntry } from './zipDirectory';

/**
 * Bounds of an uploaded workbook once inflated. A real upload of 50,000 rows is a few tens of MB
 * of XML in a handful of entries, compressed at most about 30:1; a zip bomb is hundreds of MB or
 * GB, or tens of thousands of entries, at ratios near deflate's maximum of 1032:1.
 */
export const ARCHIVE_LIMITS = {
  maxEntries: 10_000,
  maxTotalBytes: 100 * 1024 * 1024,
  maxRatio: 200,
  /** Small entries (styles, rels) compress well and cost nothing; the ratio applies above this. */
  ratioFloorBytes: 1024 * 1024,
} as const;

const MB = 1024 * 1024;

/** The workbook is refused; the message says why, in words an uploader can act on. */
export class SpreadsheetRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SpreadsheetRefused';
  }
}

/** The archive cannot be read at all (damaged, not a zip): the caller says 'cannot be read'. */
export class SpreadsheetUnreadable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SpreadsheetUnreadable';
  }
}

function directoryOf(zip: Buffer): ZipEntry[] {
  try {
    return readZipDirectory(zip);
  } catch (error) {
    if (error instanceof ZipFormatError) throw new SpreadsheetUnreadable(error.message);
    throw error;
  }
}

/**
 * Judges an xlsx by what its central directory declares: entry count, total inflated size and
 * each large entry's compression ratio. Costs microseconds, so an obvious bomb is refused before
 * anything is inflated. Returns the entries for inflateChecked.
 */
export function checkArchive(zip: Buffer): ZipEntry[] {
  const entries = directoryOf(zip);
  const limits = ARCHIVE_LIMITS;
  if (entries.length > limits.maxEntries) {
    throw new SpreadsheetRefused(
      `it holds ${entries.length} files inside; a workbook may hold at most ${limits.maxEntries}`,
    );
  }
  let total = 0;
  for (const entry of entries) {
    if (entry.method !== 0 && entry.method !== 8) {
      throw new SpreadsheetUnreadable(`${entry.name} uses compression method ${entry.method}`);
    }
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > limits.ratioFloorBytes && ratio > limits.maxRatio) {
      throw new SpreadsheetRefused(
        `${entry.name} inflates ${Math.round(ratio)} times (at most ${limits.maxRatio} is accepted)`,
      );
    }
  }
  if (total > limits.maxTotalBytes) {
    throw new SpreadsheetRefused(
      `it inflates to ${Math.ceil(total / MB)} MB; a workbook may inflate to at most ${limits.maxTotalBytes / MB} MB`,
    );
  }
  return entries;
}

/**
 * Inflates every entry with the size its directory declared as a hard cap, and hands each to
 * `visit`. A lying directory (small sizes declared, gigabytes inside) is caught here: zlib stops
 * at the cap instead of filling memory, so what any later parser inflates is bounded by the
 * totals checkArchive accepted. Runs in the parse worker, never on the server's event loop.
 */
export function inflateChecked(
  zip: Buffer,
  entries: ZipEntry[],
  visit: (entry: ZipEntry, data: Buffer) => void,
): void {
  for (const entry of entries) {
    let data: Buffer;
    try {
      const raw = entryData(zip, entry);
      data =
        entry.method === 0
          ? raw
          : inflateRawSync(raw, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        throw new SpreadsheetRefused(
          `${entry.name} inflates beyond the ${entry.uncompressedSize} bytes its directory declares`,
        );
      }
      throw new SpreadsheetUnreadable(`${entry.name}: ${(error as Error).message}`);
    }
    if (data.length !== entry.uncompressedSize) {
      throw new SpreadsheetUnreadable(`${entry.name} is not the size its directory declares`);
    }
    visit(entry, data);
  }
}

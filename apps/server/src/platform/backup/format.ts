import type { SequenceValue, TableSummary } from './catalog';

/**
 * A backup file is gzip-compressed JSON lines:
 *
 *   {"format":"dealer-console-backup", ...header}        one line, everything needed to check it
 *   {"table":"branch"}                                    then, per table in dependency order,
 *   {"id":1,"code":"B01",...}                             one line per row (to_jsonb of the row)
 *
 * Logical, not physical: the same file restores into PGlite or PostgreSQL of any version, and
 * the row lines are produced and consumed by SQL only (never parsed in JavaScript), so numeric,
 * bigint and timestamp values round-trip exactly.
 */
export const BACKUP_FORMAT = 'dealer-console-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  source: 'pglite' | 'postgres';
  /** Hashes of the applied migrations, oldest first: the schema the rows belong to. */
  migrations: string[];
  /** Per table, in load order: columns, row count and checksum to verify the restore against. */
  tables: (TableSummary & { columns: string[] })[];
  sequences: SequenceValue[];
}

export function parseHeader(line: string | undefined): BackupHeader {
  let value: unknown;
  try {
    value = JSON.parse(line ?? '');
  } catch {
    throw new Error('Not a backup file of this console (no header line)');
  }
  const header = value as Partial<BackupHeader>;
  if (header.format !== BACKUP_FORMAT) throw new Error('Not a backup file of this console');
  if (header.version !== BACKUP_VERSION) {
    throw new Error(`Backup format version ${String(header.version)} is not supported`);
  }
  if (!Array.isArray(header.tables) || !Array.isArray(header.migrations)) {
    throw new Error('The backup header is incomplete');
  }
  return header as BackupHeader;
}

/** 2026-11-23T20:38:38.123Z -> 20261123-203838: sortable, and safe in every file system. */
export function backupFileName(at: Date, prefix = 'backup'): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${prefix}-${stamp}.jsonl.gz`;
}

import { once } from 'node:events';
import { createWriteStream, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { rows, type Database, type DbOrTx } from '../../db/client';
import { yieldTurn } from '../../db/turn';
import { ident, listTables, pinTextFormat, readSequences, rowJson, summarize } from './catalog';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader } from './format';

/** Rows fetched per round trip: bounds memory on a large PostgreSQL table. */
const FETCH_ROWS = 2000;

/** Hashes of the migrations applied to this database, oldest first (none on an empty one). */
async function appliedMigrations(tx: DbOrTx): Promise<string[]> {
  const [table] = await rows<{ found: string | null }>(
    tx,
    sql.raw(`select to_regclass('drizzle.__drizzle_migrations')::text as found`),
  );
  if (!table?.found) return [];
  const applied = await rows<{ hash: string }>(
    tx,
    sql.raw(`select hash from drizzle.__drizzle_migrations order by created_at, id`),
  );
  return applied.map((m) => m.hash);
}

async function write(out: Writable, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

/**
 * Writes the whole database to `out` as backup lines (see format.ts), from one REPEATABLE READ
 * READ ONLY transaction: every table is read from the same snapshot, so the file is consistent
 * while the server keeps writing (PostgreSQL), or the server's queries wait for it (PGlite runs
 * one transaction at a time; a small office database dumps in about a second).
 */
export async function dumpDatabase(database: Database, out: Writable): Promise<BackupHeader> {
  return database.db.transaction(
    async (tx) => {
      await pinTextFormat(tx);
      const tables = await listTables(tx);
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        source: database.kind,
        migrations: await appliedMigrations(tx),
        tables: [],
        sequences: await readSequences(tx),
      };
      for (const table of tables) {
        header.tables.push({ ...(await summarize(tx, table.name)), columns: table.columns });
      }
      await write(out, `${JSON.stringify(header)}\n`);
      for (const table of tables) {
        await write(out, `${JSON.stringify({ table: table.name })}\n`);
        // A cursor streams the table instead of holding it in memory; closed with the transaction.
        const cursor = `backup_${tables.indexOf(table)}`;
        await rows(
          tx,
          sql.raw(
            `declare ${cursor} no scroll cursor for select ${rowJson(table.name)} as j from ${ident(table.name)}`,
          ),
        );
        for (;;) {
          const batch = await rows<{ j: string }>(
            tx,
            sql.raw(`fetch ${FETCH_ROWS} from ${cursor}`),
          );
          if (batch.length > 0) await write(out, `${batch.map((r) => r.j).join('\n')}\n`);
          if (batch.length < FETCH_ROWS) break;
          // On PGlite the fetches would otherwise run back to back without the server reading a
          // request; the requests' statements still wait for the dump's transaction.
          await yieldTurn();
        }
        await rows(tx, sql.raw(`close ${cursor}`));
      }
      return header;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Dumps into `path`, gzip-compressed, through a temporary file renamed at the end: a crash or a
 * full disk never leaves a truncated file under the final name.
 */
export async function dumpToFile(database: Database, path: string): Promise<BackupHeader> {
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.partial`;
  const file = createWriteStream(partial, { mode: 0o600 });
  const gzip = createGzip();
  gzip.pipe(file);
  try {
    const header = await dumpDatabase(database, gzip);
    gzip.end();
    await finished(file);
    renameSync(partial, path);
    return header;
  } catch (error) {
    gzip.destroy();
    file.destroy();
    rmSync(partial, { force: true });
    throw error;
  }
}

import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { rows, type Database, type DbOrTx } from '../../db/client';
import { hasRows, ident, listTables, pinTextFormat, summarize } from './catalog';
import { dumpToFile } from './dump';
import { parseHeader, type BackupHeader } from './format';
import { dropSchema, migrateTo, shippedMigrations } from './schema';

/** The target holds rows and --force was not given: nothing was changed. */
export class RestoreRefused extends Error {}

export interface RestoreOptions {
  /** Replace a database that holds rows. */
  force?: boolean;
  /** With force on a non-empty database: where to dump it first, so a wrong restore can be undone. */
  safetyCopyPath?: string;
}

export interface RestoreResult {
  header: BackupHeader;
  safetyCopy: string | undefined;
}

/** Rows per INSERT, and the JSON text size at which a batch is sent early. */
const BATCH_ROWS = 1000;
const BATCH_BYTES = 4 * 1024 * 1024;

function checkMigrations(header: BackupHeader): void {
  const shipped = shippedMigrations();
  const known = header.migrations.every((hash, i) => shipped[i] === hash);
  if (!known || header.migrations.length > shipped.length) {
    throw new Error(
      'This backup was made by a different or newer version of the server (its migrations are not ' +
        "a prefix of this version's); restore it with the version that made it.",
    );
  }
}

/** Inserts one batch of row lines; the JSON is turned back into rows by SQL, never by JavaScript. */
async function insertBatch(tx: DbOrTx, table: string, columns: string[], lines: string[]) {
  const list = columns.map(ident).join(', ');
  try {
    await rows(
      tx,
      sql`${sql.raw(`insert into ${ident(table)} (${list}) overriding system value select ${list} from json_populate_recordset(null::${ident(table)}, `)}${`[${lines.join(',')}]`}${sql.raw('::json)')}`,
    );
  } catch (error) {
    // The driver's message carries the parameters, i.e. the rows (password hashes among them):
    // only the database's reason goes on.
    const reason = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    // eslint-disable-next-line preserve-caught-error -- the caught error is what must not go on
    throw new Error(
      `Loading table ${table} failed: ${reason instanceof Error ? reason.message : String(reason)}`,
    );
  }
}

/**
 * Loads the row lines into the freshly migrated schema in one transaction and verifies every
 * table's row count and checksum against the header before committing: a restore either matches
 * the backup exactly or changes nothing. User triggers are off while loading, because the backup
 * already holds what they derive (test_drive_unit_count would otherwise be counted twice).
 */
async function loadRows(database: Database, header: BackupHeader, lines: AsyncIterator<string>) {
  await database.db.transaction(async (tx) => {
    await pinTextFormat(tx);
    const present = new Map((await listTables(tx)).map((t) => [t.name, t.columns]));
    for (const table of header.tables) {
      const columns = present.get(table.name);
      if (!columns || columns.join() !== table.columns.join()) {
        throw new Error(`Table ${table.name} of the backup does not match the migrated schema`);
      }
      await rows(tx, sql.raw(`alter table ${ident(table.name)} disable trigger user`));
    }
    // A migration may seed reference rows (campaign types, say); the backup holds them too, so
    // the freshly migrated tables are emptied first, all in one statement for their foreign keys.
    if (header.tables.length > 0) {
      const names = header.tables.map((t) => ident(t.name)).join(', ');
      await rows(tx, sql.raw(`truncate ${names} restart identity`));
    }
    const columnsOf = new Map(header.tables.map((t) => [t.name, t.columns]));
    let table: string | undefined;
    let batch: string[] = [];
    let bytes = 0;
    const flush = async () => {
      if (table && batch.length > 0) await insertBatch(tx, table, columnsOf.get(table)!, batch);
      batch = [];
      bytes = 0;
    };
    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      const line = next.value;
      if (line === '') continue;
      if (line.startsWith('{"table":')) {
        await flush();
        table = (JSON.parse(line) as { table: string }).table;
        if (!columnsOf.has(table))
          throw new Error(`The backup has rows of an unlisted table ${table}`);
        continue;
      }
      if (!table) throw new Error('The backup has rows before any table line');
      batch.push(line);
      bytes += line.length;
      if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
    }
    await flush();
    for (const table of header.tables) {
      await rows(tx, sql.raw(`alter table ${ident(table.name)} enable trigger user`));
    }
    for (const sequence of header.sequences) {
      await rows(
        tx,
        sql`select setval(${ident(sequence.name)}::regclass, ${sequence.value}::bigint, ${sequence.isCalled})`,
      );
    }
    for (const expected of header.tables) {
      const actual = await summarize(tx, expected.name);
      if (actual.rows !== expected.rows || actual.checksum !== expected.checksum) {
        throw new Error(
          `Table ${expected.name} restored ${actual.rows} rows (checksum ${actual.checksum}), ` +
            `the backup holds ${expected.rows} (${expected.checksum}); nothing was committed`,
        );
      }
    }
  });
}

/**
 * Replaces the database's contents with the backup in `file`: refuses a database that holds rows
 * unless `force`, rebuilds the schema at the backup's migration, loads and verifies the rows, then
 * migrates to this version.
 */
export async function restoreFromFile(
  database: Database,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const input = createReadStream(file).pipe(createGunzip());
  const reader = createInterface({ input, crlfDelay: Infinity });
  const lines = reader[Symbol.asyncIterator]();
  try {
    const first = await lines.next();
    const header = parseHeader(first.done ? undefined : first.value);
    checkMigrations(header);

    let safetyCopy: string | undefined;
    if (await hasRows(database.db)) {
      if (!options.force) {
        throw new RestoreRefused(
          'The database is not empty; restoring would replace its contents. Add --force to do so.',
        );
      }
      if (options.safetyCopyPath) {
        await dumpToFile(database, options.safetyCopyPath);
        safetyCopy = options.safetyCopyPath;
      }
    }
    await dropSchema(database);
    await migrateTo(database, header.migrations.length);
    await loadRows(database, header, lines);
    await database.migrate();
    return { header, safetyCopy };
  } finally {
    reader.close();
    input.destroy();
  }
}

import { existsSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index';
import { copyTemplate, EMBEDDED_START_PARAMS, ensureTemplate } from './embeddedTemplate';
import { lockDataDir } from './lock';
import { migratePglite, migratePostgres } from './migrate';
import { PGLITE_EXTENSIONS } from './pgliteExtensions';
import { pglitePreparedQuery } from './pglitePrepared';
import { createPool, DEFAULT_CONNECT_TIMEOUT_MS } from './pool';
import type { OutageLogger } from './outageLog';

/** The one drizzle type every module uses; both drivers produce it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; services accept `Db | Tx` so they compose inside a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Plain SQL with $1 parameters, for the few statements drizzle does not express well. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * `query` as a named prepared statement on PostgreSQL: parsed and planned once per connection
   * instead of on every call (hot lists). `name` must identify `text`. On PGlite, see
   * pglitePrepared.ts.
   */
  queryPrepared<T = Record<string, unknown>>(
    name: string,
    text: string,
    params: unknown[],
  ): Promise<T[]>;
  /** Applies pending migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Embedded only: DATA_DIR. undefined = in-memory (tests). */
  dataDir?: string | undefined;
  /** Embedded in-memory only: start from this dump (PGlite dumpDataDir) instead of initdb. */
  loadDataDir?: Blob;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** PostgreSQL: how long a caller waits for a connection (DATABASE_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
  /** PostgreSQL: where the pool says that the database went away and came back. */
  log?: OutageLogger;
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = createPool({
      url: options.databaseUrl,
      size: options.poolSize ?? 10,
      connectTimeoutMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      log: options.log,
    });
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      kind: 'postgres',
      query: async <T>(text: string, params?: unknown[]) =>
        (await pool.query(text, params)).rows as T[],
      queryPrepared: async <T>(name: string, text: string, values: unknown[]) =>
        (await pool.query({ name, text, values })).rows as T[],
      migrate: () => migratePostgres(pool),
      close: () => pool.end(),
    };
  }

  const lock = options.dataDir ? lockDataDir(options.dataDir) : undefined;
  try {
    if (options.dataDir) await freshDataDir(options.dataDir);
    const client = await PGlite.create({
      dataDir: options.dataDir ? join(options.dataDir, 'pglite') : undefined,
      loadDataDir: options.dataDir ? undefined : options.loadDataDir,
      startParams: EMBEDDED_START_PARAMS,
      extensions: PGLITE_EXTENSIONS,
    });
    return {
      db: drizzlePglite({ client, schema }) as unknown as Db,
      kind: 'pglite',
      query: async <T>(text: string, params?: unknown[]) =>
        (await client.query<T>(text, params)).rows,
      queryPrepared: pglitePreparedQuery(client),
      migrate: () => migratePglite(client),
      close: async () => {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * A DATA_DIR without a database starts from the migrated template (embeddedTemplate.ts) instead
 * of running initdb. A marker file spans the copy: a start interrupted in the middle leaves a
 * partial directory that would look like a database, so the next start throws it away.
 */
async function freshDataDir(dataDir: string): Promise<void> {
  const dir = join(dataDir, 'pglite');
  const marker = join(dataDir, 'pglite.loading');
  if (existsSync(marker)) rmSync(dir, { recursive: true, force: true });
  else if (existsSync(join(dir, 'PG_VERSION'))) return;
  const template = await ensureTemplate();
  writeFileSync(marker, String(process.pid));
  copyTemplate(template.dir, dir);
  unlinkSync(marker);
}

/**
 * Rows of a raw drizzle `sql` statement on either driver (both answer `{ rows }`), usable inside a
 * transaction, unlike `Database.query`.
 */
export async function rows<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

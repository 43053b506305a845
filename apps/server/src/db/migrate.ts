import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePgliteDb } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePgDb } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/**
 * The SQL files sit next to this module in src/db/migrations; the bundle copies them to
 * dist/migrations, and the CLI bundles in dist/cli look one level up.
 */
export function migrationsFolder(): string {
  for (const candidate of ['./migrations/', '../migrations/']) {
    const dir = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(`${dir}meta/_journal.json`)) return dir;
  }
  throw new Error('Cannot find the migrations folder (expected migrations/meta/_journal.json)');
}

/** Drizzle records applied files in drizzle.__drizzle_migrations, so running again is a no-op. */
export async function migratePglite(client: PGlite): Promise<void> {
  await migratePgliteDb(drizzlePglite({ client }), { migrationsFolder: migrationsFolder() });
}

/** Arbitrary constant naming our advisory lock. */
const MIGRATION_LOCK = 720_028;

/**
 * Several server processes may start at once on one PostgreSQL; an advisory lock held on one
 * dedicated connection makes them migrate one after the other instead of racing.
 */
export async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePgDb(drizzlePg({ client }), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { rows, type Database } from '../../db/client';
import { migrationsFolder } from '../../db/migrate';
import { ident } from './catalog';

/** Hashes of the migrations this version of the server ships, oldest first. */
export function shippedMigrations(): string[] {
  return readMigrationFiles({ migrationsFolder: migrationsFolder() }).map((m) => m.hash);
}

/**
 * Drops every object the migrations created (tables with their indexes, triggers and sequences,
 * functions, types), the job queue and the migration journal, leaving an empty database to migrate afresh.
 * Objects that belong to an installed extension are left alone.
 */
export async function dropSchema(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
    const notFromExtension = (oid: string) =>
      `not exists (select 1 from pg_depend d where d.objid = ${oid} and d.deptype = 'e')`;
    const tables = await rows<{ name: string }>(
      tx,
      sql.raw(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and ${notFromExtension('c.oid')}`),
    );
    for (const { name } of tables)
      await rows(tx, sql.raw(`drop table if exists ${ident(name)} cascade`));
    const functions = await rows<{ signature: string }>(
      tx,
      sql.raw(`select p.oid::regprocedure::text as signature from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and ${notFromExtension('p.oid')}`),
    );
    for (const { signature } of functions) {
      await rows(tx, sql.raw(`drop function if exists ${signature} cascade`));
    }
    const leftovers = await rows<{ kind: string; name: string }>(
      tx,
      sql.raw(`select c.relkind::text as kind, c.relname as name from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('S', 'v', 'm') and ${notFromExtension('c.oid')}`),
    );
    const dropKind: Record<string, string> = { S: 'sequence', v: 'view', m: 'materialized view' };
    for (const { kind, name } of leftovers) {
      await rows(tx, sql.raw(`drop ${dropKind[kind]} if exists ${ident(name)} cascade`));
    }
    const types = await rows<{ name: string }>(
      tx,
      sql.raw(`select t.typname as name from pg_type t join pg_namespace n on n.oid = t.typnamespace
        where n.nspname = 'public' and t.typtype in ('e', 'd') and ${notFromExtension('t.oid')}`),
    );
    for (const { name } of types)
      await rows(tx, sql.raw(`drop type if exists ${ident(name)} cascade`));
    // The job queue's schema (migration 0028): working state of the database being replaced, so
    // its jobs would name deliveries the restored rows do not have. Start rebuilds it from them.
    await rows(tx, sql.raw(`drop schema if exists job_queue cascade`));
    await rows(tx, sql.raw(`drop table if exists drizzle.__drizzle_migrations`));
  });
}

/**
 * Migrates an empty database to exactly the first `count` shipped migrations: the schema a
 * backup's rows belong to. The rest run after the rows are in, as on any upgrade, so a backup of an
 * older version restores into a newer one.
 */
export async function migrateTo(database: Database, count: number): Promise<void> {
  const shipped = migrationsFolder();
  const dir = mkdtempSync(join(tmpdir(), 'restore-migrations-'));
  try {
    cpSync(shipped, dir, { recursive: true });
    const journalPath = join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
    journal.entries = journal.entries.slice(0, count);
    writeFileSync(journalPath, JSON.stringify(journal));
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: dir });
    } else {
      await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: dir });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase, type Db } from '../db/client';
import { migratePglite } from '../db/migrate';
import { PGLITE_EXTENSIONS } from '../db/pgliteExtensions';
import * as schema from '../db/schema/index';
import { seedDemo } from '../db/seed/demo';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Dumps of a migrated (and a migrated + seeded) PGlite, loaded by every test file. */
    pgliteTemplates?: { migrated: string; seeded: string };
    /** With TEST_DATABASE_URL: databases on that server that every test file's copies start from. */
    postgresTemplates?: { migrated: string; seeded: string };
  }
}

/**
 * On the PostgreSQL server, `create database ... template` copies a migrated and seeded database
 * in a fraction of the time that migrating and seeding each test file's own database takes. The
 * templates are dropped when the run ends.
 */
async function postgresTemplates(project: TestProject, serverUrl: string) {
  const run = randomBytes(4).toString('hex');
  const names = { migrated: `tpl_${run}_migrated`, seeded: `tpl_${run}_seeded` };
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const dropAll = async () => {
    for (const name of Object.values(names)) {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  };
  try {
    for (const [kind, name] of Object.entries(names)) {
      await admin.query(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const database = await createDatabase({ databaseUrl: url.toString(), poolSize: 2 });
      try {
        await database.migrate();
        if (kind === 'seeded') await seedDemo(database.db);
      } finally {
        await database.close();
      }
    }
  } catch (error) {
    await dropAll();
    await admin.end();
    throw error;
  }
  project.provide('postgresTemplates', names);
  return async () => {
    await dropAll();
    await admin.end();
  };
}

/**
 * A fresh PGlite runs initdb, which takes ~5 s; loading a dump takes < 1 s. So migrations and the
 * demo seed run once per test run here, and each test file starts from a copy. The dumps live in a
 * temp directory that teardown removes.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return postgresTemplates(project, serverUrl);
  const dir = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const dump = async (name: string) => {
    const path = join(dir, `${name}.tar`);
    writeFileSync(path, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return path;
  };
  try {
    await migratePglite(client);
    const migrated = await dump('migrated');
    await seedDemo(drizzle({ client, schema }) as unknown as Db);
    project.provide('pgliteTemplates', { migrated, seeded: await dump('seeded') });
  } finally {
    await client.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}

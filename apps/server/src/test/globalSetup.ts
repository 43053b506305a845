import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../db/client';
import { seedDemo } from '../seed/demo';
import { ensureTestTemplates } from './testTemplates';

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
 * Without TEST_DATABASE_URL every test file loads its PGlite from a dump: migrated, or migrated and
 * seeded. The dumps are made from the embedded start's template (no initdb) and kept between runs
 * while the seed's sources and the day stay the same (test/testTemplates.ts).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return postgresTemplates(project, serverUrl);
  const { migrated, seeded } = await ensureTestTemplates();
  project.provide('pgliteTemplates', { migrated, seeded });
  return undefined;
}

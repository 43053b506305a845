import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { TestProject } from 'vitest/node';
import type { Db } from '../db/client';
import { migratePglite } from '../db/migrate';
import { PGLITE_EXTENSIONS } from '../db/pgliteExtensions';
import * as schema from '../db/schema/index';
import { seedDemo } from '../db/seed/demo';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Dumps of a migrated (and a migrated + seeded) PGlite, loaded by every test file. */
    pgliteTemplates?: { migrated: string; seeded: string };
  }
}

/**
 * A fresh PGlite runs initdb, which takes ~5 s; loading a dump takes < 1 s. So migrations and the
 * demo seed run once per test run here, and each test file starts from a copy. The dumps live in a
 * temp directory that teardown removes.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return; // PostgreSQL creates a database per file instead
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

import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { serverPackageRoot } from './packageRoot';
import { ensureKeyedDir } from './keyedCacheDir';
import { migratePglite, migrationsFolder } from './migrate';
import { PGLITE_EXTENSIONS } from './pgliteExtensions';

/**
 * The settings every embedded database starts with (PGlite's own defaults plus ours). PGlite's
 * default shared_buffers is 128 MB, and PGlite touches all of it when it starts: 120 MB of
 * resident memory before the first query. The demo's data is a few MB and the files sit in the
 * OS page cache anyway, so 16 MB of buffers keeps the hot pages without paying for the rest.
 * wal_buffers and temp_buffers shrink for the same reason; one session only.
 */
export const EMBEDDED_START_PARAMS: string[] = [
  ...PGlite.defaultStartParams,
  ...['shared_buffers=16MB', 'wal_buffers=512kB', 'temp_buffers=2MB', 'max_connections=5'].flatMap(
    (setting) => ['-c', setting],
  ),
];

/**
 * A fresh embedded database used to run initdb (in a second, in-memory PGlite: ~1 GB resident
 * at its peak and 5–18 s on this machine) and then every migration. The result is the same for a
 * given PGlite version and set of migrations, so it is made once, and every fresh DATA_DIR starts
 * from a copy of its files (a plain file copy: loading PGlite's dumpDataDir tarball instead went
 * through the in-WebAssembly file system, twice the CPU and +140 MB resident). `npm run build`
 * makes it; a start that finds none makes it then. It lives under node_modules/.cache: never
 * committed, and gone with a clean install.
 */
export function templateRoot(): string {
  return join(serverPackageRoot(), 'node_modules', '.cache', 'pglite-template');
}

/** PGlite's version, every migration file and the recipe: what decides the template's content. */
export function templateKey(): string {
  const hash = createHash('sha256');
  // How the template is made; changed when the recipe changes, so old templates are remade.
  hash.update('recipe 3: without template0 and template1, with pg_trgm\n');
  // The package's exports hide its package.json; its entry is dist/index.*, one level down.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(dirname(dirname(entry)), 'package.json')));
  const folder = migrationsFolder();
  hash.update(readFileSync(join(folder, 'meta', '_journal.json')));
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(`${file}\n`);
    hash.update(readFileSync(join(folder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The template data directory of the current migrations, made now if missing. Several processes
 * may race here (a build and an e2e start): see ensureKeyedDir. Templates of other keys (older
 * migrations) are removed.
 */
export async function ensureTemplate(): Promise<{ dir: string; made: boolean }> {
  return ensureKeyedDir(
    templateRoot(),
    templateKey(),
    (dir) => existsSync(join(dir, 'PG_VERSION')),
    async (temporary) => {
      const client = await PGlite.create({
        dataDir: temporary,
        startParams: EMBEDDED_START_PARAMS,
        extensions: PGLITE_EXTENSIONS,
      });
      try {
        await migratePglite(client);
        // PGlite serves one database, `postgres`; template0 and template1 only serve CREATE
        // DATABASE, which the app never runs. Without them a fresh DATA_DIR copies 810 files
        // (28 MB) instead of 1,410 (43 MB): ~150 ms less CPU at every fresh start (issue 9).
        await client.exec(
          "update pg_database set datistemplate = false where datname in ('template0', 'template1')",
        );
        await client.exec('drop database template0');
        await client.exec('drop database template1');
        // So that a copy starts from a clean checkpoint, with no WAL to replay.
        await client.exec('checkpoint');
      } finally {
        await client.close();
      }
    },
  );
}

/** A fresh database directory at `target`, copied from the template. */
export function copyTemplate(template: string, target: string): void {
  cpSync(template, target, { recursive: true });
}

import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { serverPackageRoot } from '../db/packageRoot';
import type { Db } from '../db/client';
import { EMBEDDED_START_PARAMS, ensureTemplate, templateKey } from '../db/embeddedTemplate';
import { ensureKeyedDir } from '../db/keyedCacheDir';
import { PGLITE_EXTENSIONS } from '../db/pgliteExtensions';
import * as schema from '../db/schema/index';
import { seedDemo } from '../seed/demo';
import { businessToday } from '../platform/time/businessDate';
import { sourceClosure } from './sourceClosure';

/** The time zone seedDemo plans its demo days in when none is given. */
const SEED_TIME_ZONE = 'Asia/Jakarta';
/**
 * The seed plans orders around "now" (none booked after it), so a template is kept for an hour
 * of the same business day at most: a test then sees data at most an hour older than a fresh
 * seed's, which none of them can tell apart.
 */
const MAX_AGE_MS = 60 * 60_000;

export interface TestTemplates {
  /** A dump of a migrated database. */
  migrated: string;
  /** A dump of a migrated database with the demo data. */
  seeded: string;
  made: boolean;
}

function cacheRoot(): string {
  return join(serverPackageRoot(), 'node_modules', '.cache', 'pglite-test-templates');
}

/**
 * What decides the dumps' content: the embedded template's key (PGlite and the migrations), every
 * source file the demo seed reaches, the lock file (the npm packages the seed runs on) and the
 * business day. An edit to a test, or to a module the seed does not use, keeps the templates.
 */
export function testTemplateKey(): string {
  const server = serverPackageRoot();
  const repo = join(server, '..', '..');
  const hash = createHash('sha256');
  hash.update('recipe 1: the embedded template, dumped, then seedDemo(db), dumped\n');
  hash.update(`${templateKey()}\n${businessToday(SEED_TIME_ZONE)}\n`);
  hash.update(readFileSync(join(repo, 'package-lock.json')));
  const seed = join(server, 'src', 'seed', 'demo.ts');
  for (const file of sourceClosure([seed], join(repo, 'packages', 'contracts', 'src'))) {
    hash.update(`${relative(repo, file)}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

async function dumpTo(client: PGlite, path: string): Promise<void> {
  writeFileSync(path, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
}

/** Opens a copy of the embedded template (no initdb), dumps it, seeds it, dumps it again. */
async function makeDumps(into: string): Promise<void> {
  const { dir } = await ensureTemplate();
  const dataDir = join(into, 'data');
  cpSync(dir, dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    startParams: EMBEDDED_START_PARAMS,
    extensions: PGLITE_EXTENSIONS,
  });
  try {
    await dumpTo(client, join(into, 'migrated.tar'));
    await seedDemo(drizzle({ client, schema }) as unknown as Db);
    await dumpTo(client, join(into, 'seeded.tar'));
  } finally {
    await client.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const fresh = (dir: string) =>
  existsSync(join(dir, 'seeded.tar')) && Date.now() - statSync(dir).mtimeMs < MAX_AGE_MS;

/**
 * The dumps every PGlite test file loads its database from, made when the key has none or its
 * are over an hour old, and kept under node_modules/.cache between runs: a run of one test file
 * then starts without initdb (5-18 s), migrations or the seed. Racing processes and other keys'
 * dumps: see ensureKeyedDir.
 */
export async function ensureTestTemplates(): Promise<TestTemplates> {
  const { dir, made } = await ensureKeyedDir(
    cacheRoot(),
    testTemplateKey(),
    fresh,
    async (into) => {
      mkdirSync(into);
      await makeDumps(into);
    },
  );
  return { migrated: join(dir, 'migrated.tar'), seeded: join(dir, 'seeded.tar'), made };
}

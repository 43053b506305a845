import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './client';
import { ensureTemplate, templateKey } from './embeddedTemplate';
import { migrationsFolder } from './migrate';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'template-test-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const journalEntries = () =>
  (
    JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

describe('embedded database template', () => {
  it('starts a fresh DATA_DIR migrated, with the small buffers, from the template', async () => {
    const template = await ensureTemplate();
    expect(template.dir).toContain(templateKey());
    const dataDir = freshDir();
    const database = await createDatabase({ dataDir });
    try {
      const [applied] = await database.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied!.n).toBe(journalEntries());
      const [buffers] = await database.query<{ shared_buffers: string }>('show shared_buffers');
      expect(buffers!.shared_buffers).toBe('16MB');
      // Only the database PGlite serves: the template databases are not copied at every start.
      const databases = await database.query<{ datname: string }>(
        'select datname from pg_database',
      );
      expect(databases.map((d) => d.datname)).toEqual(['postgres']);
      expect(existsSync(join(dataDir, 'pglite.loading'))).toBe(false);
    } finally {
      await database.close();
    }
  }, 40_000);

  it('throws away a copy that a stopped start left half done and copies again', async () => {
    const dataDir = freshDir();
    mkdirSync(join(dataDir, 'pglite'), { recursive: true });
    writeFileSync(join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
    writeFileSync(join(dataDir, 'pglite.loading'), '1');
    const database = await createDatabase({ dataDir });
    try {
      const [applied] = await database.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied!.n).toBe(journalEntries());
    } finally {
      await database.close();
    }
  }, 40_000);
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, type Database } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/testApp';
import { listTables, pinTextFormat, readSequences, summarize } from './catalog';
import { dumpToFile } from './dump';
import { restoreFromFile, RestoreRefused } from './restore';
import { dropSchema } from './schema';

/** Every table's row count and checksum, and every sequence: what "intact" means. */
async function snapshot(database: Database) {
  return database.db.transaction(async (tx) => {
    await pinTextFormat(tx);
    const tables = [];
    for (const table of await listTables(tx)) tables.push(await summarize(tx, table.name));
    return { tables, sequences: await readSequences(tx) };
  });
}

describe('backup and restore', () => {
  let t: TestApp;
  let dir: string;
  let before: Awaited<ReturnType<typeof snapshot>>;
  let file: string;

  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(join(tmpdir(), 'backup-test-'));
    // Rows beyond the seed: a session (refresh token), and values whose text form is delicate.
    await t.signIn('superadmin');
    await t.database.query(
      `update branch set branch_description = $1 where id = (select min(id) from branch)`,
      ['Cabang "Pusat" \\ é ✓ \t tab'],
    );
    before = await snapshot(t.database);
    file = join(dir, 'backup.jsonl.gz');
    await dumpToFile(t.database, file);
  });

  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('backs up every table, destroys the database, and restores each table row for row', async () => {
    expect(before.tables.filter((x) => x.rows > 0).length).toBeGreaterThan(10);
    await dropSchema(t.database);
    const [gone] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname = 'public'`,
    );
    expect(gone!.n).toBe(0);

    await restoreFromFile(t.database, file);

    expect(await snapshot(t.database)).toEqual(before);
  });

  it('refuses to restore over a database that holds rows without force, and changes nothing', async () => {
    await t.database.query(`delete from login_failure`);
    await t.database.query(
      `update branch set branch_description = 'changed after the backup' where id = (select min(id) from branch)`,
    );
    const changed = await snapshot(t.database);

    await expect(restoreFromFile(t.database, file)).rejects.toBeInstanceOf(RestoreRefused);
    expect(await snapshot(t.database)).toEqual(changed);
  });

  it('restores over a database that holds rows with force, keeping a safety copy of what it replaced', async () => {
    const safetyCopyPath = join(dir, 'pre-restore.jsonl.gz');
    const result = await restoreFromFile(t.database, file, { force: true, safetyCopyPath });
    expect(result.safetyCopy).toBe(safetyCopyPath);
    expect(await snapshot(t.database)).toEqual(before);

    // The safety copy holds the replaced contents and restores like any backup.
    await restoreFromFile(t.database, safetyCopyPath, { force: true });
    const [branch] = await t.database.query<{ name: string }>(
      `select branch_description as name from branch where id = (select min(id) from branch)`,
    );
    expect(branch!.name).toBe('changed after the backup');
  });

  it('keeps the server working on the restored database: sign-in, and new ids continue after the old ones', async () => {
    await restoreFromFile(t.database, file, { force: true });
    await t.signIn('superadmin');
    const [row] = await rows<{ max: number }>(
      t.db,
      sql`select max(id)::int as max from refresh_token`,
    );
    const before = (await snapshot(t.database)).sequences.find(
      (s) => s.name === 'refresh_token_id_seq',
    );
    expect(row!.max).toBe(before!.value);
  });

  it('rejects a file that is not a backup, before touching the database', async () => {
    const text = join(dir, 'not-a-backup.gz');
    const { writeFileSync } = await import('node:fs');
    const { gzipSync } = await import('node:zlib');
    writeFileSync(text, gzipSync('hello\n'));
    const untouched = await snapshot(t.database);
    await expect(restoreFromFile(t.database, text, { force: true })).rejects.toThrow(
      /Not a backup file/,
    );
    expect(await snapshot(t.database)).toEqual(untouched);
  });
});

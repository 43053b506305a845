import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { backupIfDue, dailyBackups } from './daily';
import { restoreFromFile } from './restore';
import { backupSocketPath, requestBackup, serveBackups } from './socket';

describe('backups of a running embedded server', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(join(tmpdir(), 'backup-embedded-'));
  });

  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('hands a backup to a local client through the socket in DATA_DIR, readable by its owner only', async () => {
    const scratch = join(dir, 'scratch');
    const socket = await serveBackups(t.database, dir, scratch, { info() {}, error() {} });
    try {
      expect(statSync(backupSocketPath(dir)).mode & 0o777).toBe(0o600);
      const file = join(dir, 'from-socket.jsonl.gz');
      expect(await requestBackup(dir, file)).toBe(true);
      // The file is a complete backup: it restores, verifying every table's checksum.
      const { header } = await restoreFromFile(t.database, file, { force: true });
      expect(header.tables.reduce((n, x) => n + x.rows, 0)).toBeGreaterThan(1000);
      expect(readdirSync(scratch)).toEqual([]); // the server's scratch copy is gone
    } finally {
      await socket.close();
    }
    // No server listening: the CLI is told to open the database itself.
    expect(await requestBackup(dir, join(dir, 'none.jsonl.gz'))).toBe(false);
  });

  it('writes a daily backup when the last is a day old, and keeps the newest seven', async () => {
    const backups = join(dir, 'daily');
    const start = Date.parse('2026-11-01T02:00:00Z');
    const day = 24 * 60 * 60 * 1000;
    for (let i = 0; i < 8; i++) {
      expect(await backupIfDue(t.database, backups, new Date(start + i * day))).toBeDefined();
      // Within the day: not due again.
      expect(
        await backupIfDue(t.database, backups, new Date(start + i * day + day - 1)),
      ).toBeUndefined();
    }
    const kept = dailyBackups(backups).map((b) => b.at.toISOString());
    expect(kept).toHaveLength(7);
    expect(kept[0]).toBe(new Date(start + 7 * day).toISOString());
    expect(kept[6]).toBe(new Date(start + day).toISOString());
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, type Database } from './client';
import { lockDataDir } from './lock';
import { createTestApp } from '../test/testApp';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'data-dir-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const TABLES = [
  'answer',
  'answer_set',
  'app_user',
  'branch',
  'branch_city',
  'branch_cluster',
  'branch_type',
  'campaign',
  'campaign_delivery',
  'campaign_sink_message',
  'campaign_test_send',
  'campaign_type',
  'city',
  'cluster',
  'cluster_type',
  'content_news',
  'content_outlet',
  'content_promotion',
  'customer',
  'customer_export_audit',
  'game_app_config',
  'game_price_component',
  'game_product',
  'game_product_price_component',
  'game_product_type',
  'game_target_podium',
  'image_variant',
  'ledger_balance',
  'ledger_entry',
  'ledger_redemption',
  'login_failure',
  'login_known_address',
  'material',
  'message_rate_bucket',
  'messaging_key',
  'model_material',
  'model_material_color',
  'order_board_doc',
  'order_day_count',
  'order_day_count_zone',
  'order_notification',
  'player_tier_period',
  'point_correction_batch',
  'point_correction_row',
  'push_subscription',
  'quest',
  'quest_attachment',
  'quest_award_state',
  'quest_completion',
  'quest_event',
  'quest_event_rerun',
  'quest_participant',
  'quest_recurrence',
  'quest_rerun_request',
  'quest_rules_version',
  'quest_target',
  'quest_task',
  'quest_task_event',
  'quest_task_progress',
  'question',
  'question_answer_item',
  'question_answer_type',
  'questionnaire_category',
  'reason',
  'reason_category',
  'refresh_token',
  'region',
  'report_order_slot',
  'report_order_stage',
  'report_stage_slot',
  'salesman',
  'server_secret',
  'stored_file',
  'test_drive_activity_log',
  'test_drive_order',
  'test_drive_order_partner',
  'test_drive_unit',
  'test_drive_unit_block',
  'test_drive_unit_count',
  'unit_board_doc',
  'unit_list_doc',
  'user_additional_role',
  'user_area',
  'user_role',
];

async function tables(database: Database): Promise<string[]> {
  const rows = await database.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' order by 1",
  );
  return rows.map((r) => r.table_name);
}

describe('embedded database in DATA_DIR', () => {
  it('migrates, refuses a second server on the same DATA_DIR, and releases the lock on close', async () => {
    const dataDir = tempDir();
    const first = await createDatabase({ dataDir });
    try {
      await first.migrate();
      await first.migrate(); // idempotent
      expect(await tables(first)).toEqual(TABLES);
      expect(readFileSync(join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid));

      const started = Date.now();
      await expect(createDatabase({ dataDir })).rejects.toThrow(
        `Another server is already using DATA_DIR=${dataDir} (pid ${process.pid}). ` +
          'PGlite is single-process; stop it or use DATABASE_URL.',
      );
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);

    const again = await createDatabase({ dataDir });
    try {
      expect(await tables(again)).toEqual(TABLES); // the data survived the restart
    } finally {
      await again.close();
    }
  });

  it('takes over a stale lock left by a dead process', () => {
    const dataDir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(join(dataDir, 'server.lock'), String(dead));
    const lock = lockDataDir(dataDir);
    expect(readFileSync(join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock naming our own pid that this process does not hold (container restart)', () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'server.lock'), String(process.pid));
    const lock = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(/Another server is already using DATA_DIR/);
    lock.release();
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL', () => {
  it('runs the same migrations on a PostgreSQL server', async () => {
    const t = await createTestApp();
    try {
      expect(t.database.kind).toBe('postgres');
      await t.database.migrate(); // a second run is a no-op
      expect(await tables(t.database)).toEqual(TABLES);
    } finally {
      await t.close();
    }
  });

  it('keeps an idle connection, and the statements prepared on it, past the 10-second idle close of pg', async () => {
    const database = await createDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL,
      poolSize: 1,
    });
    // Only the timers are faked: the pool's idle close is a timer, the sockets stay real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const [before] = await database.queryPrepared<{ pid: number }>(
        'idle_probe',
        'select pg_backend_pid() as pid',
        [],
      );
      vi.advanceTimersByTime(60_000);
      const [after] = await database.query<{ pid: number; prepared: boolean }>(
        `select pg_backend_pid() as pid,
          exists (select 1 from pg_prepared_statements where name = 'idle_probe') as prepared`,
      );
      expect(after).toEqual({ pid: before!.pid, prepared: true });
    } finally {
      vi.useRealTimers();
      await database.close();
    }
  });
});

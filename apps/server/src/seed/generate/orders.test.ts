import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/testApp';
import { generateOrders } from './orders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const one = async (statement: ReturnType<typeof sql>) =>
  (await rows<{ n: number }>(t.db, statement))[0]!.n;

describe('generated orders (npm run seed -- --orders N)', () => {
  it('adds N orders on generated units, each with a log, never booking a unit twice', async () => {
    await t.db.transaction((tx) => generateOrders(tx, 1200, '2026-11-21', 'Asia/Jakarta'));
    await t.db.transaction((tx) => generateOrders(tx, 800, '2026-11-21', 'Asia/Jakarta'));
    expect(
      await one(
        sql`select count(*)::int as n from test_drive_order where created_by = 'generator'`,
      ),
    ).toBe(2000);
    expect(
      await one(sql`select count(*)::int as n from test_drive_unit where created_by = 'generator'`),
    ).toBe(4);
    expect(
      await one(sql`select count(*)::int as n from test_drive_order a join test_drive_order b
        on a.test_drive_unit_id = b.test_drive_unit_id and a.id < b.id
        and a.start_date_time < b.end_date_time and b.start_date_time < a.end_date_time`),
    ).toBe(0);
    expect(
      await one(sql`select count(*)::int as n from test_drive_order o where o.created_by = 'generator'
        and not exists (select 1 from test_drive_activity_log l where l.test_drive_order_id = o.id)`),
    ).toBe(0);
    expect(
      await one(sql`select count(*)::int as n from test_drive_order o where o.created_by = 'generator'
        and o.status_code in (2, 3, 4, 16) and not exists (select 1 from test_drive_order_partner p
          where p.test_drive_order_id = o.id)`),
    ).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../client';
import { createTestApp, type TestApp } from '../../test/testApp';
import { businessDateTime } from '../../platform/time/businessDate';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the demo orders', () => {
  it('cover every status, with one log row per step and a salesman once assigned', async () => {
    const statuses = await rows<{ status: number }>(
      t.db,
      sql`select distinct status_code as status from test_drive_order order by 1`,
    );
    expect(statuses.map((s) => s.status)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
    ]);
    const [mismatch] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from test_drive_order o
        where o.version <> (select count(*) from test_drive_activity_log l
          where l.test_drive_order_id = o.id)`,
    );
    expect(mismatch!.n).toBe(0);
    const [unassigned] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from test_drive_order o
        where o.status_code in (2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16)
          and not exists (select 1 from test_drive_order_partner p
            where p.test_drive_order_id = o.id and p.is_current)`,
    );
    expect(unassigned!.n).toBe(0);
  });

  it('never book one unit twice at the same time, nor on its blocked days', async () => {
    const [overlaps] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from test_drive_order a join test_drive_order b
        on a.test_drive_unit_id = b.test_drive_unit_id and a.id < b.id
        and a.start_date_time < b.end_date_time and b.start_date_time < a.end_date_time`,
    );
    expect(overlaps!.n).toBe(0);
    const [onBlocks] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from test_drive_order o join test_drive_unit_block k
        on k.test_drive_unit_id = o.test_drive_unit_id and k.released_time is null
        and (o.start_date_time at time zone 'Asia/Jakarta')::date
          between k.block_start_date and k.block_end_date`,
    );
    expect(onBlocks!.n).toBe(0);
  });
});

describe('the demo orders in time', () => {
  it('were all created, and logged, before now', async () => {
    const [future] = await rows<{ orders: number; logs: number }>(
      t.db,
      sql`select (select count(*)::int from test_drive_order
            where created_time > now() or submitted_time > now()) as orders,
          (select count(*)::int from test_drive_activity_log where created_time > now()) as logs`,
    );
    expect(future).toEqual({ orders: 0, logs: 0 });
  });

  it('let an order made now head the newest-first list', async () => {
    // The lists sort by created_time desc (modules/order/query.ts); a new order is stamped now().
    const [newest] = await rows<{ later: boolean }>(
      t.db,
      sql`select max(created_time) < now() as later from test_drive_order`,
    );
    expect(newest!.later).toBe(true);
  });

  it("lie inside the timeline's hours, 08:00 to 18:00 business time", async () => {
    const [outside] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from test_drive_order
        where (start_date_time at time zone 'Asia/Jakarta')::time < time '08:00'
          or (end_date_time at time zone 'Asia/Jakarta')::time > time '18:00'
          or (end_date_time at time zone 'Asia/Jakarta')::date
            <> (start_date_time at time zone 'Asia/Jakarta')::date`,
    );
    expect(outside!.n).toBe(0);
  });
});

describe('businessDateTime', () => {
  it('reads a wall-clock time in the business time zone', () => {
    expect(businessDateTime('2026-12-01', '09:00', 'Asia/Jakarta').toISOString()).toBe(
      '2026-12-01T02:00:00.000Z',
    );
    expect(businessDateTime('2026-12-01', '00:30', 'Asia/Jakarta').toISOString()).toBe(
      '2026-11-30T17:30:00.000Z',
    );
    expect(businessDateTime('2026-12-01', '09:00', 'UTC').toISOString()).toBe(
      '2026-12-01T09:00:00.000Z',
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../db/client';
import { createTestApp, type TestApp } from '../test/testApp';
import { addDays, businessDateTime, businessToday } from '../platform/time/businessDate';
import { seedDemoOrders } from './demoOrders';

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

describe('the demo started again days later', () => {
  const TZ = 'Asia/Jakarta';
  const seededDays = async () =>
    (
      await rows<{ day: string }>(
        t.db,
        sql`select distinct to_char(start_date_time at time zone ${TZ}, 'YYYY-MM-DD') as day
          from test_drive_order where created_by = 'customer app' order by 1`,
      )
    ).map((r) => r.day);
  /** The orders up to `lastId` (all by default): their count and a hash of what a user sees. */
  const fingerprint = (lastId = 2_147_483_647) =>
    rows<{ n: number; sum: string }>(
      t.db,
      sql`select count(*)::int as n, coalesce(sum(hashtext(id || ' ' || status_code || ' '
            || start_date_time || ' ' || test_drive_order_no)), 0)::text as sum
          from test_drive_order where id <= ${lastId}`,
    );

  it("fills the days that came into today's month and today's board, leaving every order as it was", async () => {
    const firstDay = businessToday(TZ);
    const later = addDays(firstDay, 5);
    const [before] = await fingerprint();
    const [{ maxId }] = (await rows<{ maxId: number }>(
      t.db,
      sql`select max(id) as "maxId" from test_drive_order`,
    )) as [{ maxId: number }];

    await seedDemoOrders(t.db, later, TZ);

    const [kept] = await fingerprint(maxId);
    expect(kept).toEqual(before);
    const days = await seededDays();
    for (let offset = -20; offset <= 10; offset++) expect(days).toContain(addDays(later, offset));
    const [today] = await rows<{ inFlow: number; added: number }>(
      t.db,
      sql`select count(*) filter (where status_code in (5, 6, 7, 8, 9, 10, 11))::int as "inFlow",
            count(*) filter (where id > ${maxId})::int as added
          from test_drive_order
          where to_char(start_date_time at time zone ${TZ}, 'YYYY-MM-DD') = ${later}`,
    );
    expect(today!.inFlow).toBeGreaterThan(0);
    expect(today!.added).toBeGreaterThan(0);
    const [clash] = await rows<{ overlaps: number; numbers: number }>(
      t.db,
      sql`select (select count(*)::int from test_drive_order a join test_drive_order b
            on a.test_drive_unit_id = b.test_drive_unit_id and a.id < b.id
            and a.start_date_time < b.end_date_time and b.start_date_time < a.end_date_time)
            as overlaps,
          (select count(*) - count(distinct test_drive_order_no) from test_drive_order)::int
            as numbers`,
    );
    expect(clash).toEqual({ overlaps: 0, numbers: 0 });
    const [unlogged] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from test_drive_order o where o.id > ${maxId}
        and o.version <> (select count(*) from test_drive_activity_log l
          where l.test_drive_order_id = o.id)`,
    );
    expect(unlogged!.n).toBe(0);

    // Started again the same day: nothing is added twice.
    const [filled] = await fingerprint();
    await seedDemoOrders(t.db, later, TZ);
    expect(await fingerprint()).toEqual([filled]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../db/client';
import { createTestApp, type TestApp } from '../test/testApp';
import { addDays, businessToday } from '../platform/time/businessDate';
import { seedDemoMaster } from './demoMasterSeed';
import { seedDemoOrders } from './demoOrders';

const TZ = 'Asia/Jakarta';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const seededBlocks = () =>
  rows<{ unit: number; from: string; to: string }>(
    t.db,
    sql`select test_drive_unit_id as unit, to_char(block_start_date, 'YYYY-MM-DD') as "from",
        to_char(block_end_date, 'YYYY-MM-DD') as "to"
      from test_drive_unit_block where created_by = 'seed' order by id`,
  );

/** Orders on a day one of their unit's open blocks covers (the block command refuses those). */
const ordersOnOpenBlocks = async () => {
  const [found] = await rows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from test_drive_order o join test_drive_unit_block k
      on k.test_drive_unit_id = o.test_drive_unit_id and k.released_time is null
      and (o.start_date_time at time zone ${TZ})::date between k.block_start_date and k.block_end_date`,
  );
  return found!.n;
};

describe('the demo blocks on a later start', () => {
  it('stay as they are while one of them is current or coming', async () => {
    const before = await seededBlocks();
    expect(before).toHaveLength(2);
    await seedDemoMaster(t.db, addDays(businessToday(TZ), 5), TZ);
    expect(await seededBlocks()).toEqual(before);
  });

  it('come back, current and coming, on units free on those days, once all have passed', async () => {
    const before = await seededBlocks();
    const later = addDays(businessToday(TZ), 30);
    await seedDemoMaster(t.db, later, TZ);
    const after = await seededBlocks();
    expect(after.slice(0, before.length)).toEqual(before);
    const renewed = after.slice(before.length);
    expect(renewed.map((b) => [b.from, b.to])).toEqual([
      [addDays(later, -1), addDays(later, 2)],
      [addDays(later, 7), addDays(later, 9)],
    ]);
    // The block command's rules: no order of the unit on those days, no other open block there.
    expect(await ordersOnOpenBlocks()).toBe(0);
    const [overlapping] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from test_drive_unit_block a join test_drive_unit_block b
        on a.test_drive_unit_id = b.test_drive_unit_id and a.id < b.id
        and a.released_time is null and b.released_time is null
        and a.block_start_date <= b.block_end_date and b.block_start_date <= a.block_end_date`,
    );
    expect(overlapping!.n).toBe(0);

    // Started again the same day: nothing more. The orders' top-up keeps off the new blocks.
    await seedDemoMaster(t.db, later, TZ);
    expect(await seededBlocks()).toEqual(after);
    await seedDemoOrders(t.db, later, TZ);
    expect(await ordersOnOpenBlocks()).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../db/client';
import { createTestApp, type TestApp } from '../test/testApp';
import { addDays, businessToday } from '../platform/time/businessDate';
import { seedDemoContent } from './demoContent';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const seededPromotions = () =>
  rows<{ uid: string; from: string; to: string; approval: string }>(
    t.db,
    sql`select uid, to_char(valid_from, 'YYYY-MM-DD') as "from",
        to_char(valid_to, 'YYYY-MM-DD') as "to", approval
      from content_promotion where created_by = 'seed' order by id`,
  );

describe('the demo promotions on a later start', () => {
  it('stay as they are while one of them still runs or is to come', async () => {
    const before = await seededPromotions();
    expect(before.length).toBeGreaterThan(0);
    await seedDemoContent(t.db, addDays(businessToday('Asia/Jakarta'), 30));
    expect(await seededPromotions()).toEqual(before);
  });

  it('come again from that day, in every approval state, once all have ended', async () => {
    const before = await seededPromotions();
    const later = addDays(businessToday('Asia/Jakarta'), 60);
    await seedDemoContent(t.db, later);
    const after = await seededPromotions();
    expect(after.slice(0, before.length)).toEqual(before);
    const renewed = after.slice(before.length);
    expect(renewed.map((p) => p.uid)).toEqual(
      before.map((p) => `${p.uid}-${later.replaceAll('-', '')}`),
    );
    expect(new Set(renewed.map((p) => p.approval))).toEqual(new Set(before.map((p) => p.approval)));
    // What runs on that day: the website shows a current promotion again.
    expect(renewed.some((p) => p.from <= later && p.to >= later && p.approval === 'approved')).toBe(
      true,
    );

    await seedDemoContent(t.db, later); // the same day again: nothing more
    expect(await seededPromotions()).toEqual(after);
  });
});

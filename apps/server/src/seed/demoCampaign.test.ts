import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../db/client';
import { createTestApp, type TestApp } from '../test/testApp';
import { addDays, businessToday } from '../platform/time/businessDate';
import { seedDemoCampaign } from './demoCampaign';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const seededCampaigns = () =>
  rows<{ title: string; status: number; from: string; to: string }>(
    t.db,
    sql`select title, status,
        to_char(valid_from at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as "from",
        to_char(valid_to at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as "to"
      from campaign where created_by = 'seed' order by id`,
  );

describe('the demo campaigns on a later start', () => {
  it('stay as they are while one of them still runs', async () => {
    const before = await seededCampaigns();
    expect(before).toHaveLength(2);
    await t.db.transaction((tx) =>
      seedDemoCampaign(tx, addDays(businessToday('Asia/Jakarta'), 20)),
    );
    expect(await seededCampaigns()).toEqual(before);
  });

  it('come again for that month, named with it and inactive, once both have ended', async () => {
    const before = await seededCampaigns();
    const later = addDays(businessToday('Asia/Jakarta'), 70);
    await t.db.transaction((tx) => seedDemoCampaign(tx, later));
    const after = await seededCampaigns();
    expect(after.slice(0, 2)).toEqual(before);
    const month = later.slice(0, 7);
    expect(after.slice(2)).toEqual(
      before.map((c) => ({
        title: `${c.title} ${month}`,
        status: 3,
        from: `${month}-01`,
        to: expect.any(String) as string,
      })),
    );
    // Running on that day, as the first two were on the first start.
    for (const c of after.slice(2)) expect(c.to > later).toBe(true);

    await t.db.transaction((tx) => seedDemoCampaign(tx, later)); // the same day again: nothing more
    expect(await seededCampaigns()).toEqual(after);
  });
});

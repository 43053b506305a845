import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../db/client';
import { createTestApp, type TestApp } from '../test/testApp';
import { addDays, businessToday } from '../platform/time/businessDate';
import { seedDemoQuests } from './demoQuests';

const TIME_ZONE = 'Asia/Jakarta';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const seededQuests = () =>
  rows<{ id: number; name: string; status: number; lastDay: string }>(
    t.db,
    sql`select q.id, q.quest_name as name, q.status,
        (select to_char(max(r.valid_to) at time zone ${TIME_ZONE}, 'YYYY-MM-DD')
          from quest_recurrence r where r.quest_id = q.id) as "lastDay"
      from quest q where q.created_by = 'seed' order by q.id`,
  );

const OPEN_OR_ACTIVE = new Set([1, 2]);

describe('the demo quests on a later start', () => {
  it('stay as they are while an open or active one still has a window to come', async () => {
    const before = await seededQuests();
    expect(before.length).toBeGreaterThan(0);
    await seedDemoQuests(t.db, addDays(businessToday(TIME_ZONE), 40), TIME_ZONE);
    expect(await seededQuests()).toEqual(before);
  });

  it('come again from that day, in every status, once none has a window left', async () => {
    const before = await seededQuests();
    const lastWindow = before
      .filter((q) => OPEN_OR_ACTIVE.has(q.status))
      .map((q) => q.lastDay)
      .sort()
      .at(-1)!;
    const later = addDays(lastWindow, 1);
    await seedDemoQuests(t.db, later, TIME_ZONE);
    const after = await seededQuests();
    expect(after.slice(0, before.length)).toEqual(before);
    const renewed = after.slice(before.length);
    expect(renewed.map((q) => q.name)).toEqual(before.map((q) => `${q.name} ${later.slice(0, 7)}`));
    expect(renewed.map((q) => q.status)).toEqual(before.map((q) => q.status));
    // What the engine needs on that day: an active quest whose window runs then.
    const [live] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from quest q join quest_recurrence r on r.quest_id = q.id
        where q.id in ${renewed.map((q) => q.id)} and q.status = 2
          and r.valid_from <= ${later}::timestamp at time zone ${TIME_ZONE}
          and r.valid_to >= ${later}::timestamp at time zone ${TIME_ZONE}`,
    );
    expect(live?.n).toBe(1);

    await seedDemoQuests(t.db, later, TIME_ZONE); // the same day again: nothing more
    expect(await seededQuests()).toEqual(after);
  });
});

describe('the demo quests have something true to show', () => {
  it('every demo quest tier target has demo players in that tier (the podium quest: GOLD)', async () => {
    const targets = await rows<{ quest: string; tier: string; players: number }>(
      t.db,
      sql`select q.quest_name as quest, t.code as tier,
          (select count(*)::int from salesman s
            where s.employee_no like 'EMP-%' and s.player_tier = t.code) as players
        from quest q join quest_target t on t.quest_id = q.id and t.kind = 'playerTier'
        where q.created_by = 'seed'`,
    );
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.filter((target) => target.players === 0)).toEqual([]);
  });

  it('the podium quest is published, so its Podium page opens from its form', async () => {
    const [podium] = await rows<{ status: number }>(
      t.db,
      sql`select status from quest where created_by = 'seed' and is_podium order by id limit 1`,
    );
    expect([1, 2]).toContain(podium?.status);
  });

  it('the active quest has a window running on the day of the first start, even a 31st', async () => {
    const fresh = await createTestApp({ seed: false });
    try {
      for (const day of ['2027-01-31', '2027-03-29', '2027-04-15']) {
        await fresh.db.execute(sql`truncate quest cascade`);
        await seedDemoQuests(fresh.db, day, TIME_ZONE);
        const [live] = await rows<{ n: number }>(
          fresh.db,
          sql`select count(*)::int as n from quest q join quest_recurrence r on r.quest_id = q.id
            where q.status = 2 and r.valid_from <= (${day}::date + time '12:00') at time zone ${TIME_ZONE}
              and r.valid_to >= (${day}::date + time '12:00') at time zone ${TIME_ZONE}`,
        );
        expect(live?.n, day).toBe(1);
      }
    } finally {
      await fresh.close();
    }
  });
});

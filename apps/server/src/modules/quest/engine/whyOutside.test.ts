import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { METADATA_TYPE_IDS as T } from '@dealer/contracts/quest-rules';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { insertQuest, ruleOf } from './test/quests';
import { whyNot } from './why';

const TIME_ZONE = 'Asia/Jakarta';
const HOUR = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A claim event of `playerNo` an hour ago (written as the engine stores events). */
async function claimEvent(eventId: string, playerNo: string) {
  await t.db.execute(
    sql`insert into quest_event (event_id, metadata_type_id, player_no, occurred_at, data, source)
        values (${eventId}, ${T.ORDER_CLAIMED}::integer, ${playerNo},
          ${new Date(Date.now() - HOUR).toISOString()}::timestamptz, '{}'::jsonb, 'service')`,
  );
}

describe("'Why (not)' for a player outside the quest's targeting", () => {
  it('says the matching event is not counted because he is outside the quest, not that a rerun counts it', async () => {
    const quest = await insertQuest(t.db, {
      name: 'Why outside: Sunter only',
      recurrences: [
        { validFrom: new Date(Date.now() - 24 * HOUR), validTo: new Date(Date.now() + 24 * HOUR) },
      ],
      tasks: [{ targetTask: 1, rules: [ruleOf(T.ORDER_CLAIMED)] }],
      targets: [{ kind: 'branch', code: 'T002' }],
    });
    await claimEvent('why-outside-1', 'EMP-T010-01');
    const why = await whyNot(t.db, { questId: quest.id, playerNo: 'EMP-T010-01' }, TIME_ZONE);
    expect(why.notInQuest).not.toBeNull();
    const nearest = why.tasks[0]!.nearest.find((e) => e.eventId === 'why-outside-1');
    expect(nearest?.excludedBy.kind).toBe('outsideQuest');
  });
});

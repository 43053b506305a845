import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_SERVICE_CLIENT } from '../../../config';
import { QUEST_ENGINE_API as API } from '@dealer/contracts/quest-engine';
import { METADATA_TYPE_IDS as T } from '@dealer/contracts/quest-rules';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { orderFixture } from '../../order/test/orders';
import { insertQuest, ruleOf } from './test/quests';

let t: TestApp;
let fx: Awaited<ReturnType<typeof orderFixture>>;
let token: string;
const DAY = 86_400_000;
const basic = `Basic ${Buffer.from(`${DEMO_SERVICE_CLIENT.id}:${DEMO_SERVICE_CLIENT.secret}`).toString('base64')}`;

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixture(t);
  token = (await t.signIn('astraquestgamemaster')).access_token;
});
afterAll(async () => {
  await t?.close();
});

let sequence = 0;
const event = (playerNo: string, metadataTypeCode: string) => ({
  eventId: `POD-${++sequence}`,
  metadataTypeCode,
  playerNo,
  occurredAt: new Date().toISOString(),
});

describe('the podium ranking', () => {
  it('ranks players by progress capped per task, ties sharing a rank, the top three on the podium', async () => {
    const quest = await insertQuest(t.db, {
      recurrences: [{ validFrom: new Date(Date.now() - DAY), validTo: new Date(Date.now() + DAY) }],
      targets: [{ kind: 'branch', code: 'T021' }],
      tasks: [
        { taskName: 'Two sales', targetTask: 2, rules: [ruleOf(T.VEHICLE_SOLD)] },
        { taskName: 'One delivery', targetTask: 1, rules: [ruleOf(T.VEHICLE_DELIVERED)] },
      ],
    });
    await t.db.execute(
      sql`update quest set is_podium = true, reward_point = 0 where id = ${quest.id}`,
    );
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => fx.salesmanOf('T021')));
    const sold = 'VEHICLE_SOLD';
    const delivered = 'VEHICLE_DELIVERED';
    const events = [
      // a: three sales (capped at two) and no delivery = 2; b: one of each = 2 (a tie);
      // c: two sales and a delivery = 3, complete; d: one sale = 1.
      ...[sold, sold, sold].map((type) => event(a!.employeeNo, type)),
      event(b!.employeeNo, sold),
      event(b!.employeeNo, delivered),
      ...[sold, sold, delivered].map((type) => event(c!.employeeNo, type)),
      event(d!.employeeNo, sold),
    ];
    const posted = await t.app.inject({
      method: 'POST',
      url: API.serviceEvents,
      headers: { authorization: basic },
      payload: { events },
    });
    expect(posted.statusCode, posted.body).toBe(200);

    const response = await t.app.inject({
      method: 'POST',
      url: API.podium,
      headers: t.authHeader(token),
      payload: { questId: quest.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data;
    expect(result.isPodium).toBe(true);
    expect(result.recurrence.recurrenceNo).toBe(1);
    const tied = [a!.employeeNo, b!.employeeNo].sort();
    expect(
      result.rows.map((row: { rank: number; playerNo: string; progress: number }) => [
        row.rank,
        row.playerNo,
        row.progress,
      ]),
    ).toEqual([
      [1, c!.employeeNo, 3],
      [2, tied[0], 2],
      [2, tied[1], 2],
      [4, d!.employeeNo, 1],
    ]);
    expect(
      result.rows.map((row: { onPodium: boolean; completed: boolean; target: number }) => [
        row.onPodium,
        row.completed,
        row.target,
      ]),
    ).toEqual([
      [true, true, 3],
      [true, false, 3],
      [true, false, 3],
      [false, false, 3],
    ]);
  });

  it('answers 400 naming the field for a bad quest id and 404 for a recurrence it lacks', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: API.podium,
      headers: t.authHeader(token),
      payload: { questId: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('questId');
    const quest = await insertQuest(t.db, {
      recurrences: [{ validFrom: new Date(Date.now() - DAY), validTo: new Date(Date.now() + DAY) }],
      tasks: [{ targetTask: 1, rules: [ruleOf(T.VEHICLE_SOLD)] }],
    });
    const missing = await t.app.inject({
      method: 'POST',
      url: API.podium,
      headers: t.authHeader(token),
      payload: { questId: quest.id, recurrenceNo: 9 },
    });
    expect(missing.statusCode).toBe(404);
  });
});

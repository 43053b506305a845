import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_SERVICE_CLIENT } from '../../../config';
import { QUEST_ENGINE_API as API } from '@dealer/contracts/quest-engine';
import { METADATA_TYPE_IDS as T } from '@dealer/contracts/quest-rules';
import { rows } from '../../../db/client';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { orderFixture } from '../../order/test/orders';
import { loadQuest } from './definitions';
import { currentTierPeriod, targetedPlayersSql } from './players';
import { insertQuest, ruleOf } from './test/quests';

let t: TestApp;
let fx: Awaited<ReturnType<typeof orderFixture>>;
let token: string;
const DAY = 86_400_000;
const basic = `Basic ${Buffer.from(`${DEMO_SERVICE_CLIENT.id}:${DEMO_SERVICE_CLIENT.secret}`).toString('base64')}`;

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixture(t);
  token = (await t.signIn('astraquestadmin')).access_token;
});
afterAll(async () => {
  await t?.close();
});

const thisYear = currentTierPeriod();
const lastYear = String(Number(thisYear) - 1);

/** A salesman of T020 with a current tier and the tiers recorded per period. */
async function player(current: string, recorded: Record<string, string>): Promise<string> {
  const { employeeNo } = await fx.salesmanOf('T020');
  await t.db.execute(
    sql`update salesman set player_tier = ${current} where employee_no = ${employeeNo}`,
  );
  for (const [period, tier] of Object.entries(recorded))
    await t.db.execute(
      sql`insert into player_tier_period (player_no, period, player_tier)
          values (${employeeNo}, ${Number(period)}::integer, ${tier})`,
    );
  return employeeNo;
}

/** A running GOLD quest of the given tier periods, counting vehicles sold. */
const goldQuest = (periods: string[]) =>
  insertQuest(t.db, {
    recurrences: [{ validFrom: new Date(Date.now() - DAY), validTo: new Date(Date.now() + DAY) }],
    targets: [
      { kind: 'branch', code: 'T020' },
      { kind: 'playerTier', code: 'GOLD' },
      ...periods.map((code) => ({ kind: 'playerTierPeriod', code })),
    ],
    tasks: [{ targetTask: 5, rules: [ruleOf(T.VEHICLE_SOLD)] }],
  });

let sequence = 0;
/** Which of the players a quest scores live (one sale each through the service endpoint). */
async function scoredLive(questId: number, players: string[]): Promise<string[]> {
  const response = await t.app.inject({
    method: 'POST',
    url: API.serviceEvents,
    headers: { authorization: basic },
    payload: {
      events: players.map((playerNo) => ({
        eventId: `TIER-${++sequence}`,
        metadataTypeCode: 'VEHICLE_SOLD',
        playerNo,
        occurredAt: new Date().toISOString(),
      })),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const counted = await rows<{ playerNo: string }>(
    t.db,
    sql`select distinct player_no as "playerNo" from quest_task_event
        where quest_id = ${questId}::integer`,
  );
  return counted.map((row) => row.playerNo).sort();
}

/** Which of the players the SQL form of the targeting (rerun, backtest) takes in. */
async function targetedInSql(questId: number, players: string[]): Promise<string[]> {
  const def = (await loadQuest(t.db, questId))!;
  const found = await rows<{ playerNo: string }>(
    t.db,
    sql`select p.employee_no as "playerNo" from ${targetedPlayersSql(def, { joinedOnly: false })} p
        where p.employee_no in (${sql.join(
          players.map((p) => sql`${p}`),
          sql`, `,
        )})`,
  );
  return found.map((row) => row.playerNo).sort();
}

describe('targeting by player tier and tier period', () => {
  it('counts the tier held in the chosen periods, live and in SQL alike', async () => {
    // Gold now with no record; Silver now but Gold last year; Gold now but Silver last year;
    // recorded Gold this year while the salesman row still says Bronze.
    const goldNow = await player('GOLD', {});
    const goldLastYear = await player('SILVER', { [lastYear]: 'GOLD' });
    const silverLastYear = await player('GOLD', { [lastYear]: 'SILVER' });
    const recordedThisYear = await player('BRONZE', { [thisYear]: 'GOLD' });
    const everyone = [goldNow, goldLastYear, silverLastYear, recordedThisYear].sort();

    const last = await goldQuest([lastYear]);
    expect(await targetedInSql(last.id, everyone)).toEqual([goldLastYear]);
    expect(await scoredLive(last.id, everyone)).toEqual([goldLastYear]);

    const current = await goldQuest([thisYear]);
    const heldNow = [goldNow, silverLastYear, recordedThisYear].sort();
    expect(await targetedInSql(current.id, everyone)).toEqual(heldNow);
    expect(await scoredLive(current.id, everyone)).toEqual(heldNow);

    const either = await goldQuest([thisYear, lastYear]);
    expect(await targetedInSql(either.id, everyone)).toEqual(everyone);
    expect(await scoredLive(either.id, everyone)).toEqual(everyone);

    // No period chosen: the current tier, as before.
    const none = await goldQuest([]);
    expect(await targetedInSql(none.id, everyone)).toEqual([goldNow, silverLastYear].sort());
  });

  it("the why page names the tiers a player held in the quest's periods", async () => {
    const silverLastYear = await player('GOLD', { [lastYear]: 'SILVER' });
    const quest = await goldQuest([lastYear]);
    const response = await t.app.inject({
      method: 'POST',
      url: API.why,
      headers: t.authHeader(token),
      payload: { questId: quest.id, playerNo: silverLastYear },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.notInQuest).toBe(
      `the quest's player tier targeting in its tier periods does not include SILVER in ${lastYear}`,
    );
  });
});

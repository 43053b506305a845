import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { QUEST_ENGINE_API as API } from '@dealer/contracts/quest-engine';
import { METADATA_TYPE_IDS as T } from '@dealer/contracts/quest-rules';
import { TIER_BOUNDS, type PlayerTiersRequest } from '@dealer/contracts/quest-tiers';
import { DEMO_SERVICE_CLIENT } from '../../../config';
import { rows } from '../../../db/client';
import { SERVICE_UNAUTHENTICATED } from '../../../platform/access/guard';
import { businessToday } from '../../../platform/time/businessDate';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { orderFixture } from '../../order/test/orders';
import { loadQuest } from './definitions';
import { currentTierPeriod, targetedPlayersSql } from './players';
import { insertQuest, ruleOf } from './test/quests';

let t: TestApp;
let fx: Awaited<ReturnType<typeof orderFixture>>;
const DAY = 86_400_000;
const basic = `Basic ${Buffer.from(`${DEMO_SERVICE_CLIENT.id}:${DEMO_SERVICE_CLIENT.secret}`).toString('base64')}`;

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixture(t);
});
afterAll(async () => {
  await t?.close();
});

const thisYear = Number(currentTierPeriod());
const lastYear = thisYear - 1;

const post = (payload: unknown, authorization: string | null = basic) =>
  t.app.inject({
    method: 'POST',
    url: API.serviceTiers,
    headers: authorization ? { authorization } : {},
    payload: payload as object,
  });

const history = (playerNo: string) =>
  t.app.inject({
    method: 'POST',
    url: API.serviceTierHistory,
    headers: { authorization: basic },
    payload: { playerNo },
  });

/** The recorded rows of the players, as stored (created_time included, to see untouched rows). */
const stored = (players: string[]) =>
  rows<{ playerNo: string; period: number; playerTier: string; by: string; at: string }>(
    t.db,
    sql`select player_no as "playerNo", period, player_tier as "playerTier", created_by as by,
          created_time::text as at
        from player_tier_period where player_no in (${sql.join(
          players.map((p) => sql`${p}`),
          sql`, `,
        )}) order by player_no, period`,
  );

const newPlayer = async (tier = 'SILVER') => {
  const { employeeNo } = await fx.salesmanOf('T020');
  await t.db.execute(
    sql`update salesman set player_tier = ${tier} where employee_no = ${employeeNo}`,
  );
  return employeeNo;
};

describe('POST /api/quest/service/tiers', () => {
  it('records new rows, changes nothing when the same batch comes again, replaces a changed tier', async () => {
    const a = await newPlayer();
    const b = await newPlayer();
    const batch: PlayerTiersRequest = {
      rows: [
        { playerNo: a, period: lastYear, playerTier: 'GOLD' },
        { playerNo: a, period: lastYear - 1, playerTier: 'SILVER' },
        { playerNo: b, period: lastYear, playerTier: 'BRONZE' },
      ],
    };
    const first = await post(batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().responseCode).toBe('200');
    expect(first.json().data).toMatchObject({ inserted: 3, replaced: 0, unchanged: 0 });
    expect(first.json().data.rows[0]).toEqual({
      playerNo: a,
      period: lastYear,
      playerTier: 'GOLD',
      previousTier: null,
      outcome: 'inserted',
    });
    const afterFirst = await stored([a, b]);
    expect(afterFirst.map((r) => [r.playerNo, r.period, r.playerTier, r.by])).toEqual([
      [a, lastYear - 1, 'SILVER', DEMO_SERVICE_CLIENT.id],
      [a, lastYear, 'GOLD', DEMO_SERVICE_CLIENT.id],
      [b, lastYear, 'BRONZE', DEMO_SERVICE_CLIENT.id],
    ]);

    const again = await post(batch);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ inserted: 0, replaced: 0, unchanged: 3 });
    // Not even the recording time moved.
    expect(await stored([a, b])).toEqual(afterFirst);

    const changed = await post({ rows: [{ playerNo: b, period: lastYear, playerTier: 'GOLD' }] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ inserted: 0, replaced: 1, unchanged: 0 });
    expect(changed.json().data.rows[0]).toMatchObject({
      previousTier: 'BRONZE',
      outcome: 'replaced',
    });
    const afterChange = await stored([b]);
    expect(afterChange.map((r) => [r.period, r.playerTier])).toEqual([[lastYear, 'GOLD']]);
    expect(afterChange).toHaveLength(1);
  });

  it('refuses a batch with a bad row with 400 naming the row, and writes none of it', async () => {
    const good = await newPlayer();
    const cases: [PlayerTiersRequest | object, string][] = [
      [
        {
          rows: [
            { playerNo: good, period: lastYear, playerTier: 'GOLD' },
            { playerNo: 'EMP-NOBODY', period: lastYear, playerTier: 'GOLD' },
          ],
        },
        'rows.1.playerNo',
      ],
      [
        {
          rows: [
            { playerNo: good, period: lastYear, playerTier: 'GOLD' },
            { playerNo: good, period: lastYear - 1, playerTier: 'DIAMOND' },
          ],
        },
        'rows.1.playerTier',
      ],
      [
        {
          rows: [
            { playerNo: good, period: lastYear, playerTier: 'GOLD' },
            { playerNo: good, period: 1999, playerTier: 'GOLD' },
          ],
        },
        'rows.1.period',
      ],
      [
        {
          rows: [
            { playerNo: good, period: lastYear, playerTier: 'GOLD' },
            { playerNo: good, period: lastYear - 1, playerTier: 'GOLD' },
            { playerNo: good, period: lastYear, playerTier: 'SILVER' },
          ],
        },
        'rows.2.period',
      ],
      [{ rows: [] }, 'rows'],
      [
        {
          rows: Array.from({ length: TIER_BOUNDS.rowsPerPost + 1 }, (_, i) => ({
            playerNo: good,
            period: 2000 + (i % 100),
            playerTier: 'GOLD',
          })),
        },
        'rows',
      ],
    ];
    for (const [payload, field] of cases) {
      const response = await post(payload);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      const fields = (response.json().errors as { field: string }[]).map((e) => e.field);
      expect(fields, response.body).toContain(field);
      expect(await stored([good])).toEqual([]);
    }
    // The unknown player is named in the message.
    const unknown = await post({
      rows: [{ playerNo: 'EMP-NOBODY', period: lastYear, playerTier: 'GOLD' }],
    });
    expect(unknown.json().message).toBe('rows.0.playerNo: no player EMP-NOBODY');
  });

  it('admits the service client only: console users and wrong credentials are refused', async () => {
    const playerNo = await newPlayer();
    const payload = { rows: [{ playerNo, period: lastYear, playerTier: 'GOLD' }] };
    const bearers = await Promise.all(
      ['astraquestadmin', 'superadmin'].map(
        async (user) => t.authHeader((await t.signIn(user)).access_token).authorization,
      ),
    );
    const wrongSecret = `Basic ${Buffer.from(`${DEMO_SERVICE_CLIENT.id}:nope`).toString('base64')}`;
    for (const authorization of [...bearers, wrongSecret, null]) {
      // The service rule admits no console user, not even the superadmin (DESIGN: a console
      // session is no machine client), so the guard answers 401 asking for client credentials.
      const response = await post(payload, authorization);
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json().message).toBe(SERVICE_UNAUTHENTICATED);
    }
    expect(await stored([playerNo])).toEqual([]);
  });
});

describe('POST /api/quest/service/tierhistory', () => {
  it("answers a player's recorded tiers newest first with the current tier; 404 for no player", async () => {
    const playerNo = await newPlayer('PLATINUM');
    await post({
      rows: [
        { playerNo, period: lastYear - 1, playerTier: 'SILVER' },
        { playerNo, period: lastYear, playerTier: 'GOLD' },
      ],
    });
    const response = await history(playerNo);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.playerNo).toBe(playerNo);
    expect(data.currentTier).toBe('PLATINUM');
    expect(
      data.periods.map((p: { period: number; playerTier: string }) => [p.period, p.playerTier]),
    ).toEqual([
      [lastYear, 'GOLD'],
      [lastYear - 1, 'SILVER'],
    ]);
    expect(data.periods[0].recordedBy).toBe(DEMO_SERVICE_CLIENT.id);
    expect(data.periods[0].recordedTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect((await history('EMP-NOBODY')).statusCode).toBe(404);
  });
});

/** A running GOLD quest of the given tier periods counting vehicles sold, optionally in a branch. */
const goldQuest = (periods: number[], branch?: string) =>
  insertQuest(t.db, {
    recurrences: [{ validFrom: new Date(Date.now() - DAY), validTo: new Date(Date.now() + DAY) }],
    targets: [
      ...(branch ? [{ kind: 'branch', code: branch }] : []),
      { kind: 'playerTier', code: 'GOLD' },
      ...periods.map((period) => ({ kind: 'playerTierPeriod', code: String(period) })),
    ],
    tasks: [{ targetTask: 5, rules: [ruleOf(T.VEHICLE_SOLD)] }],
  });

async function targeted(questId: number, players?: string[]): Promise<string[]> {
  const def = (await loadQuest(t.db, questId))!;
  const only = players
    ? sql`where p.employee_no in (${sql.join(
        players.map((p) => sql`${p}`),
        sql`, `,
      )})`
    : sql``;
  const found = await rows<{ playerNo: string }>(
    t.db,
    sql`select p.employee_no as "playerNo" from ${targetedPlayersSql(def, { joinedOnly: false })} p ${only}`,
  );
  return found.map((row) => row.playerNo).sort();
}

let sequence = 0;
async function scoredLive(questId: number, playerNo: string): Promise<boolean> {
  const response = await t.app.inject({
    method: 'POST',
    url: API.serviceEvents,
    headers: { authorization: basic },
    payload: {
      events: [
        {
          eventId: `TIERS-${++sequence}`,
          metadataTypeCode: 'VEHICLE_SOLD',
          playerNo,
          occurredAt: new Date().toISOString(),
        },
      ],
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [counted] = await rows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from quest_task_event
        where quest_id = ${questId}::integer and player_no = ${playerNo}`,
  );
  return counted!.n > 0;
}

describe('quest targeting by tier period through posted history', () => {
  it('takes a player in once their tier for the period is posted, and out when it changes', async () => {
    const playerNo = await newPlayer('SILVER');
    const quest = await goldQuest([lastYear], 'T020');
    expect(await targeted(quest.id, [playerNo])).toEqual([]);
    expect(await scoredLive(quest.id, playerNo)).toBe(false);

    const gold = await post({ rows: [{ playerNo, period: lastYear, playerTier: 'GOLD' }] });
    expect(gold.statusCode, gold.body).toBe(200);
    expect(await targeted(quest.id, [playerNo])).toEqual([playerNo]);
    expect(await scoredLive(quest.id, playerNo)).toBe(true);

    const other = await newPlayer('SILVER');
    const otherQuest = await goldQuest([lastYear], 'T020');
    await post({ rows: [{ playerNo: other, period: lastYear, playerTier: 'GOLD' }] });
    const silver = await post({
      rows: [{ playerNo: other, period: lastYear, playerTier: 'SILVER' }],
    });
    expect(silver.json().data.replaced).toBe(1);
    expect(await targeted(otherQuest.id, [other])).toEqual([]);
    expect(await scoredLive(otherQuest.id, other)).toBe(false);
  });

  it('finds demo salesmen through the seeded history of the two previous years', async () => {
    const seedYear = Number(businessToday('Asia/Jakarta').slice(0, 4));
    const seeded = await rows<{
      playerNo: string;
      period: number;
      playerTier: string;
      current: string;
    }>(
      t.db,
      sql`select tp.player_no as "playerNo", tp.period, tp.player_tier as "playerTier",
            s.player_tier as current
          from player_tier_period tp join salesman s on s.employee_no = tp.player_no
          where tp.created_by = 'seed'`,
    );
    const demoPlayers = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from salesman where employee_no like 'EMP-%'
            and employee_no not like 'EMP-T-%'`,
    );
    expect(demoPlayers[0]!.n).toBeGreaterThan(0);
    // Every demo salesman has a tier in each of the two years before the seed's year.
    for (const period of [seedYear - 1, seedYear - 2])
      expect(seeded.filter((r) => r.period === period)).toHaveLength(demoPlayers[0]!.n);
    expect(new Set(seeded.map((r) => r.period))).toEqual(new Set([seedYear - 1, seedYear - 2]));

    const period = seedYear - 1;
    const goldThen = seeded
      .filter((r) => r.period === period && r.playerTier === 'GOLD')
      .map((r) => r.playerNo)
      .sort();
    // Some were Gold then and are not now: only the history can take them in.
    expect(
      seeded.some((r) => r.period === period && r.playerTier === 'GOLD' && r.current !== 'GOLD'),
    ).toBe(true);
    const quest = await goldQuest([period]);
    const demo = (await targeted(quest.id)).filter((p) => !p.startsWith('EMP-T-'));
    expect(demo).toEqual(goldThen);
  });
});

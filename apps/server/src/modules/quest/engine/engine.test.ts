import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_SERVICE_CLIENT } from '../../../config';
import { QUEST_ENGINE_API as API } from '@dealer/contracts/quest-engine';
import { METADATA_TYPE_IDS as T } from '@dealer/contracts/quest-rules';
import { rows } from '../../../db/client';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { orderFixture } from '../../order/test/orders';
import { moveOrder, type MoveActor } from '../../order/public';
import { award } from './awards';
import { loadQuest } from './definitions';
import { processRerunRequests } from './rerun';
import { insertQuest, ruleOf } from './test/quests';
import { checkFrozenRules } from './versions';

let t: TestApp;
let fx: Awaited<ReturnType<typeof orderFixture>>;
let token: string;
const DAY = 86_400_000;
const BRANCH = 3; // detail ids (contracts/quest-rules)
const CUSTOMER_GROUP = 8;

const basic = `Basic ${Buffer.from(`${DEMO_SERVICE_CLIENT.id}:${DEMO_SERVICE_CLIENT.secret}`).toString('base64')}`;
const service = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { authorization: basic } });
const consoleCall = (url: string, payload: object, bearer = token) =>
  t.app.inject({ method: 'POST', url, payload, headers: t.authHeader(bearer) });

const unitDesk: MoveActor = {
  kind: 'user',
  user: { role: 'pdi', additionalRoles: [], branchCodes: ['T010'], userName: 'pdi-user' },
};
const now = () => new Date();

/**
 * The progress rows live scoring reads (quest_task_progress, kept by triggers) beside the counts
 * of the counted rows they stand for; a count of 0 is as good as no row.
 */
async function progressAndCounts(where = sql`true`) {
  const progress = await rows(
    t.db,
    sql`select quest_id, recurrence_no, player_no, task_no, n from quest_task_progress
        where n <> 0 and ${where} order by 1, 2, 3, 4`,
  );
  const counted = await rows(
    t.db,
    sql`select quest_id, recurrence_no, player_no, task_no, count(*)::int as n from quest_task_event
        where ${where} group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  );
  return { progress, counted };
}
const running = () => [
  { validFrom: new Date(Date.now() - DAY), validTo: new Date(Date.now() + DAY) },
];

async function ledgerOf(playerNo: string) {
  return rows<{ key: string; type: string; amount: number }>(
    t.db,
    sql`select idempotency_key as key, points_type as type, amount from ledger_entry
        where player_no = ${playerNo} and source = 'quest_award' order by id`,
  );
}

/** Takes the car back after the test drive and completes the order (9 -> 16). */
async function finishOrder(orderNo: string) {
  await moveOrder(t.db, { orderNo, to: 10, actor: unitDesk });
  await fx.answered(orderNo, 'AFTER');
  await moveOrder(t.db, { orderNo, to: 11, actor: unitDesk });
  await moveOrder(t.db, { orderNo, to: 16, actor: unitDesk });
}

/** Drives an assigned order from STARTTD through the test drive (and on to COMPLETED). */
async function driveOrder(orderNo: string, employeeNo: string, complete = true) {
  await moveOrder(t.db, { orderNo, to: 9, actor: { kind: 'salesman', employeeNo } });
  if (complete) await finishOrder(orderNo);
}

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixture(t);
  token = (await t.signIn('astraquestadmin')).access_token;
});
afterAll(async () => {
  await t?.close();
});

describe('live scoring through the order workflow', () => {
  it('a test drive completed moves a targeted salesman, the completed order books the points once', async () => {
    const salesman = await fx.assigneeOf('T010');
    const quest = await insertQuest(t.db, {
      recurrences: running(),
      rewardPoint: 150,
      experiencePoint: 20,
      targets: [{ kind: 'branch', code: 'T010' }],
      tasks: [
        {
          taskName: 'Complete a test drive at T010',
          targetTask: 1,
          rules: [ruleOf(T.TEST_DRIVE_COMPLETED, { [BRANCH]: 'T010' })],
        },
        { taskName: 'Complete an order', targetTask: 1, rules: [ruleOf(T.ORDER_COMPLETED)] },
      ],
    });
    const orderNo = await fx.order('T010', 8);
    await driveOrder(orderNo, salesman.employeeNo, false);

    const progress = await service(API.serviceProgress, {
      playerNo: salesman.employeeNo,
      questId: quest.id,
    });
    expect(progress.statusCode, progress.body).toBe(200);
    const current = progress.json().data.recurrences.at(-1);
    expect(current.tasks.map((task: { count: number }) => task.count)).toEqual([1, 0]);
    expect(current.completed).toBe(false);
    expect(await ledgerOf(salesman.employeeNo)).toEqual([]);

    await finishOrder(orderNo);
    const key = `quest:${quest.id}:rec:1:player:${salesman.employeeNo}`;
    expect(await ledgerOf(salesman.employeeNo)).toEqual([
      { key: `${key}:reward`, type: 'PointsBalance', amount: 150 },
      { key: `${key}:xp`, type: 'PodiumPoints', amount: 20 },
    ]);
    const after = (
      await service(API.serviceProgress, { playerNo: salesman.employeeNo, questId: quest.id })
    ).json();
    expect(after.data.recurrences.at(-1)).toMatchObject({ completed: true, rewardPoint: 150 });

    // A second order completes the tasks again: the recurrence is booked once only.
    const second = await fx.order('T010', 8);
    await driveOrder(second, salesman.employeeNo);
    expect(await ledgerOf(salesman.employeeNo)).toHaveLength(2);

    // Another branch's salesman is outside the targeting: no quest, no progress.
    const other = await fx.assigneeOf('T011');
    const theirs = await fx.order('T011', 8);
    await moveOrder(t.db, {
      orderNo: theirs,
      to: 9,
      actor: { kind: 'salesman', employeeNo: other.employeeNo },
    });
    const hidden = await service(API.serviceProgress, {
      playerNo: other.employeeNo,
      questId: quest.id,
    });
    expect(hidden.statusCode).toBe(404);
    const [counted] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from quest_task_event
          where player_no = ${other.employeeNo} and quest_id = ${quest.id}::integer`,
    );
    expect(counted!.n).toBe(0);

    // The why page lists the counted events.
    const why = await consoleCall(API.why, { questId: quest.id, playerNo: salesman.employeeNo });
    expect(why.statusCode, why.body).toBe(200);
    const body = why.json().data;
    expect(body.completed).toBe(true);
    expect(body.tasks[0].count).toBe(2);
    expect(body.tasks[0].counted[0].eventId).toMatch(/^TD:TD-TEST-\d+:9:\d+$/);
    // The ORDER_COMPLETED events are the nearest that did not count for task 1, by their type.
    expect(
      body.tasks[0].nearest.some(
        (e: { excludedBy: { kind: string } }) => e.excludedBy.kind === 'type',
      ),
    ).toBe(true);
  });
});

describe('service events', () => {
  it('records an event once per event id and refuses unknown players, types and details', async () => {
    const salesman = await fx.salesmanOf('T012');
    const quest = await insertQuest(t.db, {
      recurrences: running(),
      targets: [{ kind: 'player', code: salesman.employeeNo }],
      tasks: [{ targetTask: 2, rules: [ruleOf(T.VEHICLE_SOLD, { [CUSTOMER_GROUP]: 'RETAIL' })] }],
    });
    const event = (eventId: string, customerGroup = 'RETAIL') => ({
      eventId,
      metadataTypeCode: 'VEHICLE_SOLD',
      playerNo: salesman.employeeNo,
      occurredAt: now().toISOString(),
      details: { model: 'AVANZA', customerGroup, amount: 250_000_000 },
    });
    const first = await service(API.serviceEvents, {
      events: [event('SALE-1'), event('SALE-1'), event('SALE-F', 'FLEET')],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(
      first.json().data.map((o: { recorded: boolean; counted: number }) => [o.recorded, o.counted]),
    ).toEqual([
      [true, 1],
      [false, 0],
      [true, 0],
    ]);
    const again = await service(API.serviceEvents, { events: [event('SALE-1')] });
    expect(again.json().data[0].recorded).toBe(false);
    expect(await ledgerOf(salesman.employeeNo)).toEqual([]);
    const done = await service(API.serviceEvents, { events: [event('SALE-2')] });
    expect(done.json().data[0]).toMatchObject({ recorded: true, counted: 1, completed: 1 });
    expect(await ledgerOf(salesman.employeeNo)).toHaveLength(2);

    const bad = [
      [{ events: [{ ...event('X-1'), playerNo: 'NOBODY' }] }, 'events.0.playerNo'],
      [
        { events: [{ ...event('X-2'), metadataTypeCode: 'TEST_DRIVE_COMPLETED' }] },
        'events.0.metadataTypeCode',
      ],
      [
        { events: [{ ...event('X-3'), details: { orderType: 'HOME' } }] },
        'events.0.details.orderType',
      ],
    ] as const;
    for (const [payload, field] of bad) {
      const response = await service(API.serviceEvents, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.body).toContain(field);
    }
    const [stored] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from quest_event where event_id like 'X-%'`,
    );
    expect(stored!.n).toBe(0);
    expect(quest.id).toBeGreaterThan(0);
  });

  it('counts a Manual Join quest only for players who joined, and hides it from untargeted ones', async () => {
    const salesman = await fx.salesmanOf('T012');
    const outsider = await fx.salesmanOf('T011');
    const quest = await insertQuest(t.db, {
      questType: 2,
      recurrences: running(),
      targets: [{ kind: 'branch', code: 'T012' }],
      tasks: [{ targetTask: 1, rules: [ruleOf(T.VEHICLE_DELIVERED)] }],
    });
    const deliver = (eventId: string) =>
      service(API.serviceEvents, {
        events: [
          {
            eventId,
            metadataTypeCode: 'VEHICLE_DELIVERED',
            playerNo: salesman.employeeNo,
            occurredAt: now().toISOString(),
          },
        ],
      });
    expect((await deliver('DLV-1')).json().data[0].counted).toBe(0);
    const mine = (await service(API.serviceMyQuests, { playerNo: salesman.employeeNo })).json()
      .data;
    expect(mine.find((q: { questId: number }) => q.questId === quest.id)).toMatchObject({
      joined: false,
      canJoin: true,
    });
    const joined = await service(API.serviceJoin, {
      playerNo: salesman.employeeNo,
      questId: quest.id,
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect((await deliver('DLV-2')).json().data[0]).toMatchObject({ counted: 1, completed: 1 });
    const refused = await service(API.serviceJoin, {
      playerNo: outsider.employeeNo,
      questId: quest.id,
    });
    expect(refused.statusCode).toBe(404);
    const theirs = (await service(API.serviceMyQuests, { playerNo: outsider.employeeNo })).json()
      .data;
    expect(theirs.some((q: { questId: number }) => q.questId === quest.id)).toBe(false);
  });
});

describe('rerun, backtest, concurrency and frozen rules', () => {
  it('a rerun awards what stored events newly earn, and never twice', async () => {
    const salesman = await fx.salesmanOf('T012');
    const when = new Date(Date.now() - 3 * DAY);
    const events = ['R-1', 'R-2'].map((eventId) => ({
      eventId,
      metadataTypeCode: 'VEHICLE_SOLD',
      playerNo: salesman.employeeNo,
      occurredAt: when.toISOString(),
    }));
    expect((await service(API.serviceEvents, { events })).statusCode).toBe(200);
    // The quest comes after the events: live scoring never saw them.
    const quest = await insertQuest(t.db, {
      recurrences: [
        { validFrom: new Date(Date.now() - 5 * DAY), validTo: new Date(Date.now() + DAY) },
      ],
      targets: [{ kind: 'player', code: salesman.employeeNo }],
      tasks: [{ targetTask: 2, rules: [ruleOf(T.VEHICLE_SOLD)] }],
    });
    const request = async () => {
      const [row] = await rows<{ id: number }>(
        t.db,
        sql`insert into quest_rerun_request (quest_id, metadata_type_id, event_date_from, event_date_to, requested_by)
            values (${quest.id}::integer, ${T.VEHICLE_SOLD}::integer, ${new Date(Date.now() - 4 * DAY).toISOString()}::timestamptz,
              now(), 'engine-test') returning id`,
      );
      return processRerunRequests(t.db, [row!.id], 'Asia/Jakarta');
    };
    expect((await request())[0]).toMatchObject({ status: 'done', awarded: 1 });
    expect((await request())[0]).toMatchObject({ status: 'done', awarded: 0 });
    expect(await ledgerOf(salesman.employeeNo)).toHaveLength(2);
    // The rerun deleted and inserted counted rows (twice): the progress rows followed.
    const { progress, counted } = await progressAndCounts(sql`quest_id = ${quest.id}::integer`);
    expect(counted).toHaveLength(1);
    expect(progress).toEqual(counted);
  });

  it('a backtest counts players per task over a past window and books nothing', async () => {
    const a = await fx.salesmanOf('T013');
    const b = await fx.salesmanOf('T013');
    // Outside the quest's branch targeting: the backtest leaves their matching events out.
    const outsider = await fx.salesmanOf('T011');
    const at = new Date(Date.now() - 10 * DAY).toISOString();
    const sold = (eventId: string, playerNo: string, model: string) => ({
      eventId,
      metadataTypeCode: 'VEHICLE_SOLD',
      playerNo,
      occurredAt: at,
      details: { model },
    });
    await service(API.serviceEvents, {
      events: [
        sold('B-1', a.employeeNo, 'AVANZA'),
        sold('B-2', a.employeeNo, 'RAIZE'),
        sold('B-3', b.employeeNo, 'AVANZA'),
        sold('B-4', outsider.employeeNo, 'AVANZA'),
        sold('B-5', outsider.employeeNo, 'RAIZE'),
      ],
    });
    const draft = await insertQuest(t.db, {
      status: 0,
      recurrences: running(),
      targets: [{ kind: 'branch', code: 'T013' }],
      tasks: [
        { targetTask: 1, rules: [ruleOf(T.VEHICLE_SOLD, { 1: 'AVANZA' })] },
        { targetTask: 1, rules: [ruleOf(T.VEHICLE_SOLD, { 1: 'RAIZE' })] },
      ],
    });
    const before = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ledger_entry`,
    );
    const fmt = (d: Date) => new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 19);
    const response = await consoleCall(API.backtest, {
      questId: draft.id,
      from: fmt(new Date(Date.now() - 20 * DAY)),
      to: fmt(new Date()),
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data;
    expect(
      result.tasks.map((task: { events: number; playersCompleted: number }) => [
        task.events,
        task.playersCompleted,
      ]),
    ).toEqual([
      [2, 2],
      [1, 1],
    ]);
    expect(result.playersCompletedAll).toBe(1);
    expect(await rows(t.db, sql`select count(*)::int as n from ledger_entry`)).toEqual(before);
    const [completions] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from quest_completion where quest_id = ${draft.id}::integer`,
    );
    expect(completions!.n).toBe(0);
    const bad = await consoleCall(API.backtest, {
      questId: draft.id,
      from: '2026-02-30T00:00:00',
      to: fmt(new Date()),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('from');
  });

  it('two concurrent awards of the same recurrence book once', async () => {
    const salesman = await fx.salesmanOf('T012');
    const quest = await insertQuest(t.db, {
      recurrences: running(),
      tasks: [{ targetTask: 1, rules: [ruleOf(T.VEHICLE_SOLD)] }],
    });
    const def = (await loadQuest(t.db, quest.id))!;
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        t.db.transaction((tx) => award(tx, def, 1, salesman.employeeNo, 'live', 'test')),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await ledgerOf(salesman.employeeNo)).toHaveLength(2);
  });

  it('max players caps the players awarded', async () => {
    const players = [await fx.salesmanOf('T012'), await fx.salesmanOf('T012')];
    const quest = await insertQuest(t.db, {
      maxPlayer: 1,
      recurrences: running(),
      tasks: [{ targetTask: 1, rules: [ruleOf(T.VEHICLE_SOLD)] }],
    });
    const def = (await loadQuest(t.db, quest.id))!;
    const won = [];
    for (const p of players)
      won.push(await t.db.transaction((tx) => award(tx, def, 1, p.employeeNo, 'live', 'test')));
    expect(won).toEqual([true, false]);
  });

  it('an Active quest refuses a silent rule change and records a new version with its difference', async () => {
    const quest = await insertQuest(t.db, {
      recurrences: running(),
      tasks: [{ targetTask: 1, rules: [ruleOf(T.VEHICLE_SOLD)] }],
    });
    const tasks = [
      { taskName: 'Task 1', targetTask: 3, taskType: 2, rules: [ruleOf(T.VEHICLE_SOLD)] },
    ];
    const input = { questId: quest.id, status: 2, tasks, confirmNewVersion: false, actor: 'test' };
    await expect(checkFrozenRules(t.db, input)).rejects.toMatchObject({ statusCode: 409 });
    const saved = await checkFrozenRules(t.db, { ...input, confirmNewVersion: true });
    expect(saved.version).toBe(2);
    expect(saved.changes).toEqual([
      expect.objectContaining({ taskNo: 1, change: 'changed', fields: ['targetTask'] }),
    ]);
    const versions = await consoleCall(API.versions, { questId: quest.id });
    expect(versions.json().data.map((v: { version: number }) => v.version)).toEqual([2, 1]);
  });

  it('keeps the progress rows equal to the counted rows through inserts, updates and deletes', async () => {
    // Every test before wrote counted rows (live scoring, rerun).
    const before = await progressAndCounts();
    expect(before.counted.length).toBeGreaterThan(0);
    expect(before.progress).toEqual(before.counted);
    const rolledBack = new Error('rolled back');
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(
          sql`update quest_task_event set task_no = task_no + 100
              where ctid in (select ctid from quest_task_event order by quest_id desc limit 2)`,
        );
        await tx.execute(
          sql`delete from quest_task_event
              where ctid in (select ctid from quest_task_event order by quest_id limit 3)`,
        );
        const changed = await rows(
          tx,
          sql`select (select count(*)::int from quest_task_progress where n <> 0) as progress,
                (select count(*)::int from (select distinct quest_id, recurrence_no, player_no, task_no
                  from quest_task_event) d) as counted,
                (select coalesce(sum(n), 0)::int from quest_task_progress) as "progressSum",
                (select count(*)::int from quest_task_event) as "countedSum"`,
        );
        const [c] = changed as {
          progress: number;
          counted: number;
          progressSum: number;
          countedSum: number;
        }[];
        expect(c!.progress).toBe(c!.counted);
        expect(c!.progressSum).toBe(c!.countedSum);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await progressAndCounts()).toEqual(before);
  });
});

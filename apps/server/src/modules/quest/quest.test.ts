import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  AUTO_JOIN_MAX_PLAYER,
  CARD_EMPTY,
  QUEST_API as API,
  QUEST_STATUS,
  QUEST_TRANSITIONS,
  RECURRENCE_EMPTY,
  RECURRENCE_TYPES,
  canMoveQuest,
  generateRecurrences,
  type QuestDetail,
  type QuestSaveRequest,
} from '@dealer/contracts/quest';
import { rows } from '../../db/client';
import { demoCard } from '../../seed/demoQuests';
import { createTestApp, type TestApp } from '../../test/testApp';
import { callerFor, type Caller } from '../../test/masterHelpers';

let t: TestApp;
let admin: Caller;
let gm: Caller;
let cardId = '';

beforeAll(async () => {
  t = await createTestApp();
  admin = await callerFor(t, 'astraquestadmin');
  gm = await callerFor(t, 'astraquestgamemaster');
  const upload = await admin.upload(API.uploadImage, 'card.png', demoCard([10, 20, 30], 40, 30));
  expect(upload.statusCode).toBe(200);
  cardId = upload.json().data.fileId;
});
afterAll(async () => {
  await t?.close();
});

const questCount = async () =>
  (await rows<{ n: number }>(t.db, sql`select count(*)::int as n from quest`))[0]!.n;

const body = (over: Partial<QuestSaveRequest> = {}): QuestSaveRequest => ({
  questName: 'Sunter Spring Drive',
  questType: 2,
  keyword: 'SPRING',
  maxPlayer: 30,
  rewardPoint: 200,
  experiencePoint: 20,
  fileId: cardId,
  recurrenceType: 2,
  recEnd: 2,
  recurrences: generateRecurrences(
    {
      validFrom: '2026-03-02T00:00:00',
      validTo: '2026-03-06T23:59:59',
      validToJoin: '2026-03-04T12:00:00',
    },
    2,
    2,
  ).map(({ validFrom, validTo, validToJoin }) => ({ validFrom, validTo, validToJoin })),
  locationSetting: {
    areaSetting: [{ code: 'JKT', description: 'Jakarta' }],
    branchSetting: [{ code: 'T002', description: 'Auto2000 Sunter' }],
    playerLevelSetting: [{ code: 'SC', description: 'Sales Consultant' }],
  },
  tasks: [
    {
      taskName: 'Avanza test drives',
      targetTask: 3,
      taskType: 2,
      rules: [
        {
          metadataTypeId: 3,
          rulename: 'Avanza',
          operation: [{ metadataTypeDetailId: 1, operators: 1, value: 'AVANZA' }],
        },
      ],
    },
    {
      taskName: 'Claims in the window',
      targetTask: 2,
      taskType: 1,
      rules: [
        {
          metadataTypeId: 2,
          rulename: 'Claimed',
          operation: [{ metadataTypeDetailId: 6, operators: 5, value: '@validFrom' }],
        },
      ],
    },
  ],
  ...over,
});

const save = (over: Partial<QuestSaveRequest> = {}, caller = admin) =>
  caller.post(API.save, body(over));
const detail = async (questID: number) =>
  (await admin.post(API.detail, { questID })).json<{ data: QuestDetail }>().data;
const list = async (filter: Record<string, unknown>) =>
  (await admin.post(API.list, filter)).json<{
    data: { questId: number; status: number }[];
    total: number;
  }>();

describe('enumerations and recurrences', () => {
  it('numbers quest statuses, types and recurrence types as the spec does', () => {
    expect(QUEST_STATUS).toEqual({
      ALL: -1,
      DRAFT: 0,
      OPEN: 1,
      ACTIVE: 2,
      INACTIVE: 3,
      CANCELLED: 4,
      DELETED: 5,
    });
    expect(RECURRENCE_TYPES).toEqual({ NONE: 0, DAILY: 1, WEEKLY: 2, MONTHLY: 3, YEARLY: 4 });
    expect(canMoveQuest(0, 1)).toBe(true);
    expect(canMoveQuest(1, 0)).toBe(false);
    expect(canMoveQuest(2, 3)).toBe(true);
    expect(canMoveQuest(4, 2)).toBe(false);
    expect(QUEST_TRANSITIONS[5]).toEqual([]);
  });

  const first = {
    validFrom: '2026-01-31T08:00:00',
    validTo: '2026-01-31T20:00:00',
    validToJoin: '2026-01-31T12:00:00',
  };
  it('generates one recurrence for None whatever the count', () => {
    expect(generateRecurrences(first, 0, 5)).toHaveLength(1);
  });
  it('generates daily, weekly and yearly windows from the first', () => {
    expect(generateRecurrences(first, 1, 3).map((r) => r.validFrom)).toEqual([
      '2026-01-31T08:00:00',
      '2026-02-01T08:00:00',
      '2026-02-02T08:00:00',
    ]);
    expect(generateRecurrences(first, 2, 2)[1]!.validTo).toBe('2026-02-07T20:00:00');
    expect(generateRecurrences(first, 4, 2)[1]).toMatchObject({
      recurrenceNo: 2,
      validFrom: '2027-01-31T08:00:00',
      validToJoin: '2027-01-31T12:00:00',
    });
  });
  it('ends a monthly quest on the 31st on the last day of shorter months', () => {
    expect(generateRecurrences(first, 3, 4).map((r) => r.validFrom.slice(0, 10))).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
  });
});

describe('quest save, detail and list', () => {
  let questId = 0;
  it('saves a Draft quest with two tasks, rules and targeting', async () => {
    const response = await save();
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply).toMatchObject({ responseCode: '200', responseText: 'Success', errorMsg: null });
    expect(reply.data.status).toBe(0);
    expect(reply.data.questCode).toMatch(/^QST\d{6}$/);
    questId = reply.data.questId;
    const q = await detail(questId);
    expect(q.tasks.map((task) => task.taskName)).toEqual([
      'Avanza test drives',
      'Claims in the window',
    ]);
    expect(q.tasks[1]!.rules[0]!.operation[0]!.value).toBe('@validFrom');
    expect(q.recurrences).toEqual([
      expect.objectContaining({
        recurrenceNo: 1,
        validFrom: '2026-03-02T00:00:00',
        recurrenceStatus: 0,
      }),
      expect.objectContaining({ recurrenceNo: 2, validTo: '2026-03-13T23:59:59' }),
    ]);
    expect(q.locationSetting.branchSetting).toEqual([
      { code: 'T002', description: 'Auto2000 Sunter' },
    ]);
    expect(q.imageUrl).toBe(`/api/files/${cardId}`);
  });

  it('finds it by name, keyword, status, targeting and created date', async () => {
    const today = (
      await rows<{ d: string }>(
        t.db,
        sql`select to_char(now() at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as d`,
      )
    )[0]!.d;
    for (const filter of [
      { questName: 'spring drive' },
      { keyword: 'SPRI' },
      { status: 0, branchCode: 'T002' },
      { areaCode: 'JKT', createdTimeFrom: today, createdTimeTo: today },
    ]) {
      const found = await list(filter);
      expect(
        found.data.map((q) => q.questId),
        JSON.stringify(filter),
      ).toContain(questId);
    }
    expect((await list({ questName: 'spring drive', status: 1 })).total).toBe(0);
    expect((await list({ publishedTimeFrom: '2000-01-01', questName: 'spring' })).total).toBe(0);
  });

  it('applies the form rules on the server: Auto Join, podium, recurrence None', async () => {
    const reply = (
      await save({
        questType: 1,
        maxPlayer: 10,
        isPodium: true,
        recurrenceType: 0,
        recEnd: 9,
        recurrences: [
          {
            validFrom: '2026-05-01T00:00:00',
            validTo: '2026-05-31T23:59:59',
            validToJoin: '2026-05-10T00:00:00',
          },
        ],
      })
    ).json();
    const q = await detail(reply.data.questId);
    expect(q).toMatchObject({ maxPlayer: AUTO_JOIN_MAX_PLAYER, rewardPoint: 0, recEnd: 1 });
  });

  it('copies the player target of a reference quest', async () => {
    const source = (
      await save({ locationSetting: { playerSetting: [{ code: 'EMP-T002-01', description: '' }] } })
    ).json().data;
    const copy = (await save({ questReferenceCode: source.questCode, locationSetting: {} })).json()
      .data;
    expect((await detail(copy.questId)).locationSetting.playerSetting.map((p) => p.code)).toEqual([
      'EMP-T002-01',
    ]);
  });
});

describe('bad input answers 400 naming the field and writes nothing', () => {
  const cases: [string, Partial<QuestSaveRequest>, string, string?][] = [
    ['no recurrence', { recurrences: [] }, 'recurrences', RECURRENCE_EMPTY],
    ['no card image', { fileId: '' }, 'fileId', CARD_EMPTY],
    ['a card never uploaded', { fileId: 'a'.repeat(64) }, 'fileId'],
    [
      'from after to',
      {
        recurrences: [
          {
            validFrom: '2026-03-09T00:00:00',
            validTo: '2026-03-02T00:00:00',
            validToJoin: '2026-03-02T00:00:00',
          },
        ],
      },
      'recurrences.0.validTo',
    ],
    [
      'a task target of 0',
      { tasks: [{ ...body().tasks[0]!, targetTask: 0 }] },
      'tasks.0.targetTask',
    ],
    [
      'an unknown metadata type',
      {
        tasks: [
          { ...body().tasks[0]!, rules: [{ metadataTypeId: 99, rulename: '', operation: [] }] },
        ],
      },
      'tasks.0.rules.0.metadataTypeId',
    ],
    [
      'an operator outside 1-7',
      {
        tasks: [
          {
            ...body().tasks[0]!,
            rules: [
              {
                metadataTypeId: 3,
                rulename: '',
                operation: [{ metadataTypeDetailId: 1, operators: 8, value: 'X' }],
              },
            ],
          },
        ],
      },
      'tasks.0.rules.0.operation.0.operators',
    ],
    [
      'an unknown branch',
      { locationSetting: { branchSetting: [{ code: 'NOPE', description: '' }] } },
      'locationSetting.branchSetting.0.code',
    ],
    ['an unknown reference quest', { questReferenceCode: 'QST999999' }, 'questReferenceCode'],
  ];
  it.each(cases)('%s', async (_name, over, field, message) => {
    const before = await questCount();
    const response = await save(over);
    expect(response.statusCode).toBe(400);
    const reply = response.json();
    expect(reply.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(reply.responseCode).toBe('400');
    expect(reply.errorMsg).toBe(reply.message);
    if (message) expect(reply.message).toContain(message);
    expect(await questCount()).toBe(before);
  });
});

describe('status transitions', () => {
  it('publishes, stops with a reason, deletes, and refuses what the table does not admit', async () => {
    const tb = body({ questName: 'Transition quest' });
    const created = (await admin.post(API.save, tb)).json().data;
    const id = created.questId;
    const published = await admin.post(API.publish, { questId: id, version: created.version });
    expect(published.statusCode).toBe(200);
    expect(published.json().data.status).toBe(1);
    let q = await detail(id);
    expect(q.recurrences.every((r) => r.recurrenceStatus === 1)).toBe(true);
    expect(q.publishedTime).not.toBeNull();
    // Publishing twice, or with a stale version.
    expect((await admin.post(API.publish, { questId: id, version: q.version })).statusCode).toBe(
      409,
    );
    const stale = await admin.post(API.edit, {
      ...tb,
      questId: id,
      version: created.version,
      status: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    // Back to draft is refused.
    const back = await admin.post(API.edit, {
      ...tb,
      questId: id,
      version: q.version,
      status: 0,
    });
    expect(back.statusCode).toBe(409);
    // Open -> Active, flag the second recurrence removed.
    const recurrences = q.recurrences.map((r) => ({
      validFrom: r.validFrom,
      validTo: r.validTo,
      validToJoin: r.validToJoin,
      recurrenceStatus: r.recurrenceNo === 2 ? 4 : 1,
    }));
    const active = await admin.post(API.edit, {
      ...tb,
      recurrences,
      questId: id,
      version: q.version,
      status: 2,
    });
    expect(active.statusCode).toBe(200);
    q = await detail(id);
    expect(q.recurrences.map((r) => r.recurrenceStatus)).toEqual([1, 4]);
    // The rules of an Active quest are frozen: a change needs a confirmed new version.
    const changed = {
      ...tb,
      recurrences,
      tasks: [{ ...tb.tasks[0]!, targetTask: 9 }, tb.tasks[1]!],
    };
    const frozen = await admin.post(API.edit, {
      ...changed,
      questId: id,
      version: q.version,
      status: 2,
    });
    expect(frozen.statusCode).toBe(409);
    const confirmed = await admin.post(API.edit, {
      ...changed,
      questId: id,
      version: q.version,
      status: 2,
      confirmNewVersion: true,
    });
    expect(confirmed.statusCode).toBe(200);
    q = await detail(id);
    expect(q.tasks[0]!.targetTask).toBe(9);
    // Stop needs a reason.
    const noReason = await admin.post(API.edit, {
      ...tb,
      questId: id,
      version: q.version,
      status: 4,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].field).toBe('cancellationReason');
    const stopped = await admin.post(API.edit, {
      ...changed,
      questId: id,
      version: q.version,
      status: 4,
      cancellationReason: 'Budget cut',
    });
    expect(stopped.json().data.status).toBe(4);
    expect((await detail(id)).cancellationReason).toBe('Budget cut');
    // Delete hides it from 'all' but the deleted list shows it.
    const deleted = await admin.post(API.delete, { Id: id });
    expect(deleted.json().data).toMatchObject({ status: 5, questName: 'Transition quest' });
    expect((await list({ questName: 'Transition quest' })).total).toBe(0);
    expect((await list({ questName: 'Transition quest', status: 5 })).total).toBe(1);
    expect((await admin.post(API.delete, { Id: id })).statusCode).toBe(409);
    const q2 = await detail(id);
    expect(
      (
        await admin.post(API.edit, {
          ...tb,
          questId: id,
          version: q2.version,
          status: 4,
          cancellationReason: 'x',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('refuses to delete an Active quest', async () => {
    const [active] = (await list({ status: 2 })).data;
    expect((await admin.post(API.delete, { Id: active!.questId })).statusCode).toBe(409);
  });
});

describe('lookups', () => {
  const data = async (url: string) =>
    (await gm.get(url)).json().data as { code: string; parentCode?: string }[];
  it('serves areas, cities by area and branches by area and city', async () => {
    expect((await data(API.area)).map((a) => a.code)).toEqual(['JBR', 'JKT', 'JTM']);
    const cities = await data(`${API.city}?areaCodes=JBR`);
    expect(cities.map((c) => c.code)).toEqual(['BDG', 'BKS']);
    const branches = await data(`${API.branch}?areaCodes=JKT&cityCodes=JKTU`);
    expect(branches.map((b) => b.code)).toEqual(['T002', 'T010']);
  });
  it('serves a branch that lies in no city yet', async () => {
    await t.db.execute(
      sql`insert into branch (company_code, branch_code, branch_description) values ('0002', 'T099', 'Auto2000 New')`,
    );
    const response = await gm.get(API.branch);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toContainEqual(
      expect.objectContaining({ code: 'T099', parentCode: null }),
    );
  });
  it('serves players by branch and level, and source players by keyword', async () => {
    const players = await data(`${API.player}?branchCodes=T002`);
    expect(players.length).toBeGreaterThan(0);
    expect(players.every((p) => p.code.startsWith('EMP-T002'))).toBe(true);
    const source = (await gm.post(API.sourcePlayer, { keyword: 'emp-t010', limit: 1000 })).json()
      .data;
    expect(source.every((p: { code: string }) => p.code.startsWith('EMP-T010'))).toBe(true);
    expect((await gm.post(API.sourcePlayer, { limit: 1001 })).statusCode).toBe(400);
  });
  it('serves tiers, customer groups, sales sources, models and materials by model', async () => {
    expect((await data(API.playerTier)).map((x) => x.code)).toContain('GOLD');
    expect((await data(API.salesmanTier)).map((x) => x.code)).toContain('STAR');
    expect((await data(API.customerGroup)).map((x) => x.code)).toContain('FLEET');
    expect((await data(API.salesSource)).map((x) => x.code)).toContain('WALKIN');
    expect((await data(API.model)).map((x) => x.code)).toContain('AVANZA');
    const materials = await data(`${API.material}?modelCodes=AVANZA`);
    expect(materials.length).toBe(3);
    expect(materials.every((m) => m.parentCode === 'AVANZA')).toBe(true);
  });
  it('splits pasted codes into valid ones and defects with a reason each', async () => {
    const reply = (
      await gm.post(API.validateSetting, {
        areaCodes: ['JKT'],
        cityCodes: ['JKTU', 'BDG'],
        branchCodes: ['T002', 'T002', 'ZZZ'],
        salesmanNos: ['EMP-T002-01', 'EMP-T020-01'],
      })
    ).json();
    expect(reply.cityCodes.map((c: { code: string }) => c.code)).toEqual(['JKTU']);
    expect(reply.branchCodes.map((c: { code: string }) => c.code)).toEqual(['T002']);
    expect(reply.salesmanNos.map((c: { code: string }) => c.code)).toEqual(['EMP-T002-01']);
    expect(reply.defectDatas).toEqual([
      {
        type: 'city',
        code: 'BDG',
        reason: "City BDG is in area JBR, outside the quest's areas JKT",
      },
      { type: 'branch', code: 'T002', reason: 'Branch T002 is listed more than once' },
      { type: 'branch', code: 'ZZZ', reason: 'Branch ZZZ not found' },
      {
        type: 'salesman',
        code: 'EMP-T020-01',
        reason:
          "Salesman EMP-T020-01 is in area JBR, outside the quest's areas JKT: cannot take part in this quest",
      },
    ]);
  });
  it('searches players by attributes and operators', async () => {
    const attributes = (await gm.post(API.attributes, {})).json().data;
    expect(attributes.map((a: { attributeName: string }) => a.attributeName)).toContain(
      'playerTier',
    );
    const reply = (
      await gm.post(API.customPlayerSearch, {
        attributes: [
          { attributeName: 'cityCode', operator: 1, value: 'JKTU' },
          { attributeName: 'playerNo', operator: 7, value: '-01' },
        ],
      })
    ).json();
    expect(reply.city).toEqual([{ code: 'JKTU', description: 'Jakarta Utara' }]);
    expect(reply.branch.map((b: { code: string }) => b.code).sort()).toEqual(['T002', 'T010']);
    expect(reply.player.map((p: { code: string }) => p.code).sort()).toEqual([
      'EMP-T002-01',
      'EMP-T010-01',
    ]);
  });
});

describe('rerun and access', () => {
  it('records a rerun of a published quest, refuses a draft', async () => {
    const [open] = (await list({ status: 1 })).data;
    const ok = await admin.post(API.saveRerun, {
      data: [
        {
          questID: open!.questId,
          metadataTypeID: 3,
          eventDateFrom: '2026-01-01T00:00:00',
          eventDateTo: '2026-01-31T23:59:59',
        },
      ],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data[0]).toMatchObject({
      questID: open!.questId,
      eventDateTo: '2026-01-31T23:59:59',
      status: 'done',
      awarded: 0,
    });
    const [draft] = (await list({ status: 0 })).data;
    const refused = await admin.post(API.saveRerun, {
      data: [
        {
          questID: draft!.questId,
          metadataTypeID: 3,
          eventDateFrom: '2026-01-01T00:00:00',
          eventDateTo: '2026-01-31T23:59:59',
        },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('data.0.questID');
  });
  it('admits the game master and refuses other roles', async () => {
    expect((await gm.post(API.list, {})).statusCode).toBe(200);
    const ho = await callerFor(t, 'ho_testdrive');
    const refused = await ho.post(API.list, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().responseCode).toBe('403');
  });
  it('lists the demo quests, one per status', async () => {
    for (const status of [0, 1, 2, 3, 4, 5])
      expect((await list({ status })).total).toBeGreaterThan(0);
  });
});

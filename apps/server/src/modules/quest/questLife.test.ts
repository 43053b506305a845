import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  QUEST_API as API,
  QUEST_STATUS,
  type QuestDetail,
  type QuestSaveRequest,
} from '@dealer/contracts/quest';
import { rows } from '../../db/client';
import { demoCard } from '../../seed/demoQuests';
import { createTestApp, type TestApp } from '../../test/testApp';
import { callerFor, type Caller } from '../../test/masterHelpers';
import { activateStartedQuests } from './lifeSweep';

let t: TestApp;
let admin: Caller;
let cardId = '';

beforeAll(async () => {
  t = await createTestApp();
  admin = await callerFor(t, 'astraquestadmin');
  const upload = await admin.upload(API.uploadImage, 'card.png', demoCard([60, 20, 30], 40, 30));
  cardId = upload.json().data.fileId;
});
afterAll(async () => {
  await t?.close();
});

/** A Jakarta wall-clock time `days` from `now`, as the quest API takes it. */
const wallClock = (now: Date, days: number) =>
  new Date(now.getTime() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 19);

/** A published (Open) quest whose first window starts `startDays` from `now`. */
async function openQuest(name: string, now: Date, startDays: number): Promise<number> {
  const body: QuestSaveRequest = {
    questName: name,
    questType: 2,
    keyword: 'LIFE',
    maxPlayer: 10,
    rewardPoint: 10,
    experiencePoint: 1,
    fileId: cardId,
    recurrenceType: 0,
    recEnd: 1,
    recurrences: [
      {
        validFrom: wallClock(now, startDays),
        validTo: wallClock(now, startDays + 5),
        validToJoin: wallClock(now, startDays + 2),
      },
    ],
    locationSetting: {},
    tasks: [
      {
        taskName: 'Claim an order',
        targetTask: 1,
        taskType: 2,
        rules: [{ metadataTypeId: 2, rulename: 'Claimed', operation: [] }],
      },
    ],
  };
  const saved = await admin.post(API.save, body);
  expect(saved.statusCode, saved.body).toBe(200);
  const { questId, version } = saved.json().data as { questId: number; version: number };
  const published = await admin.post(API.publish, { questId, version });
  expect(published.statusCode, published.body).toBe(200);
  return questId;
}

const detail = async (questId: number) =>
  (await admin.post(API.detail, { questID: questId })).json().data as QuestDetail;

/** The quest as stored, moved to `status` through the console's edit call. */
async function move(questId: number, status: number) {
  const q = await detail(questId);
  return admin.post(API.edit, {
    ...q,
    questReferenceCode: q.questReferenceCode ?? undefined,
    questId,
    version: q.version,
    status,
    cancellationReason: '',
  });
}

const statusOf = async (questId: number) =>
  (
    await rows<{ status: number }>(
      t.db,
      sql`select status from quest where id = ${questId}::integer`,
    )
  )[0]!.status;

describe('the quest life sweep', () => {
  it('makes an Open quest Active once its first recurrence has started, and only then', async () => {
    const now = new Date();
    const started = await openQuest('Life: started an hour ago', now, -1 / 24);
    const later = await openQuest('Life: starts in two days', now, 2);
    const moved = await activateStartedQuests(t.db, now);
    expect(moved.map((m) => m.questId)).toContain(started);
    expect(moved.map((m) => m.questId)).not.toContain(later);
    expect(await statusOf(started)).toBe(QUEST_STATUS.ACTIVE);
    expect(await statusOf(later)).toBe(QUEST_STATUS.OPEN);
    // Two days on, the later one starts.
    const twoDaysOn = new Date(now.getTime() + 2 * 86_400_000 + 60_000);
    expect((await activateStartedQuests(t.db, twoDaysOn)).map((m) => m.questId)).toContain(later);
    expect(await statusOf(later)).toBe(QUEST_STATUS.ACTIVE);
  });

  it('moves each quest once, however many processes sweep at the same instant', async () => {
    const now = new Date();
    const questId = await openQuest('Life: swept by two processes', now, -1);
    const [first, second] = await Promise.all([
      activateStartedQuests(t.db, now),
      activateStartedQuests(t.db, now),
    ]);
    const moves = [...first, ...second].filter((m) => m.questId === questId);
    expect(moves).toHaveLength(1);
    expect((await activateStartedQuests(t.db, now)).map((m) => m.questId)).not.toContain(questId);
    // The version moved with the status: an edit read before the sweep is stale.
    expect((await detail(questId)).version).toBe(3);
  });

  it('leaves an Open quest someone made InActive before it started as it is', async () => {
    const now = new Date();
    const questId = await openQuest('Life: paused before start', now, 1);
    const paused = await move(questId, QUEST_STATUS.INACTIVE);
    expect(paused.statusCode, paused.body).toBe(200);
    await activateStartedQuests(t.db, new Date(now.getTime() + 2 * 86_400_000));
    expect(await statusOf(questId)).toBe(QUEST_STATUS.INACTIVE);
  });
});

describe("the quest life's controls (edit with a new status)", () => {
  it('Open → Active → InActive → Active, and an Active quest cannot go back to Open', async () => {
    const questId = await openQuest('Life: by hand', new Date(), 3);
    expect((await move(questId, QUEST_STATUS.ACTIVE)).statusCode).toBe(200);
    const paused = await move(questId, QUEST_STATUS.INACTIVE);
    expect(paused.statusCode, paused.body).toBe(200);
    expect((await move(questId, QUEST_STATUS.ACTIVE)).statusCode).toBe(200);
    const back = await move(questId, QUEST_STATUS.OPEN);
    expect(back.statusCode).toBe(409);
    expect(back.json().errorMsg).toBe('An Active quest cannot become Open');
    expect(await statusOf(questId)).toBe(QUEST_STATUS.ACTIVE);
  });
});

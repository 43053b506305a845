import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEST_API, type QuestListResponse } from '@dealer/contracts/quest';
import { rows } from '../../db/client';
import { callerFor, type Caller } from '../../test/masterHelpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { readExport } from '../../platform/excel/test/exports';

let t: TestApp;
let admin: Caller;
const EVIL = '=HYPERLINK("http://evil","x")';

beforeAll(async () => {
  t = await createTestApp();
  admin = await callerFor(t, 'astraquestadmin');
});
afterAll(async () => {
  await t?.close();
});

async function exported(caller: Caller, body: Record<string, unknown>) {
  const response = await caller.post(QUEST_API.export, body);
  expect(response.statusCode, response.body).toBe(200);
  return readExport(response.rawPayload);
}

describe('quest export', () => {
  it('writes every quest of the filter (not one page), names it, a formula-like name as text', async () => {
    const [first] = await rows<{ id: number }>(
      t.db,
      sql`select id from quest where status <> 5 order by id limit 1`,
    );
    expect(first, 'the seed has quests').toBeDefined();
    await t.db.execute(sql`update quest set quest_name = ${EVIL} where id = ${first!.id}`);
    const listed = (await admin.post(QUEST_API.list, { limit: 100 })).json<QuestListResponse>();
    expect(listed.total).toBeGreaterThan(0);
    const file = await exported(admin, { limit: 5 });
    expect(file.rows).toHaveLength(listed.total);
    expect(file.column('Quest Code')).toEqual(listed.data.map((q) => q.questCode));
    expect(file.column('Quest Name')).toContain(`'${EVIL}`);
    const status = listed.data[0]!.status;
    const one = (
      await admin.post(QUEST_API.list, { status, limit: 100 })
    ).json<QuestListResponse>();
    const filtered = await exported(admin, { status });
    expect(filtered.column('Quest Code')).toEqual(one.data.map((q) => q.questCode));
    // Named as the status column names it (QUEST_STATUS), not the request's number.
    expect(filtered.lines.get('Status')).toBe(filtered.column('Status')[0]);
    expect(filtered.lines.get('Status')).not.toBe(String(status));
  });

  it("writes created and published times as date cells of the business zone's wall time", async () => {
    const [quest] = await rows<{ id: number; code: string }>(
      t.db,
      sql`select id, quest_code as code from quest where status <> 5 order by id limit 1`,
    );
    // 17:30 UTC on 30 November is 00:30 on 1 December in Jakarta: a zone slip changes the day.
    await t.db.execute(
      sql`update quest set created_time = '2026-11-30T17:30:00Z', published_time = '2026-11-30T16:59:00Z'
          where id = ${quest!.id}`,
    );
    const file = await exported(admin, {
      createdTimeFrom: '2026-12-01',
      createdTimeTo: '2026-12-01',
    });
    expect(file.column('Quest Code')).toEqual([quest!.code]);
    expect(file.column('Created')).toEqual([new Date('2026-12-01T00:30:00Z')]);
    expect(file.column('Published')).toEqual([new Date('2026-11-30T23:59:00Z')]);
    const data = file.workbook.worksheets[1]!;
    const created = data.getCell(2, file.header.indexOf('Created') + 1);
    expect(created.numFmt).toBe('dd-mm-yyyy hh:mm');
    // The request's days are dates on the Filters sheet too.
    expect(file.lines.get('Created time from')).toEqual(new Date('2026-12-01T00:00:00Z'));
  });

  it('answers 403 to a role outside the quest console (quests belong to no user branch)', async () => {
    const ho = await callerFor(t, 'ho_testdrive');
    expect((await ho.post(QUEST_API.export, {})).statusCode).toBe(403);
  });
});

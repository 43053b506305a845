import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PLAYER_POINTS_API,
  POINT_CORRECTION_API as API,
  type Batch,
  type BatchListResponse,
  type BatchPreview,
  type PlayerPoints,
  type PlayerPointsResponse,
} from '@dealer/contracts/point-correction';
import { readExport } from '../../platform/excel/test/exports';
import { callerFor, type Caller } from '../../test/masterHelpers';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
let corrector: Caller;
let gamemaster: Caller;
const EVIL = '=HYPERLINK("http://evil","x") lists.xlsx';
const PLAYERS = ['EMP-T013-01', 'EMP-T013-02', 'EMP-T013-03'];

/** A Previewed batch giving each of PLAYERS `points[i]` PointsBalance (0: no row). */
async function draft(fileName: string, points: number[]): Promise<BatchPreview> {
  const given = PLAYERS.map((playerNo, i) => ({ playerNo, points: points[i] ?? 0 })).filter(
    (p) => p.points > 0,
  );
  const response = await corrector.post(API.save, {
    fileName,
    PlayerNos: given.map((p) => p.playerNo),
    Branchs: given.map(() => 'T013'),
    TransactionTypeCodes: given.map(() => 'AddPointsCr'),
    PointsTypes: given.map(() => 'PointsBalance'),
    Points: given.map((p) => p.points),
    Descriptions: given.map(() => 'list test'),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BatchPreview>();
}

async function commit(preview: BatchPreview): Promise<void> {
  const { batchId, version } = preview.batch;
  const response = await corrector.post(API.commit, { batchId, version, confirmDuplicate: true });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  corrector = await callerFor(t, 'astraquestpointcorrectionadmin');
  gamemaster = await callerFor(t, 'astraquestgamemaster');
  // Beside the seed's committed and reversed batches: two drafts (one named like a formula), a
  // discarded one, and a committed one that spreads the branch's balances far apart.
  await draft(EVIL, [1]);
  await draft('lists-draft.xlsx', [2]);
  const discarded = await draft('lists-discarded.xlsx', [3]);
  const { batchId, version } = discarded.batch;
  expect((await corrector.post(API.discard, { batchId, version })).statusCode).toBe(200);
  await commit(await draft('lists-spread.xlsx', [5_000, 90_000, 40_000]));
});
afterAll(async () => {
  await t?.close();
});

async function batches(query: string): Promise<Batch[]> {
  const response = await corrector.get(`${API.batches}?pageSize=100${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BatchListResponse>().batches;
}
const ids = (found: Batch[]) => found.map((b) => b.batchId);

describe('the batch history list', () => {
  it('shows the newest batch first when no sort is asked', async () => {
    const found = ids(await batches(''));
    expect(found.length).toBeGreaterThan(4);
    expect(found).toEqual([...found].sort((a, b) => b - a));
  });

  it('sorts by batch number either way, page by page', async () => {
    const ascending = ids(await batches('&sortField=batchId&sortOrder=ascend'));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ids(await batches('&sortField=batchId&sortOrder=descend'))).toEqual(
      [...ascending].reverse(),
    );
    const second = await corrector.get(
      `${API.batches}?sortField=batchId&sortOrder=ascend&page=2&pageSize=2`,
    );
    expect(ids(second.json<BatchListResponse>().batches)).toEqual(ascending.slice(2, 4));
  });

  it('sorts by upload time and by status, the newest batch first among equals', async () => {
    const byTime = await batches('&sortField=createdTime&sortOrder=ascend');
    for (const [a, b] of byTime.slice(1).map((b, i) => [byTime[i]!, b] as const)) {
      const before = a.createdTime < b.createdTime;
      expect(before || (a.createdTime === b.createdTime && a.batchId > b.batchId)).toBe(true);
    }
    const byStatus = await batches('&sortField=status&sortOrder=descend');
    const statuses = byStatus.map((b) => b.status);
    expect(statuses).toEqual([...statuses].sort().reverse());
    expect(new Set(statuses)).toEqual(new Set(['Committed', 'Discarded', 'Previewed', 'Reversed']));
    const previewed = ids(byStatus.filter((b) => b.status === 'Previewed'));
    expect(previewed).toEqual([...previewed].sort((a, b) => b - a));
  });

  it('refuses a column it cannot sort by with 400 naming the field', async () => {
    const response = await corrector.get(`${API.batches}?sortField=fileHash`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('sortField');
  });
});

async function exported(caller: Caller, body: Record<string, unknown>) {
  const response = await caller.post(API.batchesExport, body);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-disposition']).toMatch(/correction-batches-[\d-]+\.xlsx/);
  return readExport(response.rawPayload);
}

describe('the batch history export', () => {
  it('writes every batch the status filter picks in the list’s order, not one page', async () => {
    const listed = await batches('&status=Previewed&sortField=batchId&sortOrder=ascend');
    expect(listed.length).toBeGreaterThan(1);
    // The console sends its whole query; its page and size do not cut the file.
    const body = { status: 'Previewed', sortField: 'batchId', sortOrder: 'ascend', page: 2 };
    const file = await exported(corrector, { ...body, pageSize: 1 });
    expect(file.column('Batch')).toEqual(ids(listed));
    expect(new Set(file.column('Status'))).toEqual(new Set(['Previewed']));
    expect(file.lines.get('Status')).toBe('Previewed');
    expect(file.lines.get('Sort by')).toBe('Batch');
    expect(file.lines.get('Sort order')).toBe('ascend');
    expect(file.lines.get('Rows')).toBe(String(listed.length));
    const all = await exported(corrector, {});
    expect(all.column('Batch')).toEqual(ids(await batches('')));
    expect(all.lines.get('Filters')).toBe('None');
  });

  it('writes a formula-like file name as text, never as a formula', async () => {
    const file = await exported(corrector, { status: 'Previewed' });
    expect(file.column('File')).toContain(`'${EVIL}`);
    const data = file.workbook.worksheets[1]!;
    data.eachRow((row) => row.eachCell((cell) => expect(cell.formula).toBeUndefined()));
  });

  it('answers 403 to the game master, who sees player points but not the batches', async () => {
    expect((await gamemaster.post(API.batchesExport, {})).statusCode).toBe(403);
    const crc = await callerFor(t, 'crc');
    expect((await crc.post(API.batchesExport, {})).statusCode).toBe(403);
  });

  it('refuses a status or sort the list does not know with 400 naming the field', async () => {
    const status = await corrector.post(API.batchesExport, { status: 'Booked' });
    expect(status.statusCode).toBe(400);
    expect(status.body).toContain('status');
    const sort = await corrector.post(API.batchesExport, { sortField: 'fileName' });
    expect(sort.statusCode).toBe(400);
    expect(sort.body).toContain('sortField');
  });
});

async function players(query: string): Promise<PlayerPoints[]> {
  const response = await gamemaster.get(`${PLAYER_POINTS_API.list}?branchCode=T013${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PlayerPointsResponse>().players;
}
const numbers = (found: PlayerPoints[]) => found.map((p) => p.playerNo);

describe('the player points list', () => {
  it('goes by player number without a sort, and sorts by it either way', async () => {
    const plain = numbers(await players(''));
    expect(plain.length).toBeGreaterThanOrEqual(PLAYERS.length);
    expect(plain).toEqual([...plain].sort());
    expect(numbers(await players('&sortField=playerNo&sortOrder=descend'))).toEqual(
      [...plain].reverse(),
    );
  });

  it('sorts by a balance on the server, the player number deciding among equals', async () => {
    const found = await players('&sortField=pointsBalance&sortOrder=descend');
    for (const [a, b] of found.slice(1).map((b, i) => [found[i]!, b] as const)) {
      const above = a.pointsBalance > b.pointsBalance;
      expect(above || (a.pointsBalance === b.pointsBalance && a.playerNo < b.playerNo)).toBe(true);
    }
    // The committed spread put EMP-T013-02 far above the other two.
    expect(numbers(found).indexOf(PLAYERS[1]!)).toBeLessThan(numbers(found).indexOf(PLAYERS[2]!));
    const page = await gamemaster.get(
      `${PLAYER_POINTS_API.list}?branchCode=T013&sortField=pointsBalance&sortOrder=descend&pageSize=1&page=2`,
    );
    expect(numbers(page.json<PlayerPointsResponse>().players)).toEqual([found[1]!.playerNo]);
  });

  it('exports the entries of the filtered players in the list’s order, naming the sort', async () => {
    const query = '&sortField=pointsBalance&sortOrder=ascend';
    const listed = numbers(await players(query)).filter((n) => PLAYERS.includes(n));
    const response = await gamemaster.get(`${PLAYER_POINTS_API.export}?branchCode=T013${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const file = await readExport(response.rawPayload);
    const inFile = file.column('PlayerNo').filter((n, i, all) => i === 0 || all[i - 1] !== n);
    expect(new Set(inFile).size, 'each player once, all entries together').toBe(inFile.length);
    expect(inFile.filter((n) => PLAYERS.includes(String(n)))).toEqual(listed);
    expect(file.lines.get('Sort by')).toBe('PointsBalance');
    expect(file.lines.get('Sort order')).toBe('ascend');
    // Each player's entries stay oldest first.
    const mine = file.rows.filter((r) => r[0] === PLAYERS[1]).map((r) => Number(r.at(-1)));
    expect(mine).toEqual([...mine].sort((a, b) => a - b));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  PLAYER_POINTS_API,
  POINT_CORRECTION_API as API,
  type BatchPreview,
  type CorrectionRefusal,
  type EntriesResponse,
  type PlayerPointsResponse,
} from '@dealer/contracts/point-correction';
import { DEMO_SERVICE_CLIENT } from '../../config';
import { rows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/testApp';
import { callerFor, xlsx, type Caller } from '../../test/masterHelpers';
import { balancesOf } from '../../platform/ledger/ledger';

let t: TestApp;
let corrector: Caller;
let gamemaster: Caller;

beforeAll(async () => {
  t = await createTestApp();
  corrector = await callerFor(t, 'astraquestpointcorrectionadmin');
  gamemaster = await callerFor(t, 'astraquestgamemaster');
});
afterAll(() => t.close());

const HEADER = ['PlayerNo', 'Branch', 'TransactionTypeCode', 'PointsType', 'Points', 'Description'];
const P1 = 'EMP-T013-01';
const P2 = 'EMP-T013-02';

async function balance(playerNo: string, pointsType = 'PointsBalance') {
  const found = await balancesOf(t.db, [playerNo]);
  return found.find((b) => b.pointsType === pointsType)?.balance ?? 0;
}
const entryCount = async () =>
  (await rows<{ n: number }>(t.db, sql`select count(*)::int as n from ledger_entry`))[0]!.n;
const batchCount = async () =>
  (await rows<{ n: number }>(t.db, sql`select count(*)::int as n from point_correction_batch`))[0]!
    .n;

describe('point correction upload', () => {
  it('downloads the template, prefilled with the picked branch', async () => {
    const response = await corrector.get(`${API.template}?branchCode=T013`);
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...HEADER]);
    expect(sheet.getRow(2).getCell(1).value).toBe('EMP-T013-01');
    expect(sheet.getRow(2).getCell(2).value).toBe('T013');
  });

  it('answers 400 naming each bad row and column, and writes nothing', async () => {
    const [entries, batches] = [await entryCount(), await batchCount()];
    const file = await xlsx(HEADER, [
      [P1, 'T013', 'AddPointsCr', 'PointsBalance', 100, 'ok'],
      ['NOBODY', 'T013', 'AddPointsCr', 'PointsBalance', 5, ''],
      [P2, 'T010', 'AddPointsCr', 'PointsBalance', 5, ''],
      [P2, 'T013', 'Gift', 'Coins', -3, ''],
      [P2, 'T013', 'DeductPointsCr', 'PodiumPoints', 1_000_000, 'more than held'],
    ]);
    const response = await corrector.upload(API.upload, 'bad.xlsx', file);
    expect(response.statusCode).toBe(400);
    const body = response.json<CorrectionRefusal>();
    expect(body.responseCode).toBe('400');
    expect(body.errorMsg).toMatch(/nothing was saved/);
    const cells = body.defectDatas.map((d) => `${d.row}:${d.column}`);
    expect(cells).toEqual([
      '3:PlayerNo',
      '4:Branch',
      '5:TransactionTypeCode',
      '5:PointsType',
      '5:Points',
    ]);
    expect([await entryCount(), await batchCount()]).toEqual([entries, batches]);
    // The overdraft is judged once the cells are right.
    const overdraft = await corrector.upload(
      API.upload,
      'overdraft.xlsx',
      await xlsx(HEADER, [[P2, 'T013', 'DeductPointsCr', 'PodiumPoints', 1_000_000, '']]),
    );
    expect(overdraft.statusCode).toBe(400);
    expect(overdraft.json<CorrectionRefusal>().defectDatas[0]).toMatchObject({
      row: 2,
      column: 'Points',
    });
  });

  it('refuses a wrong template, a renamed binary and 10 MB of garbage with 400', async () => {
    const wrong = await corrector.upload(
      API.upload,
      'w.xlsx',
      await xlsx(['ClusterCode'], [['X']]),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<CorrectionRefusal>().defectDatas.map((d) => d.column)).toContain('PlayerNo');
    const binary = await corrector.upload(
      API.upload,
      'x.xlsx',
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 1, 2]),
    );
    expect(binary.statusCode).toBe(400);
    const garbage = await corrector.upload(
      API.upload,
      'g.csv',
      Buffer.alloc(10 * 1024 * 1024, 0x41),
    );
    expect(garbage.statusCode).toBe(400);
  });

  let preview: BatchPreview;
  it('previews the net effect per player, books nothing until committed, then all rows at once', async () => {
    const before = await balance(P1);
    const file = await xlsx(HEADER, [
      [P1, 'T013', 'AddPointsCr', 'PointsBalance', 100, 'exhibition bonus'],
      [P1, 'T013', 'DeductPointsCr', 'PointsBalance', 30, 'correction'],
      [P2, 'T013', 'AddPointsCr', 'PodiumPoints', '25', ''],
    ]);
    const uploaded = await corrector.upload(API.upload, 'good.xlsx', file);
    expect(uploaded.statusCode).toBe(200);
    preview = uploaded.json<BatchPreview>();
    expect(preview.responseText).toBe('Success');
    expect(preview.batch.status).toBe('Previewed');
    expect(preview.effects).toEqual([
      expect.objectContaining({
        playerNo: P1,
        pointsType: 'PointsBalance',
        before,
        change: 70,
        after: before + 70,
      }),
      expect.objectContaining({ playerNo: P2, pointsType: 'PodiumPoints', change: 25 }),
    ]);
    expect(preview.totals).toEqual({ added: 125, deducted: 30, players: 2 });
    expect(await balance(P1)).toBe(before);

    const committed = await corrector.post(API.commit, {
      batchId: preview.batch.batchId,
      version: preview.batch.version,
    });
    expect(committed.statusCode).toBe(200);
    expect(committed.json<BatchPreview>().batch.status).toBe('Committed');
    expect(await balance(P1)).toBe(before + 70);
    // A repeated commit books nothing more.
    await corrector.post(API.commit, {
      batchId: preview.batch.batchId,
      version: preview.batch.version,
    });
    expect(await balance(P1)).toBe(before + 70);

    const page = await gamemaster.get(`${PLAYER_POINTS_API.entries}?playerNo=${P1}`);
    const statement = page.json<EntriesResponse>();
    expect(statement.balances).toContainEqual({
      pointsType: 'PointsBalance',
      balance: before + 70,
    });
    expect(statement.entries[0]).toMatchObject({
      source: 'correction',
      sourceRef: String(preview.batch.batchId),
    });
  });

  it('refuses the same file again unless the user confirms it is intended', async () => {
    const file = await xlsx(HEADER, [[P2, 'T013', 'AddPointsCr', 'PointsBalance', 10, 'twice']]);
    const first = (await corrector.upload(API.upload, 'twice.xlsx', file)).json<BatchPreview>();
    expect(first.duplicateOf).toEqual([]);
    await corrector.post(API.commit, {
      batchId: first.batch.batchId,
      version: first.batch.version,
    });
    const before = await balance(P2);
    const second = (
      await corrector.upload(API.upload, 'twice-renamed.xlsx', file)
    ).json<BatchPreview>();
    expect(second.duplicateOf.map((b) => b.batchId)).toEqual([first.batch.batchId]);
    const refused = await corrector.post(API.commit, {
      batchId: second.batch.batchId,
      version: second.batch.version,
    });
    expect(refused.statusCode).toBe(409);
    expect(await balance(P2)).toBe(before);
    const confirmed = await corrector.post(API.commit, {
      batchId: second.batch.batchId,
      version: second.batch.version,
      confirmDuplicate: true,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await balance(P2)).toBe(before + 10);
  });

  it('reverses a committed batch as a whole with a reason, netting to zero', async () => {
    const before = await balance(P1);
    const reversed = await corrector.post(API.reverse, {
      batchId: preview.batch.batchId,
      version: preview.batch.version + 1,
      reason: 'uploaded the wrong month',
    });
    expect(reversed.statusCode).toBe(200);
    const body = reversed.json<BatchPreview>();
    expect(body.batch).toMatchObject({
      status: 'Reversed',
      reversalReason: 'uploaded the wrong month',
    });
    expect(await balance(P1)).toBe(before - 70);
    const net = await rows<{ net: number }>(
      t.db,
      sql`select coalesce(sum(amount), 0)::int as net from ledger_entry
          where (source = 'correction' and source_ref = ${String(preview.batch.batchId)})
             or (source = 'reversal' and source_ref = ${`correction:${preview.batch.batchId}`})`,
    );
    expect(net[0]!.net).toBe(0);
  });

  it('lists players with their balances for the game roles only', async () => {
    const list = await gamemaster.get(`${PLAYER_POINTS_API.list}?branchCode=T013`);
    expect(list.statusCode).toBe(200);
    const body = list.json<PlayerPointsResponse>();
    expect(body.players.every((p) => p.branchCode === 'T013')).toBe(true);
    expect(body.players.find((p) => p.playerNo === P2)?.podiumPoints).toBe(
      await balance(P2, 'PodiumPoints'),
    );
    const crc = await callerFor(t, 'crc');
    expect((await crc.get(`${PLAYER_POINTS_API.list}`)).statusCode).toBe(403);
    expect((await gamemaster.get(API.batches)).statusCode).toBe(403);
    const exported = await gamemaster.get(`${PLAYER_POINTS_API.export}?branchCode=T013`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('salesman app: balances and redemption', () => {
  const basic = `Basic ${Buffer.from(`${DEMO_SERVICE_CLIENT.id}:${DEMO_SERVICE_CLIENT.secret}`).toString('base64')}`;
  const service = (url: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: basic, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const PLAYER = 'EMP-T020-01';

  beforeAll(async () => {
    // A reward product of 10 points (10,000 IDR at the default 1,000 IDR per point), and a hidden one.
    await t.database.query(
      `insert into game_price_component (price_component_code, price_component_name, price_component_calc_type) values ('PC-TEST', 'Price', 'Currency')`,
    );
    for (const [code, status] of [
      ['RW-TEST', 0],
      ['RW-HIDDEN', 2],
    ] as const) {
      await t.database.query(
        `insert into game_product (product_code, product_name, product_type_code, product_status)
         select $1, 'Test reward', product_type_code, $2 from game_product_type order by sort_order limit 1`,
        [code, status],
      );
      await t.database.query(
        `insert into game_product_price_component (product_id, price_component_id, component_value)
         select p.id, c.id, 10000 from game_product p, game_price_component c
         where p.product_code = $1 and c.price_component_code = 'PC-TEST'`,
        [code],
      );
    }
    const gap = 100 - (await balance(PLAYER));
    if (gap !== 0) {
      const fund = await corrector.post(API.save, {
        PlayerNos: [PLAYER],
        Branchs: ['T020'],
        TransactionTypeCodes: [gap > 0 ? 'AddPointsCr' : 'DeductPointsCr'],
        PointsTypes: ['PointsBalance'],
        Points: [Math.abs(gap)],
        Descriptions: ['funds for ten rewards'],
      });
      const draft = fund.json<BatchPreview>();
      await corrector.post(API.commit, {
        batchId: draft.batch.batchId,
        version: draft.batch.version,
        confirmDuplicate: true,
      });
    }
    expect(await balance(PLAYER)).toBe(100);
  });

  it('answers a player balance and entries', async () => {
    const response = await service('/api/quest/service/player/points', { playerNo: PLAYER });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      responseCode: '200',
      playerNo: PLAYER,
      branchCode: 'T020',
    });
  });

  it('lets exactly as many of 50 concurrent redemptions through as the balance covers', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        service('/api/quest/service/player/redeem', {
          requestId: `c-${i}`,
          playerNo: PLAYER,
          productCode: 'RW-TEST',
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10); // 100 points = 10 rewards of 10
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    expect(await balance(PLAYER)).toBe(0);
  });

  it('redeems once per request id and refuses a product that is not Active', async () => {
    const topUp = (
      await corrector.post(API.save, {
        PlayerNos: [PLAYER],
        Branchs: ['T020'],
        TransactionTypeCodes: ['AddPointsCr'],
        PointsTypes: ['PointsBalance'],
        Points: [100],
        Descriptions: ['top-up'],
      })
    ).json<BatchPreview>();
    await corrector.post(API.commit, {
      batchId: topUp.batch.batchId,
      version: topUp.batch.version,
    });
    const first = await service('/api/quest/service/player/redeem', {
      requestId: 'r-1',
      playerNo: PLAYER,
      productCode: 'RW-TEST',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ redemption: { points: 10, balanceAfter: 90 } });
    const again = await service('/api/quest/service/player/redeem', {
      requestId: 'r-1',
      playerNo: PLAYER,
      productCode: 'RW-TEST',
    });
    expect(again.json()).toMatchObject({
      redemption: { entryId: first.json().redemption.entryId },
    });
    expect(await balance(PLAYER)).toBe(90);
    const hidden = await service('/api/quest/service/player/redeem', {
      requestId: 'r-2',
      playerNo: PLAYER,
      productCode: 'RW-HIDDEN',
    });
    expect(hidden.statusCode).toBe(409);
  });

  it('reports the outstanding points and their IDR value', async () => {
    const response = await gamemaster.get(PLAYER_POINTS_API.outstanding);
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      outstanding: { pointsType: string; points: number; valueIDR: number }[];
      pointConversionRateIDR: number;
    }>();
    const held = await rows<{ points: number }>(
      t.db,
      sql`select coalesce(sum(amount),0)::float8 as points from ledger_entry where points_type = 'PointsBalance'`,
    );
    const balanceType = body.outstanding.find((o) => o.pointsType === 'PointsBalance')!;
    expect(balanceType.points).toBe(held[0]!.points);
    expect(balanceType.valueIDR).toBe(held[0]!.points * body.pointConversionRateIDR);
  });
});

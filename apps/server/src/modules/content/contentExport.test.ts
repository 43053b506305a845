import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_API, type BranchSalesman } from '@dealer/contracts/content';
import { branch } from '../../db/schema/index';
import { callerFor, type Caller } from '../../test/masterHelpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { exportedDay, readExport } from '../../platform/excel/test/exports';

let t: TestApp;
let ho: Caller; // pickontenho
let cabang: Caller; // pickontencabang, branch T011
const EVIL = '=HYPERLINK("http://evil","x")';

beforeAll(async () => {
  t = await createTestApp();
  [ho, cabang] = await Promise.all([callerFor(t, 'pickontenho'), callerFor(t, 'pickontencabang')]);
});
afterAll(async () => {
  await t?.close();
});

async function exported(caller: Caller, path: string, body: Record<string, unknown>) {
  const response = await caller.post(path, body);
  expect(response.statusCode, response.body).toBe(200);
  return readExport(response.rawPayload);
}

describe('salesmen export', () => {
  it('writes every salesman of the filter (not a page of 5), names the filter, formula as text', async () => {
    const [one] = (await ho.get(`${CONTENT_API.salesmen}?businessAreaCode=T010`)).json<{
      salesman: BranchSalesman[];
    }>().salesman;
    const saved = await ho.post(CONTENT_API.salesmanUpdate, {
      id: one!.id,
      version: one!.version,
      salesmanNo: one!.salesmanNo,
      name: EVIL,
      status: 'Active',
      isShow: 'true',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const listed = (await ho.get(`${CONTENT_API.salesmen}?pageSize=100`)).json<{
      salesman: BranchSalesman[];
      totalData: number;
    }>();
    expect(listed.totalData).toBeGreaterThan(5);
    const everyone = await exported(ho, CONTENT_API.salesmenExport, {});
    expect(everyone.column('Salesman No')).toEqual(listed.salesman.map((s) => s.salesmanNo));
    const t010 = listed.salesman.filter((s) => s.businessAreaCode === 'T010');
    const file = await exported(ho, CONTENT_API.salesmenExport, { businessAreaCode: 'T010' });
    expect(file.column('Salesman No')).toEqual(t010.map((s) => s.salesmanNo));
    expect(new Set(file.column('Branch'))).toEqual(new Set(['T010']));
    expect(file.column('Name')).toContain(`'${EVIL}`);
    expect(file.lines.get('Branch')).toBe('T010');
  });

  it("keeps a branch editor's export to its branch: 403 for another, and for a role outside", async () => {
    const mine = await exported(cabang, CONTENT_API.salesmenExport, {});
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(new Set(mine.column('Branch'))).toEqual(new Set(['T011']));
    const other = await cabang.post(CONTENT_API.salesmenExport, { businessAreaCode: 'T010' });
    expect(other.statusCode).toBe(403);
    const crc = await callerFor(t, 'crc');
    expect((await crc.post(CONTENT_API.salesmenExport, {})).statusCode).toBe(403);
  });
});

describe('news and tips export', () => {
  it("writes the list's rows for its filter within the editor's branch, formula as text", async () => {
    const news = (name: string, branchCode: string) =>
      ho.post(CONTENT_API.newsCreate, {
        name,
        shortDesc: 'Keep it running',
        content: '<p>x</p>',
        activeStatus: 'aktif',
        category: 'TipsTricks',
        videoURL: '',
        branchCode,
        image: null,
      });
    for (const [name, code] of [
      [`${EVIL} export`, 'T011'],
      ['Export tip two', 'T011'],
      ['Export tip other', 'T010'],
    ] as const) {
      const created = await news(name, code);
      expect(created.statusCode, created.body).toBe(200);
    }
    const file = await exported(cabang, CONTENT_API.newsExport, { title: 'export' });
    expect(file.rows).toHaveLength(2);
    expect(new Set(file.column('Branch'))).toEqual(new Set(['T011']));
    expect(file.column('Title')).toContain(`'${EVIL} export`);
    expect(file.lines.get('Title')).toBe('export');
    const all = await exported(ho, CONTENT_API.newsExport, { title: 'export' });
    expect(all.rows).toHaveLength(3);
    expect((await cabang.post(CONTENT_API.newsExport, { branchCode: 'T010' })).statusCode).toBe(
      403,
    );
    const crc = await callerFor(t, 'crc');
    expect((await crc.post(CONTENT_API.newsExport, {})).statusCode).toBe(403);
  });
});

describe('promotions export', () => {
  it("writes the list's promotions for its filter within the editor's branch, formula as text", async () => {
    const day = new Date().toISOString().slice(0, 10);
    const ddmm = `${day.slice(8)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
    const promo = (name: string, branchCode: string) =>
      ho.post(CONTENT_API.promoCreate, {
        name,
        promotionDescription: '<p>Cheap <strong>cars</strong></p>',
        shortDescription: 'Cheap cars',
        validFrom: ddmm,
        validTo: ddmm,
        branchCode,
        activeStatus: true,
        image: null,
      });
    for (const [name, code] of [
      [`${EVIL} promo export`, 'T011'],
      ['Promo export two', 'T011'],
      ['Promo export other', 'T010'],
    ] as const) {
      const created = await promo(name, code);
      expect(created.statusCode, created.body).toBe(200);
    }
    const file = await exported(cabang, CONTENT_API.promoExport, { title: 'promo export' });
    expect(file.rows).toHaveLength(2);
    expect(new Set(file.column('Branch'))).toEqual(new Set(['T011']));
    expect(file.column('Name')).toContain(`'${EVIL} promo export`);
    expect(file.lines.get('Title')).toBe('promo export');
    // Promotion days (DD-MM-YYYY on the wire, spec 2) are date cells, not text that sorts by day.
    expect(file.column('Valid From')).toEqual([exportedDay(day), exportedDay(day)]);
    const all = await exported(ho, CONTENT_API.promoExport, { title: 'promo export' });
    expect(all.rows).toHaveLength(3);
    const t010 = await exported(ho, CONTENT_API.promoExport, {
      title: 'promo export',
      branchCode: 'T010',
    });
    expect(t010.column('Branch')).toEqual(['T010']);
    expect((await cabang.post(CONTENT_API.promoExport, { branchCode: 'T010' })).statusCode).toBe(
      403,
    );
    const crc = await callerFor(t, 'crc');
    expect((await crc.post(CONTENT_API.promoExport, {})).statusCode).toBe(403);
  });
});

describe('outlets export', () => {
  it("writes the list's outlets in the editor's scope, an address like a formula as text", async () => {
    await t.db.update(branch).set({ address: EVIL }).where(eq(branch.branchCode, 'T011'));
    const listed = (await ho.get(CONTENT_API.outlets)).json<{ branch: { branchCode: string }[] }>();
    const all = await exported(ho, CONTENT_API.outletsExport, {});
    expect(all.column('Branch Code')).toEqual(listed.branch.map((o) => o.branchCode));
    const one = await exported(ho, CONTENT_API.outletsExport, { branchCode: 'T010' });
    expect(one.column('Branch Code')).toEqual(['T010']);
    expect(one.lines.get('Branch')).toBe('T010');
    const mine = await exported(cabang, CONTENT_API.outletsExport, {});
    expect(mine.column('Branch Code')).toEqual(['T011']);
    expect(mine.column('Street')).toEqual([`'${EVIL}`]);
    expect((await cabang.post(CONTENT_API.outletsExport, { branchCode: 'T010' })).statusCode).toBe(
      403,
    );
    const crc = await callerFor(t, 'crc');
    expect((await crc.post(CONTENT_API.outletsExport, {})).statusCode).toBe(403);
  });
});

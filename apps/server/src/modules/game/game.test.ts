import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { FILES_API } from '@dealer/contracts/files';
import {
  GAME_API as A,
  type Podium,
  type PriceComponent,
  type Product,
} from '@dealer/contracts/game';
import { gameTargetPodium } from '../../db/schema/index';
import { pngImage } from '../../platform/files/test/images';
import { createTestApp, type TestApp } from '../../test/testApp';
import { callerFor, templateHeader, xlsx, type Caller } from '../../test/masterHelpers';
import { findRedeemableProduct, readAppConfig } from './reads';

let t: TestApp;
let gm: Caller;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp();
  gm = await callerFor(t, 'astraquestgamemaster');
  admin = await callerFor(t, 'astraquestadmin');
});
afterAll(async () => {
  await t?.close();
});

const podiumCount = async () =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(gameTargetPodium)
      .where(eq(gameTargetPodium.isActive, true))
  )[0]!.n;

describe('game public reads (the ledger uses them)', () => {
  it('reads the configuration and prices a product: ceil(currency x (1 + percentage/100) / rate)', async () => {
    expect(await readAppConfig(t.db)).toEqual({
      maxRedeemPeriode: 12,
      cutOffAutoRedeem: 25,
      endYearCutOff: 15,
      pointConversionRateIDR: 1000,
    });
    // Demo RW-ACC-001: 450,000 IDR + 11 % = 499,500 IDR / 1,000 = 499.5 -> 500 points.
    expect(await findRedeemableProduct(t.db, 'rw-acc-001')).toEqual({
      productCode: 'RW-ACC-001',
      productName: 'Premium car cover',
      status: 0,
      points: 500,
    });
    expect((await findRedeemableProduct(t.db, 'RW-MER-002'))?.status).toBe(2);
    expect(await findRedeemableProduct(t.db, 'NOPE')).toBeUndefined();
  });
});

describe('game access', () => {
  it('admits the quest admin, the game master and superadmin; 403 for other roles', async () => {
    const crc = await callerFor(t, 'crc');
    const pointAdmin = await callerFor(t, 'astraquestpointcorrectionadmin');
    const superadmin = await callerFor(t, 'superadmin');
    for (const caller of [gm, admin, superadmin]) {
      expect((await caller.get(A.appConfig)).statusCode).toBe(200);
    }
    for (const caller of [crc, pointAdmin]) {
      expect((await caller.get(A.appConfig)).statusCode).toBe(403);
      expect((await caller.post(A.productList, {})).statusCode).toBe(403);
      expect((await caller.get(A.podiumList)).statusCode).toBe(403);
    }
  });
});

describe('app configuration', () => {
  it('answers the quest envelope with endYearCutOff as 12.<day>', async () => {
    const reply = await gm.get(A.appConfig);
    expect(reply.json()).toMatchObject({
      responseCode: '200',
      responseText: 'Success',
      errorMsg: '',
      data: { maxRedeemPeriode: 12, cutOffAutoRedeem: 25, endYearCutOff: '12.15', version: 1 },
    });
  });

  it('saves, reads the day after the dot, refuses a stale version and a bad field', async () => {
    const body = {
      maxRedeemPeriode: 6,
      cutOffAutoRedeem: 20,
      endYearCutOff: '12.28',
      pointConversionRateIDR: 500,
      version: 1,
    };
    const saved = await gm.post(A.appConfigSave, body);
    expect(saved.json().data).toMatchObject({ endYearCutOff: '12.28', version: 2 });
    expect((await readAppConfig(t.db)).endYearCutOff).toBe(28);
    const stale = await gm.post(A.appConfigSave, body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ responseCode: '409', responseText: 'Failed' });
    expect(stale.json().errorMsg).toBe(stale.json().message);
    const bad = await gm.post(A.appConfigSave, { ...body, version: 2, endYearCutOff: '12.40' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('endYearCutOff');
    const zero = await gm.post(A.appConfigSave, { ...body, version: 2, pointConversionRateIDR: 0 });
    expect(zero.json().errors[0].field).toBe('pointConversionRateIDR');
    await gm.post(A.appConfigSave, { ...body, version: 2, pointConversionRateIDR: 1000 });
  });
});

describe('price components', () => {
  let created: PriceComponent;

  it('lists, creates, refuses a duplicate code, edits with its version', async () => {
    const reply = await gm.get(A.priceList);
    const list = reply.json().data as PriceComponent[];
    expect(list.map((c) => c.priceComponentCode)).toEqual(['DELIVERY', 'HANDLING', 'PPN', 'PRICE']);
    const add = await gm.post(A.priceSave, {
      priceComponentCode: 'INSURANCE',
      priceComponentName: 'Insurance',
      priceComponentCalcType: 'Currency',
    });
    created = add.json().data;
    expect(created).toMatchObject({ version: 1, productCount: 0, priceComponentDescription: '' });
    const dup = await gm.post(A.priceSave, {
      priceComponentCode: 'ppn',
      priceComponentName: 'x',
      priceComponentCalcType: 'Currency',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0].field).toBe('priceComponentCode');
    const type = await gm.post(A.priceSave, {
      priceComponentCode: 'X',
      priceComponentName: 'x',
      priceComponentCalcType: 'Fixed',
    });
    expect(type.statusCode).toBe(400);
    expect(type.json().errors[0].field).toBe('priceComponentCalcType');
    const edit = { ...created, priceComponentName: 'Insurance fee', version: 1 };
    expect((await gm.post(A.priceSave, edit)).json().data.version).toBe(2);
    expect((await gm.post(A.priceSave, edit)).statusCode).toBe(409);
  });

  it('refuses to delete a component a product prices with; deletes an unused one', async () => {
    const ppn = ((await gm.get(A.priceList)).json().data as PriceComponent[]).find(
      (c) => c.priceComponentCode === 'PPN',
    )!;
    const used = await gm.post(A.priceDelete, { priceComponentId: ppn.priceComponentId });
    expect(used.statusCode).toBe(409);
    expect(used.json().errorMsg).toMatch(/PPN is used by \d+ product/);
    const gone = await gm.post(A.priceDelete, {
      priceComponentId: created.priceComponentId,
      version: 2,
    });
    expect(gone.json().responseCode).toBe('200');
    const codes = ((await gm.get(A.priceList)).json().data as PriceComponent[]).map(
      (c) => c.priceComponentCode,
    );
    expect(codes).not.toContain('INSURANCE');
  });
});

describe('reward products', () => {
  const componentId = async (code: string) =>
    ((await gm.get(A.priceList)).json().data as PriceComponent[]).find(
      (c) => c.priceComponentCode === code,
    )!.priceComponentId;

  it('lists at most 100 by product code, filtered by type; lists the product types', async () => {
    const types = await gm.post(A.productTypes, { companyCode: '0002' });
    expect(types.json().data.map((x: { productTypeCode: string }) => x.productTypeCode)).toEqual([
      'VOUCHER',
      'MERCHANDISE',
      'SERVICE',
      'ACCESSORY',
    ]);
    const all = await gm.post(A.productList, {
      skip: 0,
      limit: 100,
      order: 'ASC',
      by: 'PRODUCTCODE',
    });
    const codes = all.json().data.map((p: Product) => p.productCode);
    expect(codes).toEqual([...codes].sort());
    expect(all.json().total).toBe(8);
    const vouchers = await gm.post(A.productList, { productType: 'VOUCHER' });
    expect(vouchers.json().data.map((p: Product) => p.productCode)).toEqual([
      'RW-VCH-001',
      'RW-VCH-002',
    ]);
    expect((await gm.post(A.productList, { limit: 101 })).json().errors[0].field).toBe('limit');
  });

  it('creates a product with an uploaded banner (checked by its bytes) and price components', async () => {
    const notImage = await gm.upload(FILES_API.image, 'banner.png', Buffer.from('not a picture'));
    expect(notImage.statusCode).toBe(400);
    const png = pngImage(64, 32);
    const image = (await gm.upload(FILES_API.image, 'banner.png', png)).json();
    const body = {
      productCode: 'RW-TST-001',
      productName: 'Test umbrella',
      productTypeCode: 'MERCHANDISE',
      productStatus: 0,
      productTermAndCondition: 'One per salesman',
      fileId: image.fileId,
      productPriceComponents: [
        { priceComponentId: await componentId('PRICE'), componentValue: 120000 },
        { priceComponentId: await componentId('PPN'), componentValue: 11 },
      ],
    };
    const saved = await gm.post(A.productSave, body);
    expect(saved.statusCode).toBe(200);
    const product = saved.json().data as Product;
    expect(product).toMatchObject({
      points: 134,
      imageUrl: `/api/files/${image.fileId}`,
      version: 1,
    });
    const served = await t.app.inject({ method: 'GET', url: product.imageUrl! });
    expect(served.rawPayload.equals(png)).toBe(true);

    const missingImage = await gm.post(A.productSave, {
      ...body,
      productCode: 'RW-TST-002',
      fileId: 'a'.repeat(64),
    });
    expect(missingImage.statusCode).toBe(400);
    expect(missingImage.json().errors[0].field).toBe('fileId');
    const noCurrency = await gm.post(A.productSave, {
      ...body,
      productCode: 'RW-TST-002',
      productPriceComponents: [body.productPriceComponents[1]],
    });
    expect(noCurrency.json().errors[0].field).toBe('productPriceComponents');
    const percent = await gm.post(A.productSave, {
      ...body,
      productCode: 'RW-TST-002',
      productPriceComponents: [
        body.productPriceComponents[0],
        { ...body.productPriceComponents[1], componentValue: 150 },
      ],
    });
    expect(percent.json().errors[0].field).toBe('productPriceComponents.1.componentValue');
    const status = await gm.post(A.productSave, {
      ...body,
      productCode: 'RW-TST-002',
      productStatus: 3,
    });
    expect(status.json().errors[0].field).toBe('productStatus');
    const dup = await gm.post(A.productSave, { ...body, productCode: 'rw-tst-001' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0].field).toBe('productCode');
  });

  it('edits a product: keeps component rows, hides it, refuses a stale version', async () => {
    const list = await gm.post(A.productList, { keyword: 'TST' });
    const { productId } = list.json().data[0] as Product;
    const detail = (await gm.post(A.productDetail, { productId })).json().data as Product;
    const edit = {
      productId,
      version: detail.version,
      productCode: detail.productCode,
      productName: 'Test umbrella XL',
      productTypeCode: detail.productTypeCode,
      productStatus: 2,
      fileId: detail.fileId,
      productPriceComponents: [
        {
          priceComponentId: detail.productPriceComponents[0]!.priceComponentId,
          componentValue: 200000,
        },
      ],
    };
    const saved = (await gm.post(A.productSave, edit)).json().data as Product;
    expect(saved).toMatchObject({ productStatus: 2, points: 200, version: 2 });
    expect(saved.productPriceComponents).toHaveLength(1);
    expect(saved.productPriceComponents[0]!.productPriceComponentId).toBe(
      detail.productPriceComponents[0]!.productPriceComponentId,
    );
    expect((await findRedeemableProduct(t.db, 'RW-TST-001'))?.status).toBe(2);
    expect((await gm.post(A.productSave, edit)).statusCode).toBe(409);
    expect((await gm.post(A.productDetail, { productId: 99999 })).statusCode).toBe(404);
  });
});

describe('target podium', () => {
  const rowsOf = async (query: string) =>
    (await gm.get(`${A.podiumList}${query}`)).json().data as Podium[];

  it('lists the default range 1753-01-01..9999-12-31 and filters by level and period', async () => {
    const all = await rowsOf('');
    expect(all).toHaveLength(32);
    const year = Number(all[all.length - 1]!.validFrom.slice(0, 4));
    const sc = await rowsOf(`?EmployeeLevel=SC&ValidFrom=${year}-03-01&ValidTo=${year}-03-31`);
    expect(sc).toHaveLength(4);
    expect(sc[0]).toMatchObject({
      employeeLevel: 'SC',
      employeeLevelDescription: 'Sales Consultant',
    });
    const bad = await gm.get(`${A.podiumList}?ValidFrom=2026-02-30`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('ValidFrom');
    const yearZero = await gm.get(`${A.podiumList}?ValidTo=0000-01-01`);
    expect(yearZero.statusCode).toBe(400);
    expect(yearZero.json().errors[0].field).toBe('ValidTo');
  });

  it('adds, refuses an overlap of the same level and tier, edits and deletes', async () => {
    const row = {
      employeeLevel: 'SPV',
      playerTier: 'GOLD',
      monthlyTarget: 30,
      validFrom: '2030-01-01',
      validTo: '2030-06-30',
    };
    const added = (await gm.post(A.podiumSave, row)).json().data as Podium;
    expect(added).toMatchObject({ ...row, version: 1 });
    const overlap = await gm.post(A.podiumSave, {
      ...row,
      validFrom: '2030-06-30',
      validTo: '2030-12-31',
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().errors[0].field).toBe('validFrom');
    expect(overlap.json().errorMsg).toMatch(/SPV \/ GOLD 2030-06-30 to 2030-12-31 overlaps/);
    const otherTier = await gm.post(A.podiumSave, { ...row, playerTier: 'SILVER' });
    expect(otherTier.statusCode).toBe(200);
    const level = await gm.post(A.podiumSave, { ...row, employeeLevel: 'BOSS' });
    expect(level.json().errors[0].field).toBe('employeeLevel');
    const range = await gm.post(A.podiumSave, { ...row, validTo: '2029-12-31' });
    expect(range.json().errors[0].field).toBe('validTo');
    // Its own stored period does not count when editing.
    const edit = { ...row, podiumId: added.podiumId, version: 1, validTo: '2030-07-31' };
    expect((await gm.post(A.podiumSave, edit)).json().data.version).toBe(2);
    expect((await gm.post(A.podiumSave, edit)).statusCode).toBe(409);
    const del = await gm.post(A.podiumDelete, { podiumId: added.podiumId, version: 2 });
    expect(del.json().responseCode).toBe('200');
    expect(
      (await gm.post(A.podiumSave, { ...row, validFrom: '2030-06-30', validTo: '2030-12-31' }))
        .statusCode,
    ).toBe(200);
  });

  it('uploads a file all or nothing: overlaps inside the file and with stored rows are named', async () => {
    const template = await templateHeader((await gm.get(A.podiumTemplate)).rawPayload);
    const header = ['EmployeeLevel', 'PlayerTier', 'MonthlyTarget', 'ValidFrom', 'ValidTo'];
    expect(template.header).toEqual(header);
    const before = await podiumCount();
    const bad = await gm.upload(
      A.podiumUpload,
      'podium.xlsx',
      await xlsx(header, [
        ['TRN', 'BRONZE', 5, '2031-01-01', '2031-06-30'],
        ['TRN', 'BRONZE', 6, '2031-06-01', '2031-12-31'],
        ['SPV', 'GOLD', 7, '2030-12-01', '2031-01-31'],
      ]),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { row: 3, column: 'ValidFrom', message: expect.stringMatching(/overlaps row 2/) },
      { row: 4, column: 'ValidFrom', message: expect.stringMatching(/overlaps the target podium/) },
    ]);
    const unknown = await gm.upload(
      A.podiumUpload,
      'podium.xlsx',
      await xlsx(header, [['XX', 'BRONZE', 5, '2031-01-01', '2031-06-30']]),
    );
    expect(unknown.json().errors[0]).toMatchObject({ row: 2, column: 'EmployeeLevel' });
    expect(await podiumCount()).toBe(before);
    const good = await gm.upload(
      A.podiumUpload,
      'podium.xlsx',
      await xlsx(header, [
        ['trn', 'bronze', 5, '2031-01-01', '2031-06-30'],
        ['TRN', 'BRONZE', 6, '2031-07-01', '2031-12-31'],
      ]),
    );
    expect(good.json()).toMatchObject({ responseCode: '200', acknowledge: 1, inserted: 2 });
    expect(await podiumCount()).toBe(before + 2);
  });

  it('saves the JSON upload call all or nothing, naming the overlapping item', async () => {
    const before = await podiumCount();
    const item = {
      employeeLevel: 'SSC',
      playerTier: 'PLATINUM',
      monthlyTarget: 9,
      validFrom: '2032-01-01',
      validTo: '2032-12-31',
    };
    const bad = await admin.post(A.podiumSaveUpload, {
      uploadTierPodiums: [
        item,
        { ...item, playerTier: 'GOLD' },
        { ...item, validFrom: '2032-12-31' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'uploadTierPodiums.2.validFrom',
    ]);
    expect(await podiumCount()).toBe(before);
    const ok = await admin.post(A.podiumSaveUpload, { uploadTierPodiums: [item] });
    expect(ok.json().inserted).toBe(1);
    const stored = await t.db
      .select()
      .from(gameTargetPodium)
      .where(
        and(
          eq(gameTargetPodium.employeeLevel, 'SSC'),
          eq(gameTargetPodium.validFrom, '2032-01-01'),
        ),
      );
    expect(stored).toHaveLength(1);
  });
});

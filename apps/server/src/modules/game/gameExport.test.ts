import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GAME_API as A,
  PRICE_COMPONENT_ORDER,
  type PriceComponent,
  type ProductSummary,
} from '@dealer/contracts/game';
import { readExport } from '../../platform/excel/test/exports';
import { callerFor, type Caller } from '../../test/masterHelpers';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
let gm: Caller;
const EVIL = '=HYPERLINK("http://evil","x") Export umbrella';

async function priceId(code: string): Promise<number> {
  const list = (await gm.get(A.priceList)).json<{ data: PriceComponent[] }>().data;
  return list.find((c) => c.priceComponentCode === code)!.priceComponentId;
}

async function addProduct(productCode: string, productName: string, productTypeCode: string) {
  const reply = await gm.post(A.productSave, {
    productCode,
    productName,
    productTypeCode,
    productStatus: 0,
    productPriceComponents: [{ priceComponentId: await priceId('PRICE'), componentValue: 90000 }],
  });
  expect(reply.statusCode, reply.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  gm = await callerFor(t, 'astraquestgamemaster');
  await addProduct('RW-EXP-001', EVIL, 'MERCHANDISE');
  await addProduct('RW-EXP-002', 'Export mug', 'MERCHANDISE');
  await addProduct('RW-EXP-003', 'Export voucher', 'VOUCHER');
  const evil = await gm.post(A.priceSave, {
    priceComponentCode: 'EXP-EVIL',
    priceComponentName: EVIL,
    priceComponentCalcType: 'Percentage',
  });
  expect(evil.statusCode, evil.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

async function exported(caller: Caller, path: string, body: object, file: RegExp) {
  const response = await caller.post(path, body);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-disposition']).toMatch(file);
  return readExport(response.rawPayload);
}

describe('product export', () => {
  it('writes the products the list shows for its type, keyword and sort, formula text as text', async () => {
    const listed = (
      await gm.post(A.productList, {
        productType: 'MERCHANDISE',
        keyword: 'exp',
        by: 'PRODUCTNAME',
        order: 'DESC',
      })
    ).json<{ data: ProductSummary[] }>().data;
    // By name, descending: 'Export mug' before '=HYPERLINK...'.
    expect(listed.map((p) => p.productCode)).toEqual(['RW-EXP-002', 'RW-EXP-001']);

    const file = await exported(
      gm,
      A.productExport,
      {
        productType: 'MERCHANDISE',
        keyword: 'exp',
        sortField: 'productName',
        sortOrder: 'descend',
      },
      /products-[\d-]+\.xlsx/,
    );
    expect(file.column('Product Code')).toEqual(listed.map((p) => p.productCode));
    expect(file.column('Product Name')).toEqual(['Export mug', `'${EVIL}`]);
    expect(file.column('Product Type')).toEqual(['Merchandise', 'Merchandise']);
    expect(file.column('Status')).toEqual(['Active', 'Active']);
    // 90,000 IDR at the demo rate of 1,000 IDR a point.
    expect(file.column('Points')).toEqual([90, 90]);
    expect(file.lines.get('Product type')).toBe('Merchandise');
    expect(file.lines.get('Keyword')).toBe('exp');
    expect(file.lines.get('Sort by')).toBe('Product name');
    expect(file.lines.get('Sort order')).toBe('Descending');
    expect(file.lines.get('Rows')).toBe('2');
  });

  it('writes every product in the list order by code when no filter is given', async () => {
    const file = await exported(gm, A.productExport, {}, /products-[\d-]+\.xlsx/);
    const codes = file.column('Product Code') as string[];
    // The 8 demo products and the 3 added here.
    expect(codes).toHaveLength(11);
    expect(codes).toEqual([...codes].sort());
    expect(file.lines.get('Filters')).toBe('None');
  });

  it('answers 403 to a role that cannot read the product list', async () => {
    for (const userName of ['crc', 'astraquestpointcorrectionadmin']) {
      const outsider = await callerFor(t, userName);
      expect((await outsider.post(A.productList, {})).statusCode).toBe(403);
      expect((await outsider.post(A.productExport, {})).statusCode).toBe(403);
    }
  });

  it('refuses a sort the list cannot give and an over-long keyword with 400 naming the field', async () => {
    const sort = await gm.post(A.productExport, { sortField: 'points' });
    expect(sort.statusCode).toBe(400);
    expect(sort.body).toContain('sortField');
    const keyword = await gm.post(A.productExport, { keyword: 'x'.repeat(101) });
    expect(keyword.statusCode).toBe(400);
    expect(keyword.body).toContain('keyword');
  });
});

describe('price component export', () => {
  it('writes every component in the order the list sorts it, formula text as text', async () => {
    const listed = (await gm.get(A.priceList)).json<{ data: PriceComponent[] }>().data;
    const byName = [...listed].sort(PRICE_COMPONENT_ORDER.priceComponentName);
    const file = await exported(
      gm,
      A.priceExport,
      { sortField: 'priceComponentName', sortOrder: 'ascend' },
      /price-components-[\d-]+\.xlsx/,
    );
    expect(file.column('Code')).toEqual(byName.map((c) => c.priceComponentCode));
    expect(file.column('Name')).toContain(`'${EVIL}`);
    expect(file.column('Products')).toEqual(byName.map((c) => c.productCount));
    expect(file.lines.get('Sort by')).toBe('Name');
    expect(file.lines.get('Rows')).toBe(String(listed.length));

    const unsorted = await exported(gm, A.priceExport, {}, /price-components/);
    expect(unsorted.column('Code')).toEqual(listed.map((c) => c.priceComponentCode));
    const down = await exported(
      gm,
      A.priceExport,
      { sortField: 'productCount', sortOrder: 'descend' },
      /price-components/,
    );
    const counts = down.column('Products') as number[];
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('answers 403 to a role that cannot read the price component list', async () => {
    const crc = await callerFor(t, 'crc');
    expect((await crc.get(A.priceList)).statusCode).toBe(403);
    expect((await crc.post(A.priceExport, {})).statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_API as A, type PriceComponent, type Product } from '@dealer/contracts/game';
import {
  GAME_POINTS_API,
  pointsPrice,
  type RewardPriceChange,
} from '@dealer/contracts/game-points';
import { createTestApp, type TestApp } from '../../test/testApp';
import { callerFor, type Caller } from '../../test/masterHelpers';
import { readAppConfig } from './reads';

/** Issue 35, item 2: a reward's cost in points is shown before a change to it is saved. */
let t: TestApp;
let gm: Caller;

beforeAll(async () => {
  t = await createTestApp();
  gm = await callerFor(t, 'astraquestgamemaster');
});
afterAll(async () => {
  await t?.close();
});

const componentId = async (code: string) =>
  ((await gm.get(A.priceList)).json().data as PriceComponent[]).find(
    (c) => c.priceComponentCode === code,
  )!.priceComponentId;

describe("a reward's points price before a change is saved", () => {
  it("previews each reward's points at a conversion rate not yet saved, saving nothing", async () => {
    const reply = await gm.post(GAME_POINTS_API.ratePreview, { pointConversionRateIDR: 1 });
    expect(reply.statusCode, reply.body).toBe(200);
    const changes = reply.json().data as RewardPriceChange[];
    expect(changes.map((c) => c.productCode)).toEqual(changes.map((c) => c.productCode).sort());
    // Demo RW-ACC-001: 450,000 IDR + 11 % = 499,500 IDR: 500 points at 1,000, 499,500 at 1.
    expect(changes.find((c) => c.productCode === 'RW-ACC-001')).toMatchObject({
      productName: 'Premium car cover',
      pointsNow: 500,
      pointsAfter: 499_500,
    });
    expect((await readAppConfig(t.db)).pointConversionRateIDR).toBe(1000);
    const zero = await gm.post(GAME_POINTS_API.ratePreview, { pointConversionRateIDR: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors[0]).toMatchObject({
      field: 'pointConversionRateIDR',
      issue: { kind: 'min', limit: 1 },
    });
    const crc = await callerFor(t, 'crc');
    expect(
      (await crc.post(GAME_POINTS_API.ratePreview, { pointConversionRateIDR: 5 })).statusCode,
    ).toBe(403);
  });

  it("prices every demo reward in the console's formula as the server does", async () => {
    const list = (await gm.post(A.productList, {})).json().data as Product[];
    expect(list.length).toBeGreaterThan(0);
    for (const { productId } of list) {
      const product = (await gm.post(A.productDetail, { productId })).json().data as Product;
      const components = product.productPriceComponents.map((c) => ({
        calcType: c.priceComponentCalcType,
        componentValue: c.componentValue,
      }));
      expect(pointsPrice(components, 1000), product.productCode).toBe(product.points);
      const preview = (
        await gm.post(GAME_POINTS_API.ratePreview, { pointConversionRateIDR: 7 })
      ).json().data as RewardPriceChange[];
      expect(pointsPrice(components, 7), product.productCode).toBe(
        preview.find((c) => c.productId === productId)!.pointsAfter,
      );
    }
  });

  it('refuses the same price component twice at the repeating row, naming the row it repeats', async () => {
    const price = await componentId('PRICE');
    const reply = await gm.post(A.productSave, {
      productCode: 'RW-TST-DUP',
      productName: 'Twice priced umbrella',
      productTypeCode: 'MERCHANDISE',
      productStatus: 0,
      productPriceComponents: [
        { priceComponentId: price, componentValue: 100000 },
        { priceComponentId: await componentId('PPN'), componentValue: 11 },
        { priceComponentId: price, componentValue: 5000 },
      ],
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toEqual([
      expect.objectContaining({
        field: 'productPriceComponents.2.priceComponentId',
        message: 'Row 3 repeats the price component of row 1',
      }),
    ]);
  });
});

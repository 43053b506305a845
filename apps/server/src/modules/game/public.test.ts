import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { gamePriceComponent, gameProduct, gameProductPriceComponent } from '../../db/schema/index';
import { findRedeemableProduct, readAppConfig } from './public';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

describe('game public reads', () => {
  it('reads the default app configuration created by the migration', async () => {
    expect(await readAppConfig(t.db)).toEqual({
      maxRedeemPeriode: 12,
      cutOffAutoRedeem: 25,
      endYearCutOff: 15,
      pointConversionRateIDR: 1000,
    });
  });

  it('prices a product in points: currency plus percentage surcharge over the rate, rounded up', async () => {
    const [idr, tax] = await t.db
      .insert(gamePriceComponent)
      .values([
        {
          priceComponentCode: 'PX',
          priceComponentName: 'Price',
          priceComponentCalcType: 'Currency',
        },
        {
          priceComponentCode: 'TX',
          priceComponentName: 'Tax',
          priceComponentCalcType: 'Percentage',
        },
      ])
      .returning();
    const [p] = await t.db
      .insert(gameProduct)
      .values({
        productCode: 'P-01',
        productName: 'Mug',
        productTypeCode: 'MERCHANDISE',
        productStatus: 2,
      })
      .returning();
    await t.db.insert(gameProductPriceComponent).values([
      { productId: p!.id, priceComponentId: idr!.id, componentValue: '150000' },
      { productId: p!.id, priceComponentId: tax!.id, componentValue: '11' },
    ]);
    // 150000 × 1.11 = 166500 IDR / 1000 = 166.5 -> 167 points
    expect(await findRedeemableProduct(t.db, 'p-01')).toEqual({
      productCode: 'P-01',
      productName: 'Mug',
      status: 2,
      points: 167,
    });
    expect(await findRedeemableProduct(t.db, 'nope')).toBeUndefined();
  });
});

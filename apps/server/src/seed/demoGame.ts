import { count, eq, inArray } from 'drizzle-orm';
import { PLAYER_LEVELS, PLAYER_TIERS } from '@dealer/contracts/players';
import type { DbOrTx } from '../db/client';
import {
  gamePriceComponent,
  gameProduct,
  gameProductPriceComponent,
  gameTargetPodium,
} from '../db/schema/index';

/** Demo game master data: price components, reward products in every status, a podium grid. */
const COMPONENTS = [
  ['PRICE', 'Product price', 'Purchase price of the reward in IDR', 'Currency'],
  ['DELIVERY', 'Delivery fee', 'Shipping to the branch in IDR', 'Currency'],
  ['PPN', 'VAT (PPN)', 'Value added tax on the price', 'Percentage'],
  ['HANDLING', 'Handling', 'Handling surcharge', 'Percentage'],
] as const;

/** [code, name, type, status, [component code, value][]] */
const PRODUCTS: [string, string, string, 0 | 1 | 2, [string, number][]][] = [
  [
    'RW-ACC-001',
    'Premium car cover',
    'ACCESSORY',
    0,
    [
      ['PRICE', 450000],
      ['PPN', 11],
    ],
  ],
  [
    'RW-ACC-002',
    'Dashboard camera',
    'ACCESSORY',
    0,
    [
      ['PRICE', 1250000],
      ['DELIVERY', 25000],
      ['PPN', 11],
    ],
  ],
  ['RW-MER-001', 'Auto2000 polo shirt', 'MERCHANDISE', 0, [['PRICE', 150000]]],
  [
    'RW-MER-002',
    'Stainless tumbler',
    'MERCHANDISE',
    2,
    [
      ['PRICE', 95000],
      ['HANDLING', 5],
    ],
  ],
  [
    'RW-SRV-001',
    'Periodic service package',
    'SERVICE',
    0,
    [
      ['PRICE', 750000],
      ['PPN', 11],
    ],
  ],
  [
    'RW-SRV-002',
    'Interior detailing',
    'SERVICE',
    1,
    [
      ['PRICE', 350000],
      ['PPN', 11],
    ],
  ],
  ['RW-VCH-001', 'Fuel voucher IDR 200.000', 'VOUCHER', 0, [['PRICE', 200000]]],
  [
    'RW-VCH-002',
    'Shopping voucher IDR 500.000',
    'VOUCHER',
    0,
    [
      ['PRICE', 500000],
      ['HANDLING', 2.5],
    ],
  ],
];

const TERMS =
  'Points are deducted when the redemption is confirmed. The reward is delivered to the branch within 14 working days. Not exchangeable for cash.';

export async function seedDemoGame(tx: DbOrTx, today: string): Promise<void> {
  await tx
    .insert(gamePriceComponent)
    .values(
      COMPONENTS.map(([code, name, description, calcType]) => ({
        priceComponentCode: code,
        priceComponentName: name,
        priceComponentDescription: description,
        priceComponentCalcType: calcType,
        createdBy: 'seed',
      })),
    )
    .onConflictDoNothing();
  const components = new Map(
    (
      await tx
        .select({ id: gamePriceComponent.id, code: gamePriceComponent.priceComponentCode })
        .from(gamePriceComponent)
        .where(eq(gamePriceComponent.isActive, true))
    ).map((c) => [c.code, c.id]),
  );

  const codes = PRODUCTS.map((p) => p[0]);
  const existing = new Set(
    (
      await tx
        .select({ code: gameProduct.productCode })
        .from(gameProduct)
        .where(inArray(gameProduct.productCode, codes))
    ).map((p) => p.code),
  );
  for (const [code, name, type, status, prices] of PRODUCTS) {
    if (existing.has(code) || prices.some(([c]) => !components.has(c))) continue;
    const [row] = await tx
      .insert(gameProduct)
      .values({
        productCode: code,
        productName: name,
        productDescription: `${name} for the Auto2000 sales team.`,
        productTypeCode: type,
        productStatus: status,
        productTermAndCondition: TERMS,
        createdBy: 'seed',
      })
      .returning({ id: gameProduct.id });
    await tx.insert(gameProductPriceComponent).values(
      prices.map(([c, value]) => ({
        productId: row!.id,
        priceComponentId: components.get(c)!,
        componentValue: value.toFixed(2),
      })),
    );
  }

  // The podium grid: every level and tier, this year and last year (no overlaps).
  const [podiums] = await tx.select({ n: count() }).from(gameTargetPodium);
  if ((podiums?.n ?? 0) > 0) return;
  const year = Number(today.slice(0, 4));
  const rows = [year - 1, year].flatMap((y) =>
    PLAYER_LEVELS.flatMap((level, l) =>
      PLAYER_TIERS.map((tier, t) => ({
        employeeLevel: level.code,
        playerTier: tier.code,
        monthlyTarget: (l + 1) * 4 + t * 2 + (y === year ? 2 : 0),
        validFrom: `${y}-01-01`,
        validTo: `${y}-12-31`,
        createdBy: 'seed',
      })),
    ),
  );
  await tx.insert(gameTargetPodium).values(rows);
}

import { asc, eq, sql } from 'drizzle-orm';
import type { RewardPriceChange } from '@dealer/contracts/game-points';
import type { DbOrTx } from '../../db/client';
import { gameProduct } from '../../db/schema/index';
import { pointsSql } from './reads';

/**
 * Every reward's points price now and at `rate`, a conversion rate not yet saved, by product
 * code: the console shows this before a new rate is saved (a rate of 1 instead of 1,000 made a
 * car cover cost 499,500 points). The same SQL as the saved price, so the preview cannot differ.
 */
export async function ratePreview(db: DbOrTx, rate: number): Promise<RewardPriceChange[]> {
  const id = sql`"game_product"."id"`;
  const rows = await db
    .select({
      productId: gameProduct.id,
      productCode: gameProduct.productCode,
      productName: gameProduct.productName,
      pointsNow: pointsSql(id),
      pointsAfter: pointsSql(id, sql`${rate}::numeric`),
    })
    .from(gameProduct)
    .where(eq(gameProduct.isActive, true))
    .orderBy(asc(gameProduct.productCode));
  return rows.map((r) => ({
    ...r,
    pointsNow: Number(r.pointsNow ?? 0),
    pointsAfter: Number(r.pointsAfter ?? 0),
  }));
}

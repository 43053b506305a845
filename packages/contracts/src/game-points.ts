import { z } from 'zod';
import { int4 } from './bounds';
import { ZQuestAck, type CalcType } from './game';

/**
 * What a reward costs in points, and what a change would make it cost (issue 35, item 2): the
 * console shows a product's points price while it is edited and, before a new conversion rate or
 * price is saved, each reward's cost old → new. The formula is the server's (pointsSql in
 * apps/server/src/modules/game/public.ts, docs/game.md):
 *   IDR price = Σ Currency × (1 + Σ Percentage / 100);  points = ceil(IDR price / rate).
 */

export const GAME_POINTS_API = {
  /** Each active reward's points now and at a conversion rate not yet saved. */
  ratePreview: '/api/quest/appconfig/preview',
} as const;

/** The same bounds as the saved rate (ZAppConfigSave). */
export const ZRatePreviewRequest = z.object({
  pointConversionRateIDR: int4({ min: 1, max: 1_000_000_000 }),
});
export type RatePreviewRequest = z.infer<typeof ZRatePreviewRequest>;

export const ZRewardPriceChange = z.object({
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  pointsNow: z.number().int(),
  pointsAfter: z.number().int(),
});
export type RewardPriceChange = z.infer<typeof ZRewardPriceChange>;
export const ZRatePreviewResponse = ZQuestAck.extend({ data: z.array(ZRewardPriceChange) });

export interface PricedComponent {
  calcType: CalcType;
  componentValue: number;
}

/** A value with at most 2 decimals as a whole number of hundredths (exact, unlike a float sum). */
const hundredths = (value: number) => BigInt(Math.round(value * 100));

/**
 * A product's points price at `rate` IDR per point, exactly as PostgreSQL's numeric computes it:
 * in whole hundredths, so 0.1 + 0.2 cannot make a price one point dearer. Null while it cannot be
 * priced (no Currency component yet, or no valid rate).
 */
export function pointsPrice(components: readonly PricedComponent[], rate: number): number | null {
  if (!Number.isInteger(rate) || rate < 1) return null;
  const valid = components.filter((c) => Number.isFinite(c.componentValue));
  const currency = valid.filter((c) => c.calcType === 'Currency');
  if (currency.length === 0) return null;
  const sum = (list: readonly PricedComponent[]) =>
    list.reduce((total, c) => total + hundredths(c.componentValue), 0n);
  // IDR = C/100 × (1 + P/10000) = C × (10000 + P) / 1,000,000 with C and P in hundredths.
  const numerator =
    sum(currency) * (10_000n + sum(valid.filter((c) => c.calcType === 'Percentage')));
  const denominator = 1_000_000n * BigInt(rate);
  const points = (numerator + denominator - 1n) / denominator;
  return Number(points < 0n ? 0n : points);
}

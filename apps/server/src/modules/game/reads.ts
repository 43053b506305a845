import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { gameAppConfig, gameProduct } from '../../db/schema/index';

/**
 * What other modules may read from the game master data (the ledger's redemption and finance
 * figure), exported through public.ts.
 */

export interface AppConfigValues {
  /** How long (months) redeemed points may be claimed. */
  maxRedeemPeriode: number;
  /** Day of the month (1-31) on which automatic redemption cuts off. */
  cutOffAutoRedeem: number;
  /** Day of December (1-31) of the end-year cut-off: the part after the dot of the wire '12.<day>'. */
  endYearCutOff: number;
  /** Value of one point in IDR (> 0). */
  pointConversionRateIDR: number;
}

/** The one app configuration row (migration 0008 creates it, so it always exists). */
export async function readAppConfig(db: DbOrTx): Promise<AppConfigValues> {
  const [row] = await db
    .select({
      maxRedeemPeriode: gameAppConfig.maxRedeemPeriode,
      cutOffAutoRedeem: gameAppConfig.cutOffAutoRedeem,
      endYearCutOff: gameAppConfig.endYearCutOffDay,
      pointConversionRateIDR: gameAppConfig.pointConversionRateIdr,
    })
    .from(gameAppConfig)
    .where(eq(gameAppConfig.id, 1));
  return row!;
}

/** Product status on the wire and in the table: 0 Active, 1 InActive, 2 Hide. */
export type ProductStatusCode = 0 | 1 | 2;

export interface RedeemableProduct {
  productCode: string;
  productName: string;
  /** 0 Active (redeemable), 1 InActive, 2 Hide. Only 0 may be redeemed. */
  status: ProductStatusCode;
  /** The points a redemption costs (see pointsSql). */
  points: number;
}

/**
 * The points price of a product, exact in PostgreSQL numeric:
 *   IDR price = (sum of its Currency components) × (1 + (sum of its Percentage components) / 100)
 *   points    = ceil(IDR price / pointConversionRateIDR)
 * Percentage components are surcharges on the currency amount (tax, handling). A product always
 * has at least one Currency component (the save refuses otherwise), so points >= 1.
 */
export const CURRENT_RATE_SQL = sql`(select point_conversion_rate_idr from game_app_config where id = 1)`;
export const pointsSql = (productId: SQL | number, rate: SQL = CURRENT_RATE_SQL) => sql<string>`(
  select ceil(
    coalesce(sum(ppc.component_value) filter (where pc.price_component_calc_type = 'Currency'), 0)
    * (1 + coalesce(sum(ppc.component_value) filter (where pc.price_component_calc_type = 'Percentage'), 0) / 100)
    / ${rate}
  )::bigint
  from game_product_price_component ppc
  join game_price_component pc on pc.id = ppc.price_component_id
  where ppc.product_id = ${productId})`;

/**
 * A product by its code (case-insensitive, deleted ones excluded) with its points price at the
 * current conversion rate, or undefined. The caller checks `status === 0` before redeeming.
 */
export async function findRedeemableProduct(
  db: DbOrTx,
  productCode: string,
): Promise<RedeemableProduct | undefined> {
  const [row] = await db
    .select({
      productCode: gameProduct.productCode,
      productName: gameProduct.productName,
      status: gameProduct.productStatus,
      points: pointsSql(sql`"game_product"."id"`),
    })
    .from(gameProduct)
    .where(
      and(
        eq(gameProduct.isActive, true),
        sql`lower(${gameProduct.productCode}) = lower(${productCode})`,
      ),
    );
  if (!row) return undefined;
  return { ...row, status: row.status as ProductStatusCode, points: Number(row.points) };
}

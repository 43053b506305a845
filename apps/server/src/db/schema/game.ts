// Tables of the game module (migration slot 0008_game.sql): the quest programme's master data.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, versionColumn } from './audit';

/**
 * The application configuration: exactly one row (id 1), edited in place with a version.
 * endYearCutOff is kept as the cut-off day of December (the wire value '12.<day>').
 */
export const gameAppConfig = pgTable(
  'game_app_config',
  {
    id: integer('id').primaryKey().default(1),
    maxRedeemPeriode: integer('max_redeem_periode').notNull(),
    cutOffAutoRedeem: integer('cut_off_auto_redeem').notNull(),
    endYearCutOffDay: integer('end_year_cut_off_day').notNull(),
    pointConversionRateIdr: integer('point_conversion_rate_idr').notNull(),
    ...versionColumn,
    ...auditColumns,
  },
  (t) => [
    check('game_app_config_single_row', sql`${t.id} = 1`),
    check('game_app_config_rate_positive', sql`${t.pointConversionRateIdr} > 0`),
    check('game_app_config_day', sql`${t.endYearCutOffDay} between 1 and 31`),
  ],
);

/** A component of a reward product's price: an amount in IDR (Currency) or a Percentage. */
export const gamePriceComponent = pgTable(
  'game_price_component',
  {
    id: serial('id').primaryKey(),
    priceComponentCode: text('price_component_code').notNull(),
    priceComponentName: text('price_component_name').notNull(),
    priceComponentDescription: text('price_component_description').notNull().default(''),
    priceComponentCalcType: text('price_component_calc_type').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...versionColumn,
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('game_price_component_code_active_uq')
      .on(sql`lower(${t.priceComponentCode})`)
      .where(sql`${t.isActive}`),
    check(
      'game_price_component_calc_type',
      sql`${t.priceComponentCalcType} in ('Currency', 'Percentage')`,
    ),
  ],
);

/** Reference data: the kinds of reward product (seeded in every mode). */
export const gameProductType = pgTable('game_product_type', {
  productTypeCode: text('product_type_code').primaryKey(),
  productTypeName: text('product_type_name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** A reward product the salesmen redeem points for. Status: 0 Active, 1 InActive, 2 Hide. */
export const gameProduct = pgTable(
  'game_product',
  {
    id: serial('id').primaryKey(),
    productCode: text('product_code').notNull(),
    productName: text('product_name').notNull(),
    productDescription: text('product_description').notNull().default(''),
    productTypeCode: text('product_type_code')
      .notNull()
      .references(() => gameProductType.productTypeCode),
    productStatus: smallint('product_status').notNull().default(0),
    productTermAndCondition: text('product_term_and_condition').notNull().default(''),
    fileId: text('file_id'),
    isActive: boolean('is_active').notNull().default(true),
    ...versionColumn,
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('game_product_code_active_uq')
      .on(sql`lower(${t.productCode})`)
      .where(sql`${t.isActive}`),
    check('game_product_status', sql`${t.productStatus} in (0, 1, 2)`),
  ],
);

/** The value of one price component in one product's price. */
export const gameProductPriceComponent = pgTable(
  'game_product_price_component',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => gameProduct.id),
    priceComponentId: integer('price_component_id')
      .notNull()
      .references(() => gamePriceComponent.id),
    componentValue: numeric('component_value', { precision: 15, scale: 2 }).notNull(),
  },
  (t) => [
    uniqueIndex('game_product_price_component_uq').on(t.productId, t.priceComponentId),
    check('game_product_price_component_positive', sql`${t.componentValue} > 0`),
  ],
);

/**
 * The monthly target of an employee level and player tier over a date range. Two active rows of
 * the same level and tier never overlap (checked under a per-pair lock in the service).
 */
export const gameTargetPodium = pgTable(
  'game_target_podium',
  {
    id: serial('id').primaryKey(),
    employeeLevel: text('employee_level').notNull(),
    playerTier: text('player_tier').notNull(),
    monthlyTarget: integer('monthly_target').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...versionColumn,
    ...auditColumns,
  },
  (t) => [
    index('game_target_podium_pair_idx')
      .on(t.employeeLevel, t.playerTier, t.validFrom)
      .where(sql`${t.isActive}`),
    check('game_target_podium_range', sql`${t.validFrom} <= ${t.validTo}`),
    check('game_target_podium_target', sql`${t.monthlyTarget} >= 0`),
  ],
);

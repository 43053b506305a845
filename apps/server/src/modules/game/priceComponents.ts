import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { PriceComponent, PriceComponentSave } from '@dealer/contracts/game';
import type { DbOrTx, Db } from '../../db/client';
import { gamePriceComponent, gameProduct, gameProductPriceComponent } from '../../db/schema/index';
import { notFoundError, softDelete, updateVersioned } from '../../platform/records/versioned';
import { codeTaken, conflict } from './rules';

const pc = gamePriceComponent;

/** Products (not deleted) pricing with each component. */
// Written out with qualified names: drizzle drops the table of a column in a one-table select.
const productCount = sql<number>`(select count(*)::int from game_product_price_component ppc
  join game_product gp on gp.id = ppc.product_id
  where ppc.price_component_id = "game_price_component"."id" and gp.is_active)`;

const columns = {
  priceComponentId: pc.id,
  priceComponentCode: pc.priceComponentCode,
  priceComponentName: pc.priceComponentName,
  priceComponentDescription: pc.priceComponentDescription,
  priceComponentCalcType: pc.priceComponentCalcType,
  version: pc.version,
  productCount,
};

type Row = { priceComponentCalcType: string } & Omit<PriceComponent, 'priceComponentCalcType'>;
const toComponent = (r: Row) => r as PriceComponent;

export async function listPriceComponents(db: DbOrTx): Promise<PriceComponent[]> {
  const rows = await db
    .select(columns)
    .from(pc)
    .where(eq(pc.isActive, true))
    .orderBy(asc(pc.priceComponentCode));
  return rows.map(toComponent);
}

export async function getPriceComponent(db: DbOrTx, id: number): Promise<PriceComponent> {
  const [row] = await db
    .select(columns)
    .from(pc)
    .where(and(eq(pc.id, id), eq(pc.isActive, true)));
  if (!row) throw notFoundError();
  return toComponent(row);
}

/** Create (no id) or edit (id + version). A component in use keeps its calculation type. */
export async function savePriceComponent(
  db: Db,
  input: PriceComponentSave,
  actor: string,
): Promise<PriceComponent> {
  return db.transaction(async (tx) => {
    const { priceComponentId: id, version, ...values } = input;
    if (await codeTaken(tx, pc, pc.priceComponentCode, values.priceComponentCode, id)) {
      throw conflict(
        'priceComponentCode',
        `Price component ${values.priceComponentCode} already exists`,
      );
    }
    if (id === undefined) {
      const [row] = await tx
        .insert(pc)
        .values({ ...values, createdBy: actor })
        .returning({ id: pc.id });
      return getPriceComponent(tx, row!.id);
    }
    const existing = await getPriceComponent(tx, id);
    if (
      existing.productCount > 0 &&
      existing.priceComponentCalcType !== values.priceComponentCalcType
    ) {
      throw conflict(
        'priceComponentCalcType',
        `${existing.priceComponentCode} prices ${existing.productCount} product(s): its calculation type cannot change`,
      );
    }
    await updateVersioned(tx, pc, id, version, values, actor);
    return getPriceComponent(tx, id);
  });
}

/** Delete keeps history (isActive false) and is refused while a product prices with it. */
export async function deletePriceComponent(
  db: Db,
  input: { priceComponentId: number; version?: number | undefined },
  actor: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Lock first: a product save holds FOR SHARE on the components it prices with, so a delete
    // and that save cannot both pass their checks.
    await tx.select({ id: pc.id }).from(pc).where(eq(pc.id, input.priceComponentId)).for('update');
    const existing = await getPriceComponent(tx, input.priceComponentId);
    const [used] = await tx
      .select({ n: count() })
      .from(gameProductPriceComponent)
      .innerJoin(gameProduct, eq(gameProduct.id, gameProductPriceComponent.productId))
      .where(
        and(
          eq(gameProductPriceComponent.priceComponentId, existing.priceComponentId),
          eq(gameProduct.isActive, true),
        ),
      );
    if ((used?.n ?? 0) > 0) {
      throw conflict(
        'priceComponentId',
        `Price component ${existing.priceComponentCode} is used by ${used!.n} product(s) and cannot be deleted`,
      );
    }
    await softDelete(tx, pc, input.priceComponentId, input.version, actor);
  });
}

import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Product, ProductSave } from '@dealer/contracts/game';
import { repeatedComponentMessage, repeatedComponentRows } from '@dealer/contracts/game-components';
import type { Db, Tx } from '../../db/client';
import {
  gamePriceComponent,
  gameProduct,
  gameProductPriceComponent,
  gameProductType,
} from '../../db/schema/index';
import { imageExists } from '../../platform/files/store';
import { updateVersioned } from '../../platform/records/versioned';
import { getProduct } from './products';
import { codeTaken, conflict, invalid } from './rules';

type Input = Omit<ProductSave, 'productDescription' | 'productTermAndCondition' | 'fileId'> & {
  productDescription: string;
  productTermAndCondition: string;
  fileId: string | null;
};
const FIELD = 'productPriceComponents';

/**
 * The price components must exist, each once, Percentage at most 100, and at least one Currency
 * (the points price is derived from the currency amount). The rows are locked FOR SHARE so that a
 * concurrent delete of a component waits for this save.
 */
async function checkComponents(tx: Tx, input: Input): Promise<void> {
  const ids = input.productPriceComponents.map((c) => c.priceComponentId);
  const found = await tx
    .select({ id: gamePriceComponent.id, calcType: gamePriceComponent.priceComponentCalcType })
    .from(gamePriceComponent)
    .where(and(inArray(gamePriceComponent.id, ids), eq(gamePriceComponent.isActive, true)))
    .for('share');
  const calcType = new Map(found.map((c) => [c.id, c.calcType]));
  const repeats = new Map(
    repeatedComponentRows(input.productPriceComponents).map((r) => [r.row, r.firstRow]),
  );
  input.productPriceComponents.forEach((c, i) => {
    const type = calcType.get(c.priceComponentId);
    if (type === undefined) {
      throw invalid(
        `${FIELD}.${i}.priceComponentId`,
        `Unknown price component ${c.priceComponentId}`,
      );
    }
    const firstRow = repeats.get(i);
    if (firstRow !== undefined) {
      throw invalid(`${FIELD}.${i}.priceComponentId`, repeatedComponentMessage(i, firstRow));
    }
    if (type === 'Percentage' && c.componentValue > 100) {
      throw invalid(`${FIELD}.${i}.componentValue`, 'A Percentage componentValue is at most 100');
    }
  });
  if (!input.productPriceComponents.some((c) => calcType.get(c.priceComponentId) === 'Currency')) {
    throw invalid(FIELD, 'productPriceComponents needs at least one Currency component');
  }
}

async function checkProduct(tx: Tx, input: Input): Promise<void> {
  const [type] = await tx
    .select({ code: gameProductType.productTypeCode })
    .from(gameProductType)
    .where(eq(gameProductType.productTypeCode, input.productTypeCode));
  if (!type) throw invalid('productTypeCode', `Unknown productTypeCode ${input.productTypeCode}`);
  if (input.fileId !== null && !(await imageExists(tx, input.fileId))) {
    throw invalid('fileId', 'The banner image is not uploaded (upload it first, filetype 1)');
  }
  await checkComponents(tx, input);
  if (
    await codeTaken(tx, gameProduct, gameProduct.productCode, input.productCode, input.productId)
  ) {
    throw conflict('productCode', `Product ${input.productCode} already exists`);
  }
}

/** Sets the product's components to exactly the list: existing pairs keep their row id. */
async function writeComponents(tx: Tx, productId: number, input: Input): Promise<void> {
  const ids = input.productPriceComponents.map((c) => c.priceComponentId);
  await tx
    .delete(gameProductPriceComponent)
    .where(
      and(
        eq(gameProductPriceComponent.productId, productId),
        notInArray(gameProductPriceComponent.priceComponentId, ids),
      ),
    );
  await tx
    .insert(gameProductPriceComponent)
    .values(
      input.productPriceComponents.map((c) => ({
        productId,
        priceComponentId: c.priceComponentId,
        componentValue: c.componentValue.toFixed(2),
      })),
    )
    .onConflictDoUpdate({
      target: [gameProductPriceComponent.productId, gameProductPriceComponent.priceComponentId],
      set: { componentValue: sql`excluded.component_value` },
    });
}

/** Create (no productId) or edit (productId + version, 409 when stale), all in one transaction. */
export async function saveProduct(db: Db, input: Input, actor: string): Promise<Product> {
  return db.transaction(async (tx) => {
    await checkProduct(tx, input);
    const values = {
      productCode: input.productCode,
      productName: input.productName,
      productDescription: input.productDescription,
      productTypeCode: input.productTypeCode,
      productStatus: input.productStatus,
      productTermAndCondition: input.productTermAndCondition,
      fileId: input.fileId,
    };
    let id = input.productId;
    if (id === undefined) {
      const [row] = await tx
        .insert(gameProduct)
        .values({ ...values, createdBy: actor })
        .returning({ id: gameProduct.id });
      id = row!.id;
    } else {
      await updateVersioned(tx, gameProduct, id, input.version, values, actor);
    }
    await writeComponents(tx, id, input);
    return getProduct(tx, id);
  });
}

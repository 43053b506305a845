import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  Product,
  ProductListRequest,
  ProductStatus,
  ProductSummary,
  ProductType,
} from '@dealer/contracts/game';
import type { DbOrTx } from '../../db/client';
import {
  gamePriceComponent,
  gameProduct,
  gameProductPriceComponent,
  gameProductType,
} from '../../db/schema/index';
import { imageUrl } from '../../platform/files/store';
import { ilikeContains } from '../../platform/http/like';
import { notFoundError } from '../../platform/records/versioned';
import { pointsSql } from './reads';
import { readTogether } from '../../db/together';

const p = gameProduct;

const summaryColumns = {
  productId: p.id,
  productCode: p.productCode,
  productName: p.productName,
  productDescription: p.productDescription,
  productTypeCode: p.productTypeCode,
  productTypeName: gameProductType.productTypeName,
  productStatus: p.productStatus,
  fileId: p.fileId,
  points: pointsSql(sql`"game_product"."id"`),
  version: p.version,
};

type SummaryRow = Omit<ProductSummary, 'productStatus' | 'points' | 'imageUrl'> & {
  productStatus: number;
  points: string | number | null;
};
const toSummary = (r: SummaryRow): ProductSummary => ({
  ...r,
  productStatus: r.productStatus as ProductStatus,
  points: Number(r.points ?? 0),
  imageUrl: r.fileId ? imageUrl(r.fileId) : null,
});

export async function productTypes(db: DbOrTx): Promise<ProductType[]> {
  return db
    .select({
      productTypeCode: gameProductType.productTypeCode,
      productTypeName: gameProductType.productTypeName,
    })
    .from(gameProductType)
    .orderBy(gameProductType.sortOrder);
}

/** The product list call: at most 100, ordered by product code (spec 2 section 9). */
export async function listProducts(
  db: DbOrTx,
  q: Required<Pick<ProductListRequest, 'skip' | 'limit' | 'order' | 'by'>> &
    Pick<ProductListRequest, 'productType' | 'keyword'>,
): Promise<{ data: ProductSummary[]; total: number }> {
  const where = and(
    eq(p.isActive, true),
    q.productType ? eq(p.productTypeCode, q.productType) : undefined,
    q.keyword
      ? or(ilikeContains(p.productCode, q.keyword), ilikeContains(p.productName, q.keyword))
      : undefined,
  );
  const column = q.by === 'PRODUCTNAME' ? p.productName : p.productCode;
  const order: SQL[] = [q.order === 'DESC' ? desc(column) : asc(column), asc(p.id)];
  const [[total], rows] = await readTogether(db, [
    () => db.select({ n: count() }).from(p).where(where),
    () =>
      db
        .select(summaryColumns)
        .from(p)
        .innerJoin(gameProductType, eq(gameProductType.productTypeCode, p.productTypeCode))
        .where(where)
        .orderBy(...order)
        .limit(q.limit)
        .offset(q.skip),
  ]);
  return { data: rows.map(toSummary), total: total?.n ?? 0 };
}

export async function getProduct(db: DbOrTx, id: number): Promise<Product> {
  const [row] = await db
    .select({ ...summaryColumns, productTermAndCondition: p.productTermAndCondition })
    .from(p)
    .innerJoin(gameProductType, eq(gameProductType.productTypeCode, p.productTypeCode))
    .where(and(eq(p.id, id), eq(p.isActive, true)));
  if (!row) throw notFoundError();
  const components = await db
    .select({
      productPriceComponentId: gameProductPriceComponent.id,
      priceComponentId: gameProductPriceComponent.priceComponentId,
      priceComponentCode: gamePriceComponent.priceComponentCode,
      priceComponentName: gamePriceComponent.priceComponentName,
      priceComponentCalcType: gamePriceComponent.priceComponentCalcType,
      componentValue: gameProductPriceComponent.componentValue,
    })
    .from(gameProductPriceComponent)
    .innerJoin(
      gamePriceComponent,
      eq(gamePriceComponent.id, gameProductPriceComponent.priceComponentId),
    )
    .where(inArray(gameProductPriceComponent.productId, [id]))
    .orderBy(gameProductPriceComponent.id);
  return {
    ...toSummary(row),
    productTermAndCondition: row.productTermAndCondition,
    productPriceComponents: components.map((c) => ({
      ...c,
      priceComponentCalcType: c.priceComponentCalcType as 'Currency' | 'Percentage',
      componentValue: Number(c.componentValue),
    })),
  };
}

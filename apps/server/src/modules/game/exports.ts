import type { FastifyInstance } from 'fastify';
import {
  GAME_API,
  PRICE_COMPONENT_ORDER,
  PRODUCT_STATUSES,
  ZPriceComponentExportRequest,
  ZProductExportRequest,
  type PriceComponent,
  type ProductSummary,
} from '@dealer/contracts/game';
import type { Db } from '../../db/client';
import type { AccessRule } from '../../platform/access/access';
import { listExportRoute } from '../../platform/excel/listExport';
import { listPriceComponents } from './priceComponents';
import { listProducts, productTypes } from './products';

const statusName = (status: number) =>
  PRODUCT_STATUSES.find((s) => s.value === status)?.label ?? String(status);

/** The Filters sheet says the sort as the screen does: the column's title and its direction. */
const SORT_TITLES: Record<string, string> = {
  productCode: 'Product code',
  productName: 'Product name',
  priceComponentCode: 'Code',
  priceComponentName: 'Name',
  priceComponentDescription: 'Description',
  priceComponentCalcType: 'Calculation type',
  productCount: 'Products',
};
const sortWords = (key: string, value: unknown): string | undefined => {
  if (key === 'sortField' && typeof value === 'string') return SORT_TITLES[value];
  if (key === 'sortOrder') return value === 'descend' ? 'Descending' : 'Ascending';
  return undefined;
};

/**
 * The two game lists as xlsx (issue 10 section 7), admitting exactly who may read the lists.
 * Game master data belongs to no branch, so there is no branch scope.
 */
export function gameExportRoutes(
  app: FastifyInstance,
  db: Db,
  { config, tags, timeZone }: { config: { access: AccessRule }; tags: string[]; timeZone: string },
): void {
  // The product list's own search, read 500 at a time by skip/limit: the file holds every
  // product the filters match (the screen holds the first 100 of them), in the list's order.
  listExportRoute(
    app,
    GAME_API.productExport,
    { config, tags, body: ZProductExportRequest, timeZone },
    {
      title: 'Products',
      fileName: 'products',
      columns: [
        { header: 'Product Code', width: 16, value: (p: ProductSummary) => p.productCode },
        { header: 'Product Name', width: 36, value: (p) => p.productName },
        { header: 'Product Type', width: 18, value: (p) => p.productTypeName },
        { header: 'Status', width: 10, value: (p) => statusName(p.productStatus) },
        { header: 'Points', width: 10, type: 'number', value: (p) => p.points },
        { header: 'Description', width: 48, value: (p) => p.productDescription },
      ],
      // The request carries the type's code; the screen's select showed its name.
      filterValue: async (key, value) =>
        key === 'productType'
          ? (await productTypes(db)).find((x) => x.productTypeCode === value)?.productTypeName
          : sortWords(key, value),
      page: async ({ page, pageSize, productType, keyword, sortField, sortOrder }) => {
        const list = await listProducts(db, {
          productType,
          keyword,
          skip: (page - 1) * pageSize,
          limit: pageSize,
          by: sortField === 'productName' ? 'PRODUCTNAME' : 'PRODUCTCODE',
          order: sortOrder === 'descend' ? 'DESC' : 'ASC',
        });
        return { rows: list.data, total: list.total };
      },
    },
  );

  // The price component list is one unpaged read: all of it on the first page, nothing after,
  // sorted as the screen sorts it (the list's own order, by code, when no sort is given).
  listExportRoute(
    app,
    GAME_API.priceExport,
    { config, tags, body: ZPriceComponentExportRequest, timeZone },
    {
      title: 'Price components',
      fileName: 'price-components',
      columns: [
        { header: 'Code', width: 16, value: (c: PriceComponent) => c.priceComponentCode },
        { header: 'Name', width: 30, value: (c) => c.priceComponentName },
        { header: 'Description', width: 48, value: (c) => c.priceComponentDescription },
        { header: 'Calculation Type', width: 16, value: (c) => c.priceComponentCalcType },
        { header: 'Products', width: 10, type: 'number', value: (c) => c.productCount },
      ],
      filterValue: sortWords,
      page: async ({ page, sortField, sortOrder }) => {
        if (page !== 1) return { rows: [], total: 0 };
        const rows = await listPriceComponents(db);
        if (sortField) {
          const compare = PRICE_COMPONENT_ORDER[sortField];
          const sign = sortOrder === 'descend' ? -1 : 1;
          // A stable sort: rows that compare equal keep the list's order by code.
          rows.sort((a, b) => sign * compare(a, b));
        }
        return { rows, total: rows.length };
      },
    },
  );
}

import { z } from 'zod';
import { ZSortOrder } from '../master';
import type { PriceComponent } from './price-components';
import { ZProductListRequest } from './products';

// ---- The game lists' exports (xlsx): the list's filters and sort, never its paging -----------

/**
 * The product list's columns the export can order by: the ones the list call itself sorts by
 * (`by`), so every batch the export reads comes in the file's order. The screen sorts its other
 * columns in the browser; for those the file keeps the list's default order (product code).
 */
export const PRODUCT_EXPORT_SORTS = ['productCode', 'productName'] as const;
export type ProductExportSort = (typeof PRODUCT_EXPORT_SORTS)[number];

/** The product list's filters as the screen holds them (its URL), with its sort when simple. */
export const ZProductExportRequest = ZProductListRequest.pick({
  productType: true,
  keyword: true,
}).extend({
  sortField: z.enum(PRODUCT_EXPORT_SORTS).optional(),
  sortOrder: ZSortOrder.optional(),
});
export type ProductExportRequest = z.input<typeof ZProductExportRequest>;

/** Every data column of the price component list sorts, on the screen and in the file. */
export const PRICE_COMPONENT_SORTS = [
  'priceComponentCode',
  'priceComponentName',
  'priceComponentDescription',
  'priceComponentCalcType',
  'productCount',
] as const;
export type PriceComponentSort = (typeof PRICE_COMPONENT_SORTS)[number];

/** The price component list has no filters: the export takes only its sort. */
export const ZPriceComponentExportRequest = z.object({
  sortField: z.enum(PRICE_COMPONENT_SORTS).optional(),
  sortOrder: ZSortOrder.optional(),
});
export type PriceComponentExportRequest = z.input<typeof ZPriceComponentExportRequest>;

// One collation for the browser and the server, whatever language either runs in.
const text = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/**
 * The ascending order of each sortable price component column. The list holds every component
 * and sorts them in the browser; its export sorts the same read with the same comparisons, so
 * the file lists the rows in the order the screen showed them.
 */
export const PRICE_COMPONENT_ORDER: Record<
  PriceComponentSort,
  (a: PriceComponent, b: PriceComponent) => number
> = {
  priceComponentCode: (a, b) => text(a.priceComponentCode, b.priceComponentCode),
  priceComponentName: (a, b) => text(a.priceComponentName, b.priceComponentName),
  priceComponentDescription: (a, b) =>
    text(a.priceComponentDescription, b.priceComponentDescription),
  priceComponentCalcType: (a, b) => text(a.priceComponentCalcType, b.priceComponentCalcType),
  productCount: (a, b) => a.productCount - b.productCount,
};

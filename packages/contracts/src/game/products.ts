import { z } from 'zod';
import { id, int4, list, trimmed } from '../bounds';
import { ZFileId } from '../files';
import { repeatedComponentMessage, repeatedComponentRows } from '../game-components';
import { ZQuestAck } from './envelope';
import { CODE, editNeedsVersion, required, VERSION_REQUIRED } from './fields';
import { ZCalcType } from './price-components';

// ---- Reward products ----------------------------------------------------------------------------

/** Product status on the wire: 0 Active, 1 InActive, 2 Hide. */
export const PRODUCT_STATUSES = [
  { value: 0, label: 'Active' },
  { value: 1, label: 'InActive' },
  { value: 2, label: 'Hide' },
] as const;
export const ZProductStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type ProductStatus = z.infer<typeof ZProductStatus>;

export const ZProductType = z.object({ productTypeCode: z.string(), productTypeName: z.string() });
export type ProductType = z.infer<typeof ZProductType>;
export const ZProductTypeRequest = z.object({ companyCode: trimmed(4).optional() });
export const ZProductTypeListResponse = ZQuestAck.extend({ data: z.array(ZProductType) });

export const ZProductPriceComponent = z.object({
  productPriceComponentId: z.number().int(),
  priceComponentId: z.number().int(),
  priceComponentCode: z.string(),
  priceComponentName: z.string(),
  priceComponentCalcType: ZCalcType,
  componentValue: z.number(),
});
export type ProductPriceComponent = z.infer<typeof ZProductPriceComponent>;

export const ZProductSummary = z.object({
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  productDescription: z.string(),
  productTypeCode: z.string(),
  productTypeName: z.string(),
  productStatus: ZProductStatus,
  fileId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** What a redemption costs, derived from the price components (docs/game.md). */
  points: z.number().int(),
  version: z.number().int(),
});
export type ProductSummary = z.infer<typeof ZProductSummary>;
export const ZProduct = ZProductSummary.extend({
  productTermAndCondition: z.string(),
  productPriceComponents: z.array(ZProductPriceComponent),
});
export type Product = z.infer<typeof ZProduct>;

export const PRODUCT_LIST_LIMIT = 100;
export const ZProductListRequest = z.object({
  companyCode: trimmed(4).optional(),
  /** A product type code; empty or absent = every type. */
  productType: trimmed(20).optional(),
  keyword: trimmed(100).optional(),
  skip: int4({ min: 0 }).default(0),
  limit: int4({ min: 1, max: PRODUCT_LIST_LIMIT }).default(PRODUCT_LIST_LIMIT),
  order: z.enum(['ASC', 'DESC']).default('ASC'),
  by: z.enum(['PRODUCTCODE', 'PRODUCTNAME']).default('PRODUCTCODE'),
});
export type ProductListRequest = z.input<typeof ZProductListRequest>;
export const ZProductListResponse = ZQuestAck.extend({
  data: z.array(ZProductSummary),
  total: z.number().int(),
});
export const ZProductRef = z.object({ productId: id('productId is required') });
export const ZProductResponse = ZQuestAck.extend({ data: ZProduct });

/** At most 2 decimals and 2,000,000,000 IDR (within int4, as every request number); a Percentage at most 100. */
export const COMPONENT_VALUE_MAX = 2_000_000_000;
export const ZProductSave = z
  .object({
    productId: id().optional(),
    version: id().optional(),
    productCode: required('productCode', 20).regex(
      CODE,
      'productCode uses letters, digits, _ . - only',
    ),
    productName: required('productName', 100),
    productDescription: trimmed(2000).default(''),
    productTypeCode: required('productTypeCode', 20),
    productStatus: ZProductStatus,
    productTermAndCondition: trimmed(5000).default(''),
    fileId: ZFileId.nullable().default(null),
    productPriceComponents: list(
      z.object({
        productPriceComponentId: id().optional(),
        priceComponentId: id('priceComponentId is required'),
        componentValue: z
          .number()
          .positive('componentValue must be greater than 0')
          .max(COMPONENT_VALUE_MAX)
          .refine((v) => Math.round(v * 100) / 100 === v, 'componentValue has at most 2 decimals'),
      }),
      20,
    )
      .min(1, 'productPriceComponents needs at least one Currency component')
      .superRefine((components, ctx) => {
        for (const { row, firstRow } of repeatedComponentRows(components)) {
          ctx.addIssue({
            code: 'custom',
            path: [row, 'priceComponentId'],
            message: repeatedComponentMessage(row, firstRow),
          });
        }
      }),
  })
  .refine((v) => editNeedsVersion(v, v.productId), VERSION_REQUIRED);
export type ProductSave = z.input<typeof ZProductSave>;

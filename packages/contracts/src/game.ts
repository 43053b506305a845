import { z } from 'zod';
import { id, int4, list, trimmed } from './bounds';
import { ZFileId } from './files';
import { repeatedComponentMessage, repeatedComponentRows } from './game-components';
import { ZUploadRowError } from './master';
import { ZPlayerLevelCode, ZPlayerTierCode } from './players';

/**
 * Game master data (spec 2 sections 3, 7 'Master data', 9): app configuration, price components,
 * reward products, target podium. Quest API wire shapes: every reply carries `responseCode`
 * ('200' on success), `responseText` ('Success') and `errorMsg` (failures also keep the console's
 * `acknowledge: 0` / `message` error body, so errorMsg and message say the same).
 */
export const GAME_API = {
  appConfig: '/api/quest/appconfig',
  appConfigSave: '/api/quest/appconfig/save',
  productTypes: '/api/quest/producttype/list',
  priceList: '/api/quest/priceconfig/list',
  priceDetail: '/api/quest/priceconfig/detail',
  priceSave: '/api/quest/priceconfig/save',
  priceDelete: '/api/quest/priceconfig/delete',
  productList: '/api/quest/productconfig/list',
  productDetail: '/api/quest/productconfig/detail',
  productSave: '/api/quest/productconfig/save',
  podiumList: '/api/quest/targetpodium/list',
  podiumSave: '/api/quest/targetpodium/save',
  podiumSaveUpload: '/api/quest/targetpodium/saveupload',
  podiumUpload: '/api/quest/targetpodium/upload',
  podiumTemplate: '/api/quest/targetpodium/template',
  podiumDelete: '/api/quest/targetpodium/delete',
} as const;

export const COMPANY_CODE = '0002';
export const QUEST_SUCCESS = {
  responseCode: '200',
  responseText: 'Success',
  errorMsg: '',
} as const;

/** The fallback texts of spec 2 section 8, shown when a failure carries no errorMsg / message. */
export const GAME_FALLBACKS = {
  failed: 'Failed',
  failedToSave: 'Failed to save',
  someList: 'Failed to fetch some list data',
  someData: 'Failed to fetch some data',
  productTypes: 'Failed to fetch Product Type list',
  datas: 'Failed to fetch datas',
  podiumList: 'Failed to fetch target podium list',
  podiumUpload: 'Failed to upload target tier podium',
} as const;

export const ZQuestAck = z.object({
  responseCode: z.string(),
  responseText: z.string(),
  errorMsg: z.string(),
});
export type QuestAck = z.infer<typeof ZQuestAck>;

const ZDate = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'is not a calendar date')
  // The spec's podium range; PostgreSQL has no year 0.
  .refine((v) => v >= '1753-01-01', 'must be 1753-01-01 or later');

const required = (name: string, max: number) =>
  trimmed(max, `${name} has at most ${max} characters`).min(1, `${name} is required`);

/** An edit names the row and the version it read; a create names neither. */
const editNeedsVersion = (v: { version?: number | undefined }, rowId: number | undefined) =>
  rowId === undefined || v.version !== undefined;
const VERSION_REQUIRED = { message: 'version is required when editing', path: ['version'] };

// ---- App configuration ----------------------------------------------------------------------

/** endYearCutOff travels as '<month>.<day>' (December: '12.<day>'); the day is the part after the dot. */
export const END_YEAR_CUT_OFF_MONTH = 12;
export const endYearCutOffText = (day: number) => `${END_YEAR_CUT_OFF_MONTH}.${day}`;
export const endYearCutOffDay = (value: string): number => Number(value.split('.')[1]);

export const ZAppConfig = z.object({
  maxRedeemPeriode: z.number().int(),
  cutOffAutoRedeem: z.number().int(),
  endYearCutOff: z.string(),
  pointConversionRateIDR: z.number().int(),
  version: z.number().int(),
  updatedTime: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type AppConfig = z.infer<typeof ZAppConfig>;
export const ZAppConfigResponse = ZQuestAck.extend({ data: ZAppConfig });

export const ZAppConfigSave = z.object({
  maxRedeemPeriode: int4({ min: 1, max: 120 }),
  cutOffAutoRedeem: int4({ min: 1, max: 31 }),
  endYearCutOff: z
    .string()
    .max(10)
    .regex(/^\d{1,2}\.\d{1,2}$/, "endYearCutOff is '<month>.<day>', e.g. 12.15")
    .refine((v) => {
      const day = endYearCutOffDay(v);
      return day >= 1 && day <= 31;
    }, 'the day after the dot is 1 to 31'),
  pointConversionRateIDR: int4({ min: 1, max: 1_000_000_000 }),
  version: id('version is required'),
});
export type AppConfigSave = z.infer<typeof ZAppConfigSave>;

// ---- Price components -------------------------------------------------------------------------

export const CALC_TYPES = ['Currency', 'Percentage'] as const;
export const ZCalcType = z.enum(CALC_TYPES);
export type CalcType = z.infer<typeof ZCalcType>;

export const ZPriceComponent = z.object({
  priceComponentId: z.number().int(),
  priceComponentCode: z.string(),
  priceComponentName: z.string(),
  priceComponentDescription: z.string(),
  priceComponentCalcType: ZCalcType,
  version: z.number().int(),
  /** Products (not deleted) whose price uses the component; such a component cannot be deleted. */
  productCount: z.number().int(),
});
export type PriceComponent = z.infer<typeof ZPriceComponent>;
export const ZPriceComponentListResponse = ZQuestAck.extend({ data: z.array(ZPriceComponent) });
export const ZPriceComponentResponse = ZQuestAck.extend({ data: ZPriceComponent });

const CODE = /^[A-Za-z0-9_.-]+$/;
export const ZPriceComponentSave = z
  .object({
    priceComponentId: id().optional(),
    version: id().optional(),
    priceComponentCode: required('priceComponentCode', 20).regex(
      CODE,
      'priceComponentCode uses letters, digits, _ . - only',
    ),
    priceComponentName: required('priceComponentName', 100),
    priceComponentDescription: trimmed(500).default(''),
    priceComponentCalcType: ZCalcType,
  })
  .refine((v) => editNeedsVersion(v, v.priceComponentId), VERSION_REQUIRED);
export type PriceComponentSave = z.infer<typeof ZPriceComponentSave>;
export const ZPriceComponentRef = z.object({
  priceComponentId: id('priceComponentId is required'),
  version: id().optional(),
});

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

// ---- Target podium ------------------------------------------------------------------------------

export const PODIUM_DEFAULT_RANGE = { validFrom: '1753-01-01', validTo: '9999-12-31' } as const;

export const ZPodium = z.object({
  podiumId: z.number().int(),
  employeeLevel: z.string(),
  employeeLevelDescription: z.string(),
  playerTier: z.string(),
  playerTierDescription: z.string(),
  monthlyTarget: z.number().int(),
  validFrom: z.string(),
  validTo: z.string(),
  version: z.number().int(),
});
export type Podium = z.infer<typeof ZPodium>;

export const ZPodiumListQuery = z.object({
  EmployeeLevel: trimmed(20).optional(),
  ValidFrom: ZDate.default(PODIUM_DEFAULT_RANGE.validFrom),
  ValidTo: ZDate.default(PODIUM_DEFAULT_RANGE.validTo),
});
export const ZPodiumListResponse = ZQuestAck.extend({ data: z.array(ZPodium) });

export const ZPodiumInput = z
  .object({
    employeeLevel: ZPlayerLevelCode,
    playerTier: ZPlayerTierCode,
    monthlyTarget: int4({ min: 0, max: 1_000_000 }),
    validFrom: ZDate,
    validTo: ZDate,
  })
  .refine((v) => v.validFrom <= v.validTo, {
    message: 'validTo must not be before validFrom',
    path: ['validTo'],
  });
export type PodiumInput = z.infer<typeof ZPodiumInput>;

export const ZPodiumSave = z
  .object({
    podiumId: id().optional(),
    version: id().optional(),
    employeeLevel: ZPlayerLevelCode,
    playerTier: ZPlayerTierCode,
    monthlyTarget: int4({ min: 0, max: 1_000_000 }),
    validFrom: ZDate,
    validTo: ZDate,
  })
  .refine((v) => v.validFrom <= v.validTo, {
    message: 'validTo must not be before validFrom',
    path: ['validTo'],
  })
  .refine((v) => editNeedsVersion(v, v.podiumId), VERSION_REQUIRED);
export type PodiumSave = z.infer<typeof ZPodiumSave>;
export const ZPodiumResponse = ZQuestAck.extend({ data: ZPodium });

export const PODIUM_UPLOAD_MAX = 5000;
export const ZPodiumSaveUpload = z.object({
  uploadTierPodiums: list(ZPodiumInput, PODIUM_UPLOAD_MAX).min(1, 'uploadTierPodiums is empty'),
});
/** Upload replies keep the master upload fields too, so the shared upload popup reads them. */
export const ZPodiumUploadResponse = ZQuestAck.extend({
  acknowledge: z.literal(1),
  message: z.string(),
  inserted: z.number().int(),
  errors: z.array(ZUploadRowError),
});
export const ZPodiumRef = z.object({
  podiumId: id('podiumId is required'),
  version: id().optional(),
});

/** Reply of a delete. */
export const ZQuestDone = ZQuestAck;

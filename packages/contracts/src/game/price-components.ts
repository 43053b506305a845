import { z } from 'zod';
import { id, trimmed } from '../bounds';
import { ZQuestAck } from './envelope';
import { CODE, editNeedsVersion, required, VERSION_REQUIRED } from './fields';

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

import { z } from 'zod';
import { id, int4, text, trimmed } from '../bounds';
import { ALL, GENDERS, RELIGIONS } from './constants';
import { code, ZAge } from './fields';

const ZInstant = z.iso
  .datetime({ offset: true, message: 'must be a date-time with offset' })
  .max(40, 'must be a date-time with offset')
  .refine((v) => {
    const t = Date.parse(v);
    return t >= Date.UTC(1900, 0, 1) && t < Date.UTC(3000, 0, 1);
  }, 'is out of range');

const ZBlastMessageFields = z.object({
  title: trimmed(150).min(1, 'title is required'),
  content: trimmed(2000).min(1, 'content is required'),
  blastMessageTypeCode: code('blastMessageTypeCode'),
  promoCode: trimmed(30)
    .regex(/^[A-Za-z0-9_-]*$/, 'letters, digits, - and _ only')
    .default(''),
  publishDate: ZInstant,
  validFrom: ZInstant,
  validTo: ZInstant,
  shareLink: trimmed(500).default(''),
  customerTargetCode: z.literal('ALL').default('ALL'),
  regionCode: code('regionCode').default(ALL),
  vehicleTypeCode: code('vehicleTypeCode').default(ALL),
  religion: z.enum([ALL, ...RELIGIONS]).default(ALL),
  minimumAge: ZAge.default(1),
  maximumAge: ZAge.default(100),
  gender: z.enum([ALL, ...GENDERS]).default(ALL),
  isEmail: z.boolean().default(false),
  isPush: z.boolean().default(true),
  isSms: z.boolean().default(false),
  companyCode: trimmed(10).default('0002'),
});
function withRules<
  T extends z.ZodType<{
    minimumAge: number;
    maximumAge: number;
    validFrom: string;
    validTo: string;
  }>,
>(schema: T) {
  return schema
    .refine((m) => m.minimumAge <= m.maximumAge, {
      path: ['maximumAge'],
      message: 'maximumAge must not be below minimumAge',
    })
    .refine((m) => Date.parse(m.validTo) >= Date.parse(m.validFrom), {
      path: ['validTo'],
      message: 'validTo must not be before validFrom',
    });
}
export const ZBlastMessageInput = withRules(ZBlastMessageFields);
export const ZBlastMessageEdit = withRules(ZBlastMessageFields.extend({ id: id(), version: id() }));
export type BlastMessageInput = z.infer<typeof ZBlastMessageInput>;

/** The campaign's one image: the fileId of an image uploaded first (sequence 0). */
export const ZBlastMessageImage = z.object({
  fileId: text(64).regex(/^[0-9a-f]{64}$/, 'fileId of an uploaded image'),
  sequence: int4({ min: 0, max: 0 }).default(0),
});

export const ZBlastMessage = z.object({
  id: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  content: z.string(),
  blastMessageTypeCode: z.string(),
  blastMessageTypeDesc: z.string(),
  promoCode: z.string(),
  publishDate: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  status: z.number().int(),
  shareLink: z.string(),
  customerTargetCode: z.string(),
  regionCode: z.string(),
  vehicleTypeCode: z.string(),
  religion: z.string(),
  minimumAge: z.number().int(),
  maximumAge: z.number().int(),
  gender: z.string(),
  isEmail: z.boolean(),
  isPush: z.boolean(),
  isSms: z.boolean(),
  companyCode: z.string(),
  dispatchedTime: z.string().nullable(),
  createdTime: z.string(),
  createdBy: z.string(),
});
export type BlastMessage = z.infer<typeof ZBlastMessage>;

export const ZBlastMessageImageOut = z.object({
  fileId: z.string(),
  sequence: z.number().int(),
  url: z.string(),
});

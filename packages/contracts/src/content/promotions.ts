import { z } from 'zod';
import { int4, text, trimmed } from '../bounds';
import { ZAck } from '../envelope';
import { fileId, imageUrl, ZListQuery } from './fields';

// ---- Promotions -------------------------------------------------------------------------------

/** DD-MM-YYYY, a real calendar day. */
export const ZDdMmYyyy = z
  .string()
  .max(10)
  .refine((v) => ddmmyyyyToIso(v) !== undefined, 'must be a date as DD-MM-YYYY');

export function ddmmyyyyToIso(value: string): string | undefined {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!m) return undefined;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? undefined : iso;
}
export const isoToDdmmyyyy = (iso: string): string =>
  `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

export const APPROVALS = ['pending', 'approved', 'rejected'] as const;
export type Approval = (typeof APPROVALS)[number];
/** Derived at read time from approval, active status, validity and the business day. */
export const PROMO_STATES = [
  'pending',
  'rejected',
  'inactive',
  'scheduled',
  'running',
  'expired',
] as const;
export type PromoState = (typeof PROMO_STATES)[number];

const promoFields = {
  name: trimmed(200, 'name has at most 200 characters').min(1, 'name is required'),
  promotionDescription: text(50_000, 'promotionDescription has at most 50000 characters'),
  shortDescription: trimmed(500, 'shortDescription has at most 500 characters'),
  validFrom: ZDdMmYyyy,
  validTo: ZDdMmYyyy,
  /** '' (or 'ho') = head office. */
  branchCode: trimmed(10),
  activeStatus: z.boolean(),
  image: fileId,
  promoType: trimmed(50).default('article'),
};
export const ZPromoCreate = z.object(promoFields);
export const ZPromoUpdate = z.object({
  ...promoFields,
  uid: trimmed(40).min(1),
  version: int4({ min: 0 }),
});
export type PromoCreate = z.infer<typeof ZPromoCreate>;
export type PromoUpdate = z.infer<typeof ZPromoUpdate>;

export const ZPromotion = z.object({
  uid: z.string(),
  name: z.string(),
  promotionDescription: z.string(),
  shortDescription: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  branchCode: z.string(),
  branchName: z.string(),
  activeStatus: z.boolean(),
  image: z.string().nullable(),
  imageUrl: imageUrl,
  thumbnailUrl: imageUrl,
  approval: z.enum(APPROVALS),
  rejectReason: z.string(),
  state: z.enum(PROMO_STATES),
  version: z.number().int(),
  creationTime: z.string(),
  modifiedTime: z.string().nullable(),
});
export type Promotion = z.infer<typeof ZPromotion>;

export const ZPromoListQuery = ZListQuery;
export type PromoListQuery = z.infer<typeof ZPromoListQuery>;
export const ZPromoListResponse = ZAck.extend({
  promotions: z.array(ZPromotion),
  totalData: z.number().int(),
});
export const ZPromoDetailQuery = z.object({ promotionCode: trimmed(40).min(1) });
export const ZPromoResponse = ZAck.extend({ promotion: ZPromotion });
export const ZPromoReview = z
  .object({
    uid: trimmed(40).min(1),
    decision: z.enum(['approve', 'reject']),
    reason: trimmed(500, 'reason has at most 500 characters').default(''),
  })
  .refine((v) => v.decision === 'approve' || v.reason.length > 0, {
    message: 'reason is required to reject',
    path: ['reason'],
  });

import { z } from 'zod';
import { id, list, trimmed } from './bounds';
import { ZAck } from './envelope';
import { ZAudit, ZListPaging, ZSortOrder } from './master';

/** The block reason category. */
export const BLOCK_REASON_CATEGORY_ID = 11;
/** The seeded categories by code: a cancel (CRC) and a reject (unit desk) take their reason. */
export const REASON_CATEGORY_IDS = {
  CANCEL: 10,
  BLOCK: BLOCK_REASON_CATEGORY_ID,
  REJECT: 12,
} as const;

export const ZReasonCategory = z.object({
  id: z.number().int(),
  reasonCategoryCode: z.string(),
  description: z.string(),
});
export type ReasonCategory = z.infer<typeof ZReasonCategory>;
/** GET /api/testdrive/reasoncategory/getall */
export const ZReasonCategoryListResponse = ZAck.extend({
  reasonCategoryModel: z.array(ZReasonCategory),
});

export const ZReason = ZAudit.extend({
  id: z.number().int(),
  reasonCategoryId: z.number().int(),
  reasonCategoryCode: z.string(),
  reasonCategoryDescription: z.string(),
  reasonDescription: z.string(),
  isEnabled: z.boolean(),
  isActive: z.boolean(),
});
export type Reason = z.infer<typeof ZReason>;

export const ZReasonInput = z.object({
  reasonCategoryId: id('reasonCategoryId is required'),
  reasonDescription: trimmed(300, 'reasonDescription has at most 300 characters').min(
    1,
    'reasonDescription is required',
  ),
  isEnabled: z.boolean(),
});
export type ReasonInput = z.infer<typeof ZReasonInput>;

/** The Search's sort columns; by id descending unless asked otherwise. */
export const REASON_SORT_FIELDS = [
  'id',
  'reasonCategoryCode',
  'reasonDescription',
  'isEnabled',
] as const;

/** POST /api/testdrive/reason — action-style, each carrying reasonListMappings. */
export const ZReasonCommand = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('DisplayAll'),
    reasonCategoryId: id().optional(),
  }),
  z.object({
    action: z.literal('Display'),
    reasonListMappings: list(z.object({ id: id() }), 1).length(1),
  }),
  ZListPaging.extend({
    action: z.literal('Search'),
    isEnabled: z.boolean().optional(),
    reasonCategoryCode: trimmed(20).optional(),
    sortField: z.enum(REASON_SORT_FIELDS).default('id'),
    sortOrder: ZSortOrder.default('descend'),
  }),
  z.object({
    action: z.literal('Add'),
    reasonListMappings: list(ZReasonInput, 1000).min(1),
  }),
  z.object({
    action: z.literal('Edit'),
    reasonListMappings: list(ZReasonInput.extend({ id: id(), version: id() }), 1).length(1),
  }),
  z.object({
    action: z.literal('Remove'),
    reasonListMappings: list(z.object({ id: id(), version: id().optional() }), 1).length(1),
  }),
]);
export type ReasonCommand = z.infer<typeof ZReasonCommand>;
export const ZReasonResponse = z.array(
  ZAck.extend({ reasonListMappings: z.array(ZReason), total: z.number().int() }),
);
export type ReasonResponse = z.infer<typeof ZReasonResponse>;

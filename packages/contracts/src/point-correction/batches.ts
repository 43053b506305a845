import { z } from 'zod';
import { id, int4, trimmed } from '../bounds';
import { ZSortOrder } from '../master';
import { CORRECTION_LIMITS, ZDefectData } from './correction';
import { ZQuestAck } from './envelope';
import { ZPointsType } from './ledger-codes';

export const BATCH_STATUSES = ['Previewed', 'Committed', 'Reversed', 'Discarded'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const ZBatch = z.object({
  batchId: z.number().int(),
  fileName: z.string(),
  fileHash: z.string(),
  status: z.enum(BATCH_STATUSES),
  rowCount: z.number().int(),
  duplicateConfirmed: z.boolean(),
  createdBy: z.string(),
  createdTime: z.string(),
  committedBy: z.string().nullable(),
  committedTime: z.string().nullable(),
  reversedBy: z.string().nullable(),
  reversedTime: z.string().nullable(),
  reversalReason: z.string().nullable(),
  version: z.number().int(),
});
export type Batch = z.infer<typeof ZBatch>;

/** Net effect of a batch on one player and points type. */
export const ZPlayerEffect = z.object({
  playerNo: z.string(),
  playerName: z.string(),
  branchCode: z.string(),
  pointsType: ZPointsType,
  before: z.number(),
  change: z.number(),
  after: z.number(),
});
export type PlayerEffect = z.infer<typeof ZPlayerEffect>;

export const ZBatchPreview = ZQuestAck.extend({
  batch: ZBatch,
  /** Earlier committed (or reversed) batches of the same file: committing again needs a confirmation. */
  duplicateOf: z.array(ZBatch),
  effects: z.array(ZPlayerEffect),
  totals: z.object({
    added: z.number(),
    deducted: z.number(),
    players: z.number().int(),
  }),
  defectDatas: z.array(ZDefectData),
});
export type BatchPreview = z.infer<typeof ZBatchPreview>;

export const ZBatchRef = z.object({ batchId: id('batchId is required'), version: id() });
export const ZCommitRequest = ZBatchRef.extend({
  /** The user confirmed that booking the same file again is intended. */
  confirmDuplicate: z.boolean().default(false),
});
export type CommitRequest = z.infer<typeof ZCommitRequest>;
export const ZReverseRequest = ZBatchRef.extend({
  reason: trimmed(CORRECTION_LIMITS.maxReason, 'reason has at most 300 characters').min(
    1,
    'reason is required',
  ),
});
export type ReverseRequest = z.infer<typeof ZReverseRequest>;

/** Columns the batch history sorts by; without one it shows the newest batch first. */
export const BATCH_SORT_FIELDS = ['batchId', 'createdTime', 'status'] as const;
export type BatchSortField = (typeof BATCH_SORT_FIELDS)[number];

/** What picks and orders the batches, shared by the list and its export. */
const batchSearch = {
  status: z.enum(BATCH_STATUSES).optional(),
  sortField: z.enum(BATCH_SORT_FIELDS).optional(),
  /** Ascending unless 'descend'; only read with a sortField. */
  sortOrder: ZSortOrder.optional(),
};
export const ZBatchListQuery = z.object({
  ...batchSearch,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type BatchListQuery = z.infer<typeof ZBatchListQuery>;
/**
 * POST export of the batch history: the list's filter and sort as JSON. Paging the console may
 * send along is ignored: the file holds every batch the filter matches, in the list's order.
 */
export const ZBatchExportRequest = z.object({
  ...batchSearch,
  page: int4({ min: 1, max: 100_000 }).optional(),
  pageSize: int4({ min: 1, max: 100 }).optional(),
});
export type BatchExportRequest = z.infer<typeof ZBatchExportRequest>;
export const ZBatchListResponse = ZQuestAck.extend({
  batches: z.array(ZBatch),
  total: z.number().int(),
});
export type BatchListResponse = z.infer<typeof ZBatchListResponse>;

export const ZBatchParams = z.object({
  batchId: z.coerce.number().int().min(1).max(2_147_483_647),
});

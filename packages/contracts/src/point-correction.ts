import { z } from 'zod';
import { id, int4, list, text, trimmed, WIDE_INTEGER } from './bounds';

/**
 * Point correction, player points and the salesman app's points calls (spec 2 sections 3, 7
 * 'Point correction', 8, 9; issue 12 'The ledger'). Quest API wire shapes: every reply carries
 * `responseCode` ('200' on success), `responseText` ('Success') and `errorMsg`; failures also keep
 * the console's error body (`acknowledge: 0`, `code`, `message`), so errorMsg and message agree.
 */
export const POINT_CORRECTION_API = {
  template: '/api/quest/pointcorrection/template',
  /** multipart `file`: validates every row, keeps a Previewed batch, answers its preview. */
  upload: '/api/quest/pointcorrection/upload',
  /** The spec's JSON shape (row arrays): the same validation and preview as an upload. */
  save: '/api/quest/pointcorrection/save',
  batches: '/api/quest/pointcorrection/batches',
  batch: '/api/quest/pointcorrection/batch',
  commit: '/api/quest/pointcorrection/commit',
  discard: '/api/quest/pointcorrection/discard',
  reverse: '/api/quest/pointcorrection/reverse',
  branches: '/api/quest/pointcorrection/branches',
  players: '/api/quest/pointcorrection/players',
} as const;

export const PLAYER_POINTS_API = {
  list: '/api/quest/playerpoints/list',
  entries: '/api/quest/playerpoints/entries',
  export: '/api/quest/playerpoints/export',
  outstanding: '/api/quest/playerpoints/outstanding',
} as const;

/** Calls of the salesman app: service clients (HTTP Basic, SERVICE_CLIENTS), as for orders. */
export const POINTS_SERVICE_API = {
  points: '/api/quest/service/player/points',
  redeem: '/api/quest/service/player/redeem',
} as const;

export const POINTS_TYPES = ['PodiumPoints', 'PointsBalance'] as const;
export type PointsType = (typeof POINTS_TYPES)[number];
export const ZPointsType = z.enum(POINTS_TYPES);

export const TRANSACTION_TYPE_CODES = ['AddPointsCr', 'DeductPointsCr'] as const;
export type TransactionTypeCode = (typeof TRANSACTION_TYPE_CODES)[number];

/** Where an entry came from. */
export const LEDGER_SOURCES = ['correction', 'quest_award', 'redemption', 'reversal'] as const;
export type LedgerSource = (typeof LEDGER_SOURCES)[number];

export const BATCH_STATUSES = ['Previewed', 'Committed', 'Reversed', 'Discarded'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** The upload's columns, as the template writes them (the spec's arrays without the plural s). */
export const CORRECTION_COLUMNS = [
  'PlayerNo',
  'Branch',
  'TransactionTypeCode',
  'PointsType',
  'Points',
  'Description',
] as const;

export const CORRECTION_LIMITS = {
  /** Rows per correction batch (upload or save). */
  maxRows: 20_000,
  maxDescription: 200,
  /** Points of one row. */
  maxPoints: 10_000_000,
  maxReason: 300,
} as const;

export const ZQuestAck = z.object({
  responseCode: z.string(),
  responseText: z.string(),
  errorMsg: z.string(),
});
export type QuestAck = z.infer<typeof ZQuestAck>;

/** One wrong cell: sheet row (the header is row 1; in a JSON save, index + 2) and column. */
export const ZDefectData = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type DefectData = z.infer<typeof ZDefectData>;

/** The body of a refused upload or save (HTTP 400): nothing was written. */
export const ZCorrectionRefusal = ZQuestAck.extend({
  acknowledge: z.literal(0),
  code: z.string(),
  message: z.string(),
  defectDatas: z.array(ZDefectData),
});
export type CorrectionRefusal = z.infer<typeof ZCorrectionRefusal>;

/** POST save: the spec's parallel arrays (one correction per index). */
const column = <T extends z.ZodType>(item: T) => list(item, CORRECTION_LIMITS.maxRows);
export const ZCorrectionSave = z.object({
  companyCode: trimmed(10).optional(),
  fileName: trimmed(120).optional(),
  PlayerNos: column(text(60)).min(1, 'PlayerNos needs at least one row'),
  Branchs: column(text(20)),
  TransactionTypeCodes: column(text(40)),
  PointsTypes: column(text(40)),
  /** Numbers or numeric text, as a sheet gives them; checked per row. */
  // Checked per row (a positive whole number up to maxPoints) so the refusal names the row.
  Points: column(z.union([z.number().min(-1e12).max(1e12).meta(WIDE_INTEGER), text(20)])),
  Descriptions: column(text(CORRECTION_LIMITS.maxDescription + 50)),
});
export type CorrectionSave = z.infer<typeof ZCorrectionSave>;

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

export const ZBatchListQuery = z.object({
  status: z.enum(BATCH_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export const ZBatchListResponse = ZQuestAck.extend({
  batches: z.array(ZBatch),
  total: z.number().int(),
});
export type BatchListResponse = z.infer<typeof ZBatchListResponse>;

export const ZBatchParams = z.object({
  batchId: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** Template download: optionally prefilled with the picked branch's (or players') rows. */
export const ZTemplateQuery = z.object({
  branchCode: trimmed(20).optional(),
  /** Comma-separated player numbers (the employee picker). */
  playerNos: trimmed(2000).optional(),
});

// ---- lookups of the pickers ------------------------------------------------------------------

export const ZBranchOption = z.object({ branchCode: z.string(), branchName: z.string() });
export const ZBranchOptionsResponse = ZQuestAck.extend({ branches: z.array(ZBranchOption) });
export const ZPlayerOption = z.object({
  playerNo: z.string(),
  playerName: z.string(),
  branchCode: z.string(),
});
export const ZPlayerOptionsQuery = z.object({
  branchCode: trimmed(20).optional(),
  keyword: trimmed(60).optional(),
});
export const ZPlayerOptionsResponse = ZQuestAck.extend({ players: z.array(ZPlayerOption) });

// ---- player points page ----------------------------------------------------------------------

export const ZPlayerPointsQuery = z.object({
  branchCode: trimmed(20).optional(),
  playerNo: trimmed(60).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PlayerPointsQuery = z.infer<typeof ZPlayerPointsQuery>;

export const ZPlayerPoints = z.object({
  playerNo: z.string(),
  playerName: z.string(),
  branchCode: z.string(),
  branchName: z.string(),
  playerLevel: z.string(),
  playerTier: z.string(),
  salesmanTier: z.string(),
  podiumPoints: z.number(),
  pointsBalance: z.number(),
  entryCount: z.number().int(),
});
export type PlayerPoints = z.infer<typeof ZPlayerPoints>;
export const ZPlayerPointsResponse = ZQuestAck.extend({
  players: z.array(ZPlayerPoints),
  total: z.number().int(),
});
export type PlayerPointsResponse = z.infer<typeof ZPlayerPointsResponse>;

export const ZLedgerEntry = z.object({
  entryId: z.number().int(),
  playerNo: z.string(),
  pointsType: ZPointsType,
  amount: z.number().int(),
  source: z.enum(LEDGER_SOURCES),
  sourceRef: z.string(),
  reversesEntryId: z.number().int().nullable(),
  description: z.string(),
  createdBy: z.string(),
  createdTime: z.string(),
});
export type LedgerEntry = z.infer<typeof ZLedgerEntry>;

export const ZEntriesQuery = z.object({
  playerNo: trimmed(60).min(1, 'playerNo is required'),
  /** Keyset paging: the smallest entryId of the page seen (newest first). */
  /** A ledger entry id (bigint). */
  beforeId: z.coerce
    .number()
    .int()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER)
    .meta(WIDE_INTEGER)
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const ZBalance = z.object({ pointsType: ZPointsType, balance: z.number() });
export const ZEntriesResponse = ZQuestAck.extend({
  playerNo: z.string(),
  balances: z.array(ZBalance),
  entries: z.array(ZLedgerEntry),
});
export type EntriesResponse = z.infer<typeof ZEntriesResponse>;

export const ZExportQuery = z.object({
  branchCode: trimmed(20).optional(),
  playerNo: trimmed(60).optional(),
});

/** The finance figure: points still held by players per type and their value in IDR. */
export const ZOutstandingResponse = ZQuestAck.extend({
  pointConversionRateIDR: z.number(),
  outstanding: z.array(
    z.object({
      pointsType: ZPointsType,
      points: z.number(),
      players: z.number().int(),
      valueIDR: z.number(),
    }),
  ),
});
export type OutstandingResponse = z.infer<typeof ZOutstandingResponse>;

// ---- salesman app (service) ------------------------------------------------------------------

export const ZServicePointsRequest = z.object({
  playerNo: trimmed(60).min(1, 'playerNo is required'),
  limit: int4({ min: 1, max: 200 }).default(50),
  beforeId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).meta(WIDE_INTEGER).optional(),
});
export const ZServicePointsResponse = ZEntriesResponse.extend({
  playerName: z.string(),
  branchCode: z.string(),
});

export const ZRedeemRequest = z.object({
  /** The app's id of this redemption: a retry with the same id redeems once. */
  requestId: trimmed(100).min(1, 'requestId is required'),
  playerNo: trimmed(60).min(1, 'playerNo is required'),
  productCode: trimmed(40).min(1, 'productCode is required'),
});
export type RedeemRequest = z.infer<typeof ZRedeemRequest>;
export const ZRedemption = z.object({
  requestId: z.string(),
  playerNo: z.string(),
  productCode: z.string(),
  productName: z.string(),
  points: z.number().int(),
  entryId: z.number().int(),
  balanceAfter: z.number(),
  createdTime: z.string(),
});
export const ZRedeemResponse = ZQuestAck.extend({ redemption: ZRedemption });
export type RedeemResponse = z.infer<typeof ZRedeemResponse>;

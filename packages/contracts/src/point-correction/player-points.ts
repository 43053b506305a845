import { z } from 'zod';
import { trimmed, WIDE_INTEGER } from '../bounds';
import { ZSortOrder } from '../master';
import { ZQuestAck } from './envelope';
import { LEDGER_SOURCES, ZPointsType } from './ledger-codes';

// ---- player points page ----------------------------------------------------------------------

/** Columns the player list sorts by; without one it goes by player number. */
export const PLAYER_POINTS_SORT_FIELDS = [
  'playerNo',
  'playerName',
  'podiumPoints',
  'pointsBalance',
] as const;
export type PlayerPointsSortField = (typeof PLAYER_POINTS_SORT_FIELDS)[number];

/** What picks and orders the players, shared by the list and its export. */
const playerSearch = {
  branchCode: trimmed(20).optional(),
  /** Part of a player number or name. */
  playerNo: trimmed(60).optional(),
  sortField: z.enum(PLAYER_POINTS_SORT_FIELDS).optional(),
  /** Ascending unless 'descend'; only read with a sortField. */
  sortOrder: ZSortOrder.optional(),
};

export const ZPlayerPointsQuery = z.object({
  ...playerSearch,
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

/** The export: every entry of the players the list's filter picks, players in the list's order. */
export const ZExportQuery = z.object(playerSearch);
export type PlayerPointsExportQuery = z.infer<typeof ZExportQuery>;

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

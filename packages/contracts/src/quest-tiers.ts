import { z } from 'zod';
import { int4, list, trimmed } from './bounds';
import { PLAYER_TIER_CODES } from './players';
import { questReply } from './quest';
import { ENGINE_BOUNDS } from './quest-engine';

/**
 * Players' tiers per tier period, posted by the group's other systems (the yearly tier review):
 * what quest targeting by player tier and tier period compares (table player_tier_period). Service
 * routes (HTTP Basic service clients), like the quest engine's events; routes in QUEST_ENGINE_API.
 */
export const TIER_BOUNDS = {
  rowsPerPost: 1000,
  /** Tier periods are years; the same range as the events' instants. */
  firstPeriod: 2000,
  lastPeriod: 2099,
} as const;

const ZPlayerNo = trimmed(ENGINE_BOUNDS.playerNo).min(1, 'playerNo is required');

export const ZPlayerTierRow = z.object({
  playerNo: ZPlayerNo,
  period: int4({ min: TIER_BOUNDS.firstPeriod, max: TIER_BOUNDS.lastPeriod }),
  playerTier: z.enum(PLAYER_TIER_CODES, {
    message: `playerTier must be one of ${PLAYER_TIER_CODES.join(', ')}`,
  }),
});
export type PlayerTierRow = z.infer<typeof ZPlayerTierRow>;

/** All or nothing; a player and period given twice in one post is refused (which one would win?). */
export const ZPlayerTiersRequest = z.object({
  rows: list(ZPlayerTierRow, TIER_BOUNDS.rowsPerPost).min(1, 'send at least one row'),
});
export type PlayerTiersRequest = z.input<typeof ZPlayerTiersRequest>;

export const ZPlayerTierOutcome = z.object({
  playerNo: z.string(),
  period: z.number().int(),
  playerTier: z.string(),
  /** The tier recorded before this post (null: none). */
  previousTier: z.string().nullable(),
  /** inserted: first record of the period; replaced: another tier before; unchanged: same tier. */
  outcome: z.enum(['inserted', 'replaced', 'unchanged']),
});
export type PlayerTierOutcome = z.infer<typeof ZPlayerTierOutcome>;
export const ZPlayerTiersResult = z.object({
  inserted: z.number().int(),
  replaced: z.number().int(),
  unchanged: z.number().int(),
  rows: z.array(ZPlayerTierOutcome),
});
export type PlayerTiersResult = z.infer<typeof ZPlayerTiersResult>;
export const ZPlayerTiersResponse = questReply(ZPlayerTiersResult);

export const ZTierHistoryRequest = z.object({ playerNo: ZPlayerNo });
export const ZTierHistoryPeriod = z.object({
  period: z.number().int(),
  playerTier: z.string(),
  /** The service client (or 'seed') that recorded this tier. */
  recordedBy: z.string(),
  recordedTime: z.string(),
});
export const ZTierHistory = z.object({
  playerNo: z.string(),
  /** The salesman's current tier (what the current period holds when it has no record). */
  currentTier: z.string().nullable(),
  /** Recorded periods, newest first. */
  periods: z.array(ZTierHistoryPeriod),
});
export type TierHistory = z.infer<typeof ZTierHistory>;
export const ZTierHistoryResponse = questReply(ZTierHistory);

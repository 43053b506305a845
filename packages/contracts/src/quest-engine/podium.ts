import { z } from 'zod';
import { id } from '../bounds';
import { questReply } from '../quest/envelope';

// --- console: podium ranking ------------------------------------------------------------------------

/** The ranks a podium shows: 1st, 2nd and 3rd (ties share a rank, so it may hold more players). */
export const PODIUM_RANKS = 3;

export const ZPodiumRequest = z.object({
  questId: id('questId is required'),
  recurrenceNo: id().optional(),
});
export type PodiumRequest = z.input<typeof ZPodiumRequest>;
export const ZPodiumRow = z.object({
  /** Competition ranking: equal progress, equal rank; the next rank skips (1, 1, 3). */
  rank: z.number().int(),
  playerNo: z.string(),
  playerName: z.string().nullable(),
  branchCode: z.string().nullable(),
  /** The sum over tasks of the count, each capped at its target. */
  progress: z.number().int(),
  /** The sum of the targets: progress reaching it completes the recurrence. */
  target: z.number().int(),
  completed: z.boolean(),
  /** Ranked within PODIUM_RANKS. */
  onPodium: z.boolean(),
});
export type PodiumRow = z.infer<typeof ZPodiumRow>;
export const ZPodiumResult = z.object({
  questId: z.number().int(),
  questName: z.string(),
  isPodium: z.boolean(),
  recurrence: z
    .object({ recurrenceNo: z.number().int(), validFrom: z.string(), validTo: z.string() })
    .nullable(),
  rows: z.array(ZPodiumRow),
});
export type PodiumResult = z.infer<typeof ZPodiumResult>;
export const ZPodiumResponse = questReply(ZPodiumResult);

import { z } from 'zod';
import { int4, trimmed, WIDE_INTEGER } from '../bounds';
import { ZQuestAck } from './envelope';
import { ZEntriesResponse } from './player-points';

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

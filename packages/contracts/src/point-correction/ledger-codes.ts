import { z } from 'zod';

export const POINTS_TYPES = ['PodiumPoints', 'PointsBalance'] as const;
export type PointsType = (typeof POINTS_TYPES)[number];
export const ZPointsType = z.enum(POINTS_TYPES);

export const TRANSACTION_TYPE_CODES = ['AddPointsCr', 'DeductPointsCr'] as const;
export type TransactionTypeCode = (typeof TRANSACTION_TYPE_CODES)[number];

/** Where an entry came from. */
export const LEDGER_SOURCES = ['correction', 'quest_award', 'redemption', 'reversal'] as const;
export type LedgerSource = (typeof LEDGER_SOURCES)[number];

import { z } from 'zod';

/**
 * The players of the quest programme are the salesmen (employees) of the test-drive part: player
 * number = employee number (salesman_no), with branch, area and city through the branch, and the
 * three catalogues below. They are constant catalogues (code + description), not editable master
 * data: the podium (game), the quest targeting (quest) and the ledger (point-correction) all
 * validate codes against these lists.
 */

export interface CodeDescription<C extends string = string> {
  code: C;
  description: string;
}

/** Employee level = player level (the podium's `employeeLevel`, the quest's playerLevelSetting). */
export const PLAYER_LEVELS = [
  { code: 'TRN', description: 'Sales Trainee' },
  { code: 'SC', description: 'Sales Consultant' },
  { code: 'SSC', description: 'Senior Sales Consultant' },
  { code: 'SPV', description: 'Sales Supervisor' },
] as const satisfies readonly CodeDescription[];

/** Player tier (the podium's `playerTier`, the quest's playerTierSetting). */
export const PLAYER_TIERS = [
  { code: 'BRONZE', description: 'Bronze' },
  { code: 'SILVER', description: 'Silver' },
  { code: 'GOLD', description: 'Gold' },
  { code: 'PLATINUM', description: 'Platinum' },
] as const satisfies readonly CodeDescription[];

/** Salesman tier (the quest's salesmanTier targeting). */
export const SALESMAN_TIERS = [
  { code: 'REGULAR', description: 'Regular' },
  { code: 'STAR', description: 'Star' },
  { code: 'ELITE', description: 'Elite' },
] as const satisfies readonly CodeDescription[];

export type PlayerLevelCode = (typeof PLAYER_LEVELS)[number]['code'];
export type PlayerTierCode = (typeof PLAYER_TIERS)[number]['code'];
export type SalesmanTierCode = (typeof SALESMAN_TIERS)[number]['code'];

export const PLAYER_LEVEL_CODES = PLAYER_LEVELS.map((l) => l.code) as [
  PlayerLevelCode,
  ...PlayerLevelCode[],
];
export const PLAYER_TIER_CODES = PLAYER_TIERS.map((t) => t.code) as [
  PlayerTierCode,
  ...PlayerTierCode[],
];
export const SALESMAN_TIER_CODES = SALESMAN_TIERS.map((t) => t.code) as [
  SalesmanTierCode,
  ...SalesmanTierCode[],
];

export const ZPlayerLevelCode = z.enum(PLAYER_LEVEL_CODES);
export const ZPlayerTierCode = z.enum(PLAYER_TIER_CODES);
export const ZSalesmanTierCode = z.enum(SALESMAN_TIER_CODES);

export function isPlayerLevel(code: string): code is PlayerLevelCode {
  return (PLAYER_LEVEL_CODES as string[]).includes(code);
}
export function isPlayerTier(code: string): code is PlayerTierCode {
  return (PLAYER_TIER_CODES as string[]).includes(code);
}
export function isSalesmanTier(code: string): code is SalesmanTierCode {
  return (SALESMAN_TIER_CODES as string[]).includes(code);
}

/** A player as the game and quest screens list them (salesman + branch + area/city). */
export const ZPlayer = z.object({
  playerNo: z.string(),
  playerName: z.string(),
  branchCode: z.string(),
  branchName: z.string(),
  areaCode: z.string().nullable(),
  cityCode: z.string().nullable(),
  playerLevel: z.string().nullable(),
  playerTier: z.string().nullable(),
  salesmanTier: z.string().nullable(),
});
export type Player = z.infer<typeof ZPlayer>;

import { z } from 'zod';
import { int4, list, trimmed } from '../bounds';
import { questReply, ZQuestEnvelope } from './envelope';
import { ZCodeDescription, ZCompany } from './fields';

// --- custom player search -----------------------------------------------------------------------

/** Attributes of the custom player search (POST attributes answers these). */
export const PLAYER_ATTRIBUTES = [
  'playerNo',
  'playerName',
  'branchCode',
  'areaCode',
  'cityCode',
  'playerLevel',
  'playerTier',
  'salesmanTier',
] as const;
export type PlayerAttribute = (typeof PLAYER_ATTRIBUTES)[number];

export const ZAttributesRequest = z.object({ companyCode: ZCompany });
export const ZAttributesResponse = questReply(
  z.array(z.object({ attributeName: z.string(), operators: z.array(z.number().int()) })),
);
export const ZCustomPlayerSearchRequest = z.object({
  companyCode: ZCompany,
  data: trimmed(100).default(''),
  attributes: list(
    z.object({
      attributeName: z.enum(PLAYER_ATTRIBUTES),
      operator: int4({ min: 1, max: 7 }),
      value: trimmed(200).min(1, 'value is required'),
    }),
    20,
  ).min(1, 'add at least one attribute'),
});
export type CustomPlayerSearchRequest = z.input<typeof ZCustomPlayerSearchRequest>;
export const ZCustomPlayerSearchResponse = ZQuestEnvelope.extend({
  area: z.array(ZCodeDescription),
  city: z.array(ZCodeDescription),
  branch: z.array(ZCodeDescription),
  /** Ours besides code and name: where each player works and his level and tier, to show who. */
  player: z.array(
    ZCodeDescription.extend({
      branchCode: z.string().optional(),
      playerLevel: z.string().nullable().optional(),
      playerTier: z.string().nullable().optional(),
    }),
  ),
});
export type CustomPlayerSearchResponse = z.infer<typeof ZCustomPlayerSearchResponse>;

import { z } from 'zod';
import { int4, trimmed } from '../bounds';
import { questReply } from './envelope';
import { ZCodeDescription } from './fields';

// --- lookups ------------------------------------------------------------------------------------

/** Customer groups and sales sources: the values the CUSTOMER_GROUP / SALES_SOURCE details take. */
export const CUSTOMER_GROUPS = [
  { code: 'RETAIL', description: 'Retail' },
  { code: 'FLEET', description: 'Fleet / Corporate' },
  { code: 'GOVERNMENT', description: 'Government' },
  { code: 'EMPLOYEE', description: 'Employee' },
] as const;
export const SALES_SOURCES = [
  { code: 'WALKIN', description: 'Walk-in' },
  { code: 'TESTDRIVE', description: 'Test-drive order' },
  { code: 'DIGITAL', description: 'Digital (web and app)' },
  { code: 'EXHIBITION', description: 'Exhibition' },
  { code: 'REFERRAL', description: 'Referral' },
] as const;
export const SOURCE_PLAYER_LIMIT = 1000;

/** A comma-separated list of codes in a GET query (areaCodes=JKT,JBR). */
const codesQuery = trimmed(20000)
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((code) => code.trim())
      .filter((code) => code.length > 0),
  );
export const ZCityQuery = z.object({ areaCodes: codesQuery });
export const ZBranchQuery = z.object({ areaCodes: codesQuery, cityCodes: codesQuery });
export const ZPlayerQuery = z.object({
  areaCodes: codesQuery,
  cityCodes: codesQuery,
  branchCodes: codesQuery,
  playerLevels: codesQuery,
});
export const ZMaterialQuery = z.object({ modelCodes: codesQuery });

export const ZLookupItem = ZCodeDescription.extend({
  parentCode: z.string().nullable().optional(),
});
export const ZLookupResponse = questReply(z.array(ZLookupItem));
export type LookupItem = z.infer<typeof ZLookupItem>;

export const ZPlayerItem = z.object({
  code: z.string(),
  description: z.string(),
  branchCode: z.string(),
  areaCode: z.string().nullable(),
  cityCode: z.string().nullable(),
  playerLevel: z.string().nullable(),
  playerTier: z.string().nullable(),
  salesmanTier: z.string().nullable(),
});
export type PlayerItem = z.infer<typeof ZPlayerItem>;
export const ZPlayerLookupResponse = questReply(z.array(ZPlayerItem));

export const ZSourcePlayerRequest = z.object({
  skip: int4({ min: 0 }).default(0),
  limit: int4({ min: 1, max: SOURCE_PLAYER_LIMIT }).default(SOURCE_PLAYER_LIMIT),
  keyword: trimmed(100).default(''),
});

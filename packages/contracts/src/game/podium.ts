import { z } from 'zod';
import { id, int4, list, trimmed } from '../bounds';
import { ZUploadRowError } from '../master';
import { ZPlayerLevelCode, ZPlayerTierCode } from '../players';
import { ZQuestAck } from './envelope';
import { editNeedsVersion, VERSION_REQUIRED } from './fields';

// ---- Target podium ------------------------------------------------------------------------------

const ZDate = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'is not a calendar date')
  // The spec's podium range; PostgreSQL has no year 0.
  .refine((v) => v >= '1753-01-01', 'must be 1753-01-01 or later');

export const PODIUM_DEFAULT_RANGE = { validFrom: '1753-01-01', validTo: '9999-12-31' } as const;

export const ZPodium = z.object({
  podiumId: z.number().int(),
  employeeLevel: z.string(),
  employeeLevelDescription: z.string(),
  playerTier: z.string(),
  playerTierDescription: z.string(),
  monthlyTarget: z.number().int(),
  validFrom: z.string(),
  validTo: z.string(),
  version: z.number().int(),
});
export type Podium = z.infer<typeof ZPodium>;

export const ZPodiumListQuery = z.object({
  EmployeeLevel: trimmed(20).optional(),
  ValidFrom: ZDate.default(PODIUM_DEFAULT_RANGE.validFrom),
  ValidTo: ZDate.default(PODIUM_DEFAULT_RANGE.validTo),
});
export const ZPodiumListResponse = ZQuestAck.extend({ data: z.array(ZPodium) });

export const ZPodiumInput = z
  .object({
    employeeLevel: ZPlayerLevelCode,
    playerTier: ZPlayerTierCode,
    monthlyTarget: int4({ min: 0, max: 1_000_000 }),
    validFrom: ZDate,
    validTo: ZDate,
  })
  .refine((v) => v.validFrom <= v.validTo, {
    message: 'validTo must not be before validFrom',
    path: ['validTo'],
  });
export type PodiumInput = z.infer<typeof ZPodiumInput>;

export const ZPodiumSave = z
  .object({
    podiumId: id().optional(),
    version: id().optional(),
    employeeLevel: ZPlayerLevelCode,
    playerTier: ZPlayerTierCode,
    monthlyTarget: int4({ min: 0, max: 1_000_000 }),
    validFrom: ZDate,
    validTo: ZDate,
  })
  .refine((v) => v.validFrom <= v.validTo, {
    message: 'validTo must not be before validFrom',
    path: ['validTo'],
  })
  .refine((v) => editNeedsVersion(v, v.podiumId), VERSION_REQUIRED);
export type PodiumSave = z.infer<typeof ZPodiumSave>;
export const ZPodiumResponse = ZQuestAck.extend({ data: ZPodium });

export const PODIUM_UPLOAD_MAX = 5000;
export const ZPodiumSaveUpload = z.object({
  uploadTierPodiums: list(ZPodiumInput, PODIUM_UPLOAD_MAX).min(1, 'uploadTierPodiums is empty'),
});
/** Upload replies keep the master upload fields too, so the shared upload popup reads them. */
export const ZPodiumUploadResponse = ZQuestAck.extend({
  acknowledge: z.literal(1),
  message: z.string(),
  inserted: z.number().int(),
  errors: z.array(ZUploadRowError),
});
export const ZPodiumRef = z.object({
  podiumId: id('podiumId is required'),
  version: id().optional(),
});

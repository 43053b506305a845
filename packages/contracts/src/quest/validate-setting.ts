import { z } from 'zod';
import { list } from '../bounds';
import { ZQuestEnvelope } from './envelope';
import { ZCode, ZCodeDescription, ZCompany } from './fields';

// --- validate-setting ---------------------------------------------------------------------------

export const ZValidateSettingRequest = z.object({
  companyCode: ZCompany,
  areaCodes: list(ZCode, 1000).default([]),
  cityCodes: list(ZCode, 5000).default([]),
  branchCodes: list(ZCode, 5000).default([]),
  salesmanNos: list(ZCode, 20000).default([]),
  /**
   * Ours: the quest's own targeting as the form holds it. A pasted code outside it (a salesman
   * of another area, city, branch or level) can never take part, so it is a defect.
   */
  questSetting: z
    .object({
      areaCodes: list(ZCode, 1000).default([]),
      cityCodes: list(ZCode, 5000).default([]),
      branchCodes: list(ZCode, 5000).default([]),
      playerLevels: list(ZCode, 100).default([]),
    })
    .optional(),
});
export type ValidateSettingRequest = z.input<typeof ZValidateSettingRequest>;
export const ZDefectData = z.object({
  type: z.enum(['area', 'city', 'branch', 'salesman']),
  code: z.string(),
  reason: z.string(),
});
export type DefectData = z.infer<typeof ZDefectData>;
export const ZValidateSettingResponse = ZQuestEnvelope.extend({
  areaCodes: z.array(ZCodeDescription),
  cityCodes: z.array(ZCodeDescription),
  branchCodes: z.array(ZCodeDescription),
  salesmanNos: z.array(ZCodeDescription),
  defectDatas: z.array(ZDefectData),
});
export type ValidateSettingResponse = z.infer<typeof ZValidateSettingResponse>;

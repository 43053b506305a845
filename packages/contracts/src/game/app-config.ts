import { z } from 'zod';
import { id, int4 } from '../bounds';
import { ZQuestAck } from './envelope';

// ---- App configuration ----------------------------------------------------------------------

/** endYearCutOff travels as '<month>.<day>' (December: '12.<day>'); the day is the part after the dot. */
export const END_YEAR_CUT_OFF_MONTH = 12;
export const endYearCutOffText = (day: number) => `${END_YEAR_CUT_OFF_MONTH}.${day}`;
export const endYearCutOffDay = (value: string): number => Number(value.split('.')[1]);

export const ZAppConfig = z.object({
  maxRedeemPeriode: z.number().int(),
  cutOffAutoRedeem: z.number().int(),
  endYearCutOff: z.string(),
  pointConversionRateIDR: z.number().int(),
  version: z.number().int(),
  updatedTime: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type AppConfig = z.infer<typeof ZAppConfig>;
export const ZAppConfigResponse = ZQuestAck.extend({ data: ZAppConfig });

export const ZAppConfigSave = z.object({
  maxRedeemPeriode: int4({ min: 1, max: 120 }),
  cutOffAutoRedeem: int4({ min: 1, max: 31 }),
  endYearCutOff: z
    .string()
    .max(10)
    .regex(/^\d{1,2}\.\d{1,2}$/, "endYearCutOff is '<month>.<day>', e.g. 12.15")
    .refine((v) => {
      const day = endYearCutOffDay(v);
      return day >= 1 && day <= 31;
    }, 'the day after the dot is 1 to 31'),
  pointConversionRateIDR: int4({ min: 1, max: 1_000_000_000 }),
  version: id('version is required'),
});
export type AppConfigSave = z.infer<typeof ZAppConfigSave>;

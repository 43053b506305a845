import { z } from 'zod';
import { trimmed } from '../bounds';
import { FIXED_DATE_TIME, isFixedDateTime } from '../quest-rules/values';
import { QUEST_COMPANY_CODE } from './api';

/** Field schemas the quest calls share (the front door quest.ts makes only some of them public). */

/** An uploaded image (platform files: the SHA-256 of its bytes). */
export const ZFileId = z
  .string()
  .max(64)
  .regex(/^[0-9a-f]{64}$/, 'fileId is the 64-character SHA-256 of an uploaded image');

export const ZCompany = z.literal(QUEST_COMPANY_CODE).default(QUEST_COMPANY_CODE);
/** A lone UTF-16 surrogate cannot travel in JSON to PostgreSQL (jsonb refuses it): a 400 here. */
const LONE_SURROGATE = /\p{Cs}/u;
export const hasLoneSurrogate = (value: unknown): boolean =>
  typeof value === 'string'
    ? LONE_SURROGATE.test(value)
    : Array.isArray(value)
      ? value.some(hasLoneSurrogate)
      : typeof value === 'object' && value !== null
        ? Object.values(value).some(hasLoneSurrogate)
        : false;
export const WELL_FORMED = 'must be well-formed text';
export const ZCode = trimmed(40).refine((code) => !LONE_SURROGATE.test(code), WELL_FORMED);
const isRealDay = (value: string) => {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
};
export const ZWireDate = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine(isRealDay, 'is not a real date');
export const ZQuestDateTime = z
  .string()
  .max(19)
  .regex(FIXED_DATE_TIME, 'must be a date-time YYYY-MM-DDTHH:mm:ss')
  .refine(isFixedDateTime, 'is not a real date-time');

export const ZCodeDescription = z.object({
  code: ZCode.min(1, 'code is required'),
  description: trimmed(200).default(''),
});
export type CodeDescriptionItem = z.infer<typeof ZCodeDescription>;

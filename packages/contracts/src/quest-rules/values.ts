import type { DetailValueType } from './operators';

// --- values -------------------------------------------------------------------------------------

/**
 * A date value is a fixed date-time in the business time zone, as the spec sends recurrences
 * (`YYYY-MM-DDTHH:mm:ss`), or a placeholder the engine replaces with the recurrence's own dates.
 */
export const DATE_PLACEHOLDERS = {
  VALID_FROM: '@validFrom',
  VALID_TO: '@validTo',
  VALID_TO_JOIN: '@validToJoin',
} as const;
export type DatePlaceholder = (typeof DATE_PLACEHOLDERS)[keyof typeof DATE_PLACEHOLDERS];
export const DATE_PLACEHOLDER_VALUES = Object.values(DATE_PLACEHOLDERS) as DatePlaceholder[];
export const FIXED_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;

export function isDatePlaceholder(value: string): value is DatePlaceholder {
  return (DATE_PLACEHOLDER_VALUES as string[]).includes(value);
}

/** A real calendar date-time written YYYY-MM-DDTHH:mm:ss (no 31 February, no hour 24). */
export function isFixedDateTime(value: string): boolean {
  const match = FIXED_DATE_TIME.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  if (hour > 23 || minute > 59 || second > 59) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Integers only (IDR amounts), within JavaScript's exact range so both sides compare alike. */
export const NUMBER_VALUE = /^-?\d{1,15}$/;

/** Why a value does not fit its detail, or undefined when it does. */
export function valueProblem(valueType: DetailValueType, value: string): string | undefined {
  if (value.length === 0) return 'value is required';
  if (valueType === 'number' && !NUMBER_VALUE.test(value))
    return 'value must be a whole number (at most 15 digits)';
  if (valueType === 'date' && !isDatePlaceholder(value) && !isFixedDateTime(value))
    return `value must be a date-time YYYY-MM-DDTHH:mm:ss or one of ${DATE_PLACEHOLDER_VALUES.join(', ')}`;
  return undefined;
}

/** The recurrence dates the placeholders stand for (instants). */
export interface RecurrenceDates {
  validFrom: Date;
  validTo: Date;
  validToJoin: Date;
}

import dayjs from 'dayjs';

/**
 * Recurrence generation (spec 2 sections 3 and 9): a quest's first window (valid from, valid to,
 * valid to join) repeated `count` times by its recurrence type. Times are wall-clock times of the
 * business time zone written YYYY-MM-DDTHH:mm:ss (Asia/Jakarta has no daylight saving, so wall
 * clock arithmetic is zone arithmetic). Every occurrence is computed from the first one, never from
 * the previous one: a monthly quest on the 31st ends on the last day of a shorter month and is
 * back on the 31st the month after (dayjs clamps `add(n, 'month')` to the month's end).
 */

export const RECURRENCE_TYPES = { NONE: 0, DAILY: 1, WEEKLY: 2, MONTHLY: 3, YEARLY: 4 } as const;
export type RecurrenceType = (typeof RECURRENCE_TYPES)[keyof typeof RECURRENCE_TYPES];

/** How quest date-times travel; the console's display formats are its own (shared/time). */
export const WIRE_DATE_TIME = 'YYYY-MM-DDTHH:mm:ss';
/** At most this many recurrences per quest (a daily quest over a year and a day). */
export const MAX_RECURRENCES = 400;

export interface RecurrenceWindow {
  validFrom: string;
  validTo: string;
  validToJoin: string;
}

const UNIT: Record<Exclude<RecurrenceType, 0>, 'day' | 'week' | 'month' | 'year'> = {
  1: 'day',
  2: 'week',
  3: 'month',
  4: 'year',
};

function shift(value: string, type: RecurrenceType, steps: number): string {
  if (type === RECURRENCE_TYPES.NONE || steps === 0) return value;
  return dayjs(value).add(steps, UNIT[type]).format(WIRE_DATE_TIME);
}

/** The recurrences of a quest: `count` windows (exactly one for None). */
export function generateRecurrences(
  first: RecurrenceWindow,
  type: RecurrenceType,
  count: number,
): (RecurrenceWindow & { recurrenceNo: number })[] {
  const total = type === RECURRENCE_TYPES.NONE ? 1 : Math.max(1, Math.min(count, MAX_RECURRENCES));
  return Array.from({ length: total }, (_, index) => ({
    recurrenceNo: index + 1,
    validFrom: shift(first.validFrom, type, index),
    validTo: shift(first.validTo, type, index),
    validToJoin: shift(first.validToJoin, type, index),
  }));
}

import { z } from 'zod';
import { trimmed } from '../bounds';
import { calendarDay } from './fields';

/** Indonesian day names, Monday first (index 0..6 = Senin..Minggu). */
export const DAY_NAMES = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'] as const;
export const ZDayName = z.enum(DAY_NAMES);
export type DayName = z.infer<typeof ZDayName>;

/** Half-hourly times 00.00 .. 23.30 (48 options). */
export const TIME_OPTIONS: readonly string[] = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}.${i % 2 ? '30' : '00'}`,
);
export const ZTimeOption = z
  .string()
  .max(5)
  .refine((v) => TIME_OPTIONS.includes(v), 'must be a half-hourly time from 00.00 to 23.30');
/** One opening-hours block: a day range and its times (weekday or weekend). */
export const ZDayRange = z.object({
  startDay: ZDayName,
  untilDay: ZDayName,
  open: ZTimeOption,
  close: ZTimeOption,
  closed: z.boolean().default(false),
});
export type DayRange = z.infer<typeof ZDayRange>;
export const ZHours = z.object({ weekday: ZDayRange, weekend: ZDayRange });
export type Hours = z.infer<typeof ZHours>;

/** A dated exception (Lebaran, Christmas): closed, or other times, for showroom and workshop. */
export const ZHoliday = z.object({
  date: calendarDay('date must be a date as YYYY-MM-DD'),
  label: trimmed(100, 'label has at most 100 characters').min(1, 'label is required'),
  closed: z.boolean(),
  open: ZTimeOption.nullable(),
  close: ZTimeOption.nullable(),
});
export type Holiday = z.infer<typeof ZHoliday>;

// ---- Opening hours: 'open now' (console preview and public API) -------------------------------

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Hours as stored or being edited (day names checked when saved). */
interface RangeLike {
  startDay: string;
  untilDay: string;
  open: string;
  close: string;
  closed: boolean;
}
interface HoursLike {
  weekday: RangeLike;
  weekend: RangeLike;
}
interface HolidayLike {
  date: string;
  closed: boolean;
  open: string | null;
  close: string | null;
}

function dayInRange(day: number, range: RangeLike): boolean {
  const start = DAY_NAMES.indexOf(range.startDay as DayName);
  const until = DAY_NAMES.indexOf(range.untilDay as DayName);
  if (start < 0 || until < 0) return false;
  return start <= until ? day >= start && day <= until : day >= start || day <= until;
}

export function isOpenAt(
  hours: HoursLike,
  holidays: readonly HolidayLike[],
  at: { date: string; day: number; minutes: number },
): boolean {
  const holiday = holidays.find((h) => h.date === at.date);
  if (holiday) {
    if (holiday.closed || !holiday.open || !holiday.close) return false;
    return at.minutes >= minutesOf(holiday.open) && at.minutes < minutesOf(holiday.close);
  }
  for (const range of [hours.weekday, hours.weekend]) {
    if (range.closed || !dayInRange(at.day, range)) continue;
    if (at.minutes >= minutesOf(range.open) && at.minutes < minutesOf(range.close)) return true;
  }
  return false;
}

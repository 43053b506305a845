import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

import {
  DISPLAY_DATE,
  DISPLAY_DATE_TIME,
  DISPLAY_TIME,
  QUEST_DATE_TIME,
  WIRE_DATE,
} from './dateFormats';

dayjs.extend(utc);
dayjs.extend(timezone);

export { DISPLAY_DATE, DISPLAY_DATE_TIME, WIRE_DATE } from './dateFormats';

/**
 * Order and notification times are instants; the server cuts days in the business time zone
 * (TZ_BUSINESS) and names it in every order reply (`timeZone`). The console shows and draws
 * times in that zone wherever the browser is; before a reply names it, the server's default.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

export function inZone(iso: string, timeZone: string = DEFAULT_TIME_ZONE): Dayjs {
  return dayjs(iso).tz(timeZone);
}

/** An instant as DD-MM-YYYY HH:mm in the zone; '' when missing, the raw text when unreadable. */
export function formatDateTime(
  iso: string | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  if (!iso) return '';
  const parsed = dayjs(iso);
  return parsed.isValid() ? parsed.tz(timeZone).format(DISPLAY_DATE_TIME) : iso;
}

/**
 * A day as DD-MM-YYYY: a business day ('YYYY-MM-DD') as it is, an instant as its day in the zone;
 * '' when missing, the raw text when unreadable. Every date the console shows goes through here.
 */
export function formatDate(
  value: string | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  if (!value) return '';
  const parsed = dayjs(value);
  if (!parsed.isValid()) return value;
  // A plain day has no zone: converting it would move it to the previous day west of UTC+7.
  return /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? parsed.format(DISPLAY_DATE)
    : parsed.tz(timeZone).format(DISPLAY_DATE);
}

export function formatTime(iso: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  return inZone(iso, timeZone).format(DISPLAY_TIME);
}

/** A zone at the end of a time: Z, +07:00, +0700. */
const HAS_ZONE = /(?:z|[+-]\d{2}:?\d{2})$/i;

/**
 * A quest date-time as DD MMMM YYYY HH:mm (spec 2), the month named in the console's language.
 * Quest times travel as the business zone's wall time with no zone (YYYY-MM-DDTHH:mm:ss) and are
 * shown as written, whatever the browser's zone; an instant that names a zone is shown in the
 * business zone. '' when missing, the raw text when unreadable.
 */
export function formatQuestDateTime(
  value: string | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  if (!value) return '';
  const parsed = dayjs(value);
  if (!parsed.isValid()) return value;
  return (HAS_ZONE.test(value) ? parsed.tz(timeZone) : parsed).format(QUEST_DATE_TIME);
}

/** Today's business date (YYYY-MM-DD) in `timeZone`. */
export function businessToday(
  timeZone: string = DEFAULT_TIME_ZONE,
  now: Date = new Date(),
): string {
  return dayjs(now).tz(timeZone).format(WIRE_DATE);
}

/** The first and last day of the month holding `date` (the default period of lists). */
export function monthOf(date: string): { startDate: string; endDate: string } {
  const day = dayjs(date, WIRE_DATE);
  return {
    startDate: day.startOf('month').format(WIRE_DATE),
    endDate: day.endOf('month').format(WIRE_DATE),
  };
}

/** The current business month (spec 1 section 9: the default period). */
export function currentMonth(
  now: Date = new Date(),
  timeZone: string = DEFAULT_TIME_ZONE,
): { startDate: string; endDate: string } {
  return monthOf(businessToday(timeZone, now));
}

/** Whether a URL value is a real YYYY-MM-DD day (a hand-edited link must not reach the server). */
export function isWireDate(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    dayjs(value).format(WIRE_DATE) === value
  );
}

/** A wall time with milliseconds, and no zone: what a picker shows and what was picked. */
const WALL = 'YYYY-MM-DDTHH:mm:ss.SSS';

/**
 * antd's date and time pickers work in the browser's zone: they show a dayjs by its local wall
 * time and hand back the wall time the user picked as a local dayjs. Every time in the console is
 * the business zone's, whatever the browser's (a browser in UTC showed a Jakarta 13:48 as 06:48,
 * and a picked end of day ended 7 hours early). So a picker holds a local dayjs carrying the
 * business wall time, converted at both ends: `toPickerValue` going in, `fromPickerValue` coming
 * out. (A wall time the browser's own zone skips in a daylight-saving change moves by that hour;
 * the business zone has no such change.)
 */
export function toPickerValue(
  iso: string | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): Dayjs | null {
  if (!iso) return null;
  const instant = dayjs(iso);
  return instant.isValid() ? dayjs(instant.tz(timeZone).format(WALL)) : null;
}

/** The instant (ISO, UTC) of the business wall time a picker holds; null when empty. */
export function fromPickerValue(
  picked: Dayjs | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): string | null {
  if (!picked?.isValid()) return null;
  return dayjs.tz(picked.format(WALL), timeZone).toISOString();
}

/** Now, as a picker value: the business zone's wall time (defaults, and the past a picker greys). */
export function pickerNow(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): Dayjs {
  return dayjs(dayjs(now).tz(timeZone).format(WALL));
}

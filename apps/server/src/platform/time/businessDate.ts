import { wallClockFields } from './wallClock';

/** Per zone, the last minute asked (whole minutes since the epoch) and its day. */
const lastMinute = new Map<string, { minute: number; day: string }>();

/**
 * Days are cut in the business time zone (TZ_BUSINESS, Asia/Jakarta), never in UTC.
 *
 * Every list asks on every request, and formatting in a zone took 1.4 % of the server's CPU
 * under the stock search's load (session 18). Zones today are whole minutes off UTC, so a day
 * begins on a whole UTC minute and every instant of one minute has the same day: the day is
 * formatted once per zone and minute.
 */
export function businessToday(timeZone: string, now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastMinute.get(timeZone);
  if (last?.minute === minute) return last.day;
  const { date: day } = wallClockFields(now, timeZone);
  lastMinute.set(timeZone, { minute, day });
  return day;
}

/**
 * A business day ('YYYY-MM-DD') as people read it in a message, DD-MM-YYYY (spec 1: every date
 * the console shows); anything else is returned as it is.
 */
export function displayDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : date;
}

/** 'YYYY-MM-DD' plus n days, computed on the calendar (no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The instant of a wall-clock time ('HH:mm') on a business day in `timeZone`. Exact for zones
 * without daylight saving (Asia/Jakarta); around a DST switch it may be an hour off.
 */
export function businessDateTime(date: string, time: string, timeZone: string): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  const wall = wallClockFields(guess, timeZone);
  const wallAsUtc = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour,
    wall.minute,
    wall.second,
  );
  return new Date(guess.getTime() - (wallAsUtc - guess.getTime()));
}

const formats = new Map<string, Intl.DateTimeFormat>();
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
  // Building a formatter costs far more than using one.
  let format = formats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const day = format.format(now);
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

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The instant of a wall-clock time ('HH:mm') on a business day in `timeZone`. Exact for zones
 * without daylight saving (Asia/Jakarta); around a DST switch it may be an hour off.
 */
export function businessDateTime(date: string, time: string, timeZone: string): Date {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clockFormats.set(timeZone, format);
  }
  const guess = new Date(`${date}T${time}:00Z`);
  // Formatted once: formatToParts per field was six formats per call, and the demo seed and the
  // sweeps call this for every order they place (~0.1 s of a start's CPU).
  const parts = format.formatToParts(guess);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wallAsUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return new Date(guess.getTime() - (wallAsUtc - guess.getTime()));
}

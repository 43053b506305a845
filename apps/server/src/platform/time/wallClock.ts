const wallFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * `at` as the wall time of `timeZone`, 'YYYY-MM-DD HH:mm:ss' (throws on an invalid date, as Intl
 * does). Every reading of a wall clock in a zone goes through here, so there is one formatter per
 * zone: building one costs far more than using it.
 */
function wallTime(at: Date, timeZone: string): string {
  let format = wallFormats.get(timeZone);
  if (!format) {
    // sv-SE writes 'YYYY-MM-DD HH:mm:ss'.
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallFormats.set(timeZone, format);
  }
  return format.format(at);
}

/**
 * An instant as the wall time of `timeZone`, 'YYYY-MM-DD HH:mm:ss' ('' when missing or
 * unreadable): what an export's date-time column is given, and (with a 'T') a quest date-time.
 */
export function wallClock(instant: Date | string | null | undefined, timeZone: string): string {
  if (instant === null || instant === undefined || instant === '') return '';
  const at = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(at.getTime())) return '';
  return wallTime(at, timeZone);
}

/** What a wall clock in the zone shows at an instant, field by field. */
export interface WallClockFields {
  /** 'YYYY-MM-DD', the business day. */
  date: string;
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Monday ... 6 = Sunday. */
  weekday: number;
}

/**
 * The wall clock of `timeZone` at `at`, read back from its 'YYYY-MM-DD HH:mm:ss' (formatToParts
 * costs about three times as much as format). The weekday is the calendar date's; years before
 * 1 AD (Intl writes them without their era) would get it wrong, which no business date meets.
 */
export function wallClockFields(at: Date, timeZone: string): WallClockFields {
  const [date = '', time = ''] = wallTime(at, timeZone).split(' ');
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number);
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0 to 99 as 1900 to 1999.
  const sundayFirst = new Date(new Date(0).setUTCFullYear(year, month - 1, day)).getUTCDay();
  return { date, year, month, day, hour, minute, second, weekday: (sundayFirst + 6) % 7 };
}

/**
 * Dates in exports are spreadsheet date cells: a serial day number (days since 1899-12-30, the
 * time of day as its fraction) under a date number format. A serial has no time zone, so it
 * holds the business zone's wall time, the time the console shows. Exporters hand the writer
 * that wall time as text ('YYYY-MM-DD', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD HH:mm:ss', a 'T' also
 * allowed between day and time): PostgreSQL's to_char writes it for free in the query, and
 * `wallClock` turns an instant into it.
 */

/** The number formats of date cells: the console's DD-MM-YYYY and DD-MM-YYYY HH:mm (spec 1). */
export const DATE_FORMAT = 'dd-mm-yyyy';
export const DATE_TIME_FORMAT = 'dd-mm-yyyy hh:mm';

/** Serial of 1970-01-01 (Excel counts 1900 as a leap year, so day 0 is 1899-12-30). */
const UNIX_EPOCH_SERIAL = 25_569;
const MS_PER_DAY = 86_400_000;
const ZERO = 48;

/** The number `count` digits at `at` make, NaN when one is not a digit (no allocation). */
function digits(text: string, at: number, count: number): number {
  let value = 0;
  for (let i = at; i < at + count; i++) {
    const digit = text.charCodeAt(i) - ZERO;
    if (digit < 0 || digit > 9) return NaN;
    value = value * 10 + digit;
  }
  return value;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * The serial of a wall time written as above; undefined for anything else (a zone suffix
 * included: an instant must be turned into the business wall time first, never written as UTC).
 * Called once per date cell of a 100,000-row export, so it parses by character codes instead of
 * a regular expression and allocates nothing.
 */
export function wallTimeSerial(text: string): number | undefined {
  const length = text.length;
  if (length !== 10 && length !== 16 && length !== 19) return undefined;
  if (text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return undefined; // '-'
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 2);
  const day = digits(text, 8, 2);
  if (!(year >= 1900 && month >= 1 && month <= 12 && day >= 1)) return undefined;
  if (day > daysInMonth(year, month)) return undefined;
  let seconds = 0;
  if (length > 10) {
    const separator = text.charCodeAt(10);
    if ((separator !== 32 && separator !== 84) || text.charCodeAt(13) !== 58) return undefined;
    const hour = digits(text, 11, 2);
    const minute = digits(text, 14, 2);
    let second = 0;
    if (length === 19) {
      if (text.charCodeAt(16) !== 58) return undefined; // ':'
      second = digits(text, 17, 2);
    }
    if (!(hour < 24 && minute < 60 && second < 60)) return undefined; // NaN fails too
    seconds = hour * 3600 + minute * 60 + second;
  }
  return Date.UTC(year, month - 1, day) / MS_PER_DAY + UNIX_EPOCH_SERIAL + seconds / 86_400;
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as the wall time of `timeZone`, 'YYYY-MM-DD HH:mm:ss' ('' when missing or
 * unreadable): what an export's date-time column is given, and (with a 'T') a quest date-time.
 * One formatter per zone: building one costs far more than using it.
 */
export function wallClock(instant: Date | string | null | undefined, timeZone: string): string {
  if (instant === null || instant === undefined || instant === '') return '';
  const at = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(at.getTime())) return '';
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

import { wallClockFields } from '../time/wallClock';

/**
 * When a send may happen: `now` itself outside quiet hours, otherwise the end of the window, both
 * read in the business time zone. A window may span midnight (21:00-08:00).
 */
export function nextSendTime(
  now: Date,
  quiet: { start: number; end: number } | undefined,
  timeZone: string,
): Date {
  if (!quiet || quiet.start === quiet.end) return now;
  const wall = wallClockFields(now, timeZone);
  const minute = wall.hour * 60 + wall.minute;
  const inside =
    quiet.start < quiet.end
      ? minute >= quiet.start && minute < quiet.end
      : minute >= quiet.start || minute < quiet.end;
  if (!inside) return now;
  const ahead = (quiet.end - minute + 24 * 60) % (24 * 60);
  const end = new Date(now.getTime() + ahead * 60_000);
  end.setUTCSeconds(0, 0);
  return end;
}

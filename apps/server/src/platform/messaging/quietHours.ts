const formats = new Map<string, Intl.DateTimeFormat>();

function minuteOfDay(now: Date, timeZone: string): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const [h, m] = format.format(now).split(':').map(Number);
  return h! * 60 + m!;
}

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
  const minute = minuteOfDay(now, timeZone);
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

import { businessDateTime } from '../../../platform/time/businessDate';

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** The instant of a quest date-time 'YYYY-MM-DDTHH:mm:ss' read in the business time zone. */
export function questInstant(value: string, timeZone: string): Date {
  const [date = '', time = ''] = value.split('T');
  const [hour = '00', minute = '00', second = '00'] = time.split(':');
  const base = businessDateTime(date, `${hour}:${minute}`, timeZone);
  return new Date(base.getTime() + Number(second) * 1000);
}

/** An instant as a quest date-time 'YYYY-MM-DDTHH:mm:ss' in the business time zone. */
export function questDateTime(instant: Date, timeZone: string): string {
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
  return format.format(instant).replace(' ', 'T');
}

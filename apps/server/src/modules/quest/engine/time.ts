import { businessDateTime } from '../../../platform/time/businessDate';
import { wallClock } from '../../../platform/time/wallClock';

/** The instant of a quest date-time 'YYYY-MM-DDTHH:mm:ss' read in the business time zone. */
export function questInstant(value: string, timeZone: string): Date {
  const [date = '', time = ''] = value.split('T');
  const [hour = '00', minute = '00', second = '00'] = time.split(':');
  const base = businessDateTime(date, `${hour}:${minute}`, timeZone);
  return new Date(base.getTime() + Number(second) * 1000);
}

/** An instant as a quest date-time 'YYYY-MM-DDTHH:mm:ss' in the business time zone. */
export function questDateTime(instant: Date, timeZone: string): string {
  return wallClock(instant, timeZone).replace(' ', 'T');
}

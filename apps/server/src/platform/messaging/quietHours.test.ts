import { describe, expect, it } from 'vitest';
import { nextSendTime } from './quietHours';

const TZ = 'Asia/Jakarta';
const quiet = { start: 21 * 60, end: 8 * 60 }; // 21:00-08:00 in Jakarta (UTC+7)

describe('quiet hours in the business time zone', () => {
  it('lets a send through outside the window', () => {
    const noon = new Date('2026-11-23T05:00:00Z'); // 12:00 Jakarta
    expect(nextSendTime(noon, quiet, TZ)).toBe(noon);
  });

  it('moves a send at 23:30 to 08:00 the next morning', () => {
    const late = new Date('2026-11-23T16:30:00Z'); // 23:30 Jakarta
    expect(nextSendTime(late, quiet, TZ).toISOString()).toBe('2026-11-24T01:00:00.000Z');
  });

  it('moves a send at 06:10 to 08:00 the same morning', () => {
    const early = new Date('2026-11-22T23:10:00Z'); // 06:10 Jakarta on the 23rd
    expect(nextSendTime(early, quiet, TZ).toISOString()).toBe('2026-11-23T01:00:00.000Z');
  });

  it('has no window when none is configured', () => {
    const late = new Date('2026-11-23T16:30:00Z');
    expect(nextSendTime(late, undefined, TZ)).toBe(late);
  });
});

import { describe, expect, it } from 'vitest';
import { addDays, businessDateTime, businessToday, displayDate } from './businessDate';

describe('business dates', () => {
  it('places a wall-clock time of a business day in its zone (Jakarta is UTC+7)', () => {
    expect(businessDateTime('2026-11-24', '09:30', 'Asia/Jakarta').toISOString()).toBe(
      '2026-11-24T02:30:00.000Z',
    );
    // Past midnight UTC the instant falls on the previous UTC day.
    expect(businessDateTime('2026-01-01', '03:00', 'Asia/Jakarta').toISOString()).toBe(
      '2025-12-31T20:00:00.000Z',
    );
    expect(businessDateTime('2026-07-01', '12:00', 'UTC').toISOString()).toBe(
      '2026-07-01T12:00:00.000Z',
    );
  });

  it('cuts the day in the business zone, not in UTC', () => {
    const lateUtc = new Date('2026-11-23T18:00:00Z'); // 01:00 on the 24th in Jakarta
    expect(businessToday('Asia/Jakarta', lateUtc)).toBe('2026-11-24');
    expect(businessToday('UTC', lateUtc)).toBe('2026-11-23');
  });

  it("turns the day on the zone's midnight to the millisecond, remembering each minute's day", () => {
    // Jakarta's midnight is 17:00 UTC; Kathmandu is 5:45 ahead, so its midnight is 18:15 UTC.
    const at = (iso: string, zone: string) => businessToday(zone, new Date(iso));
    expect(at('2026-11-24T16:59:00.000Z', 'Asia/Jakarta')).toBe('2026-11-24');
    expect(at('2026-11-24T16:59:59.999Z', 'Asia/Jakarta')).toBe('2026-11-24');
    expect(at('2026-11-24T17:00:00.000Z', 'Asia/Jakarta')).toBe('2026-11-25');
    expect(at('2026-11-24T16:59:30.000Z', 'Asia/Jakarta')).toBe('2026-11-24');
    expect(at('2026-11-24T18:14:59.999Z', 'Asia/Kathmandu')).toBe('2026-11-24');
    expect(at('2026-11-24T18:15:00.000Z', 'Asia/Kathmandu')).toBe('2026-11-25');
    // Instants drawn over two years, each asked twice and next to a neighbour in the same
    // minute, agree with formatting in the zone directly.
    const direct = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    let instant = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 2_000; i++) {
      instant += 1 + ((i * 7_919_993) % 86_400_000);
      for (const t of [instant, instant, instant - (instant % 60_000)]) {
        expect(businessToday('America/New_York', new Date(t))).toBe(direct.format(new Date(t)));
      }
    }
  });

  it('adds calendar days across months and shows DD-MM-YYYY', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(displayDate('2026-11-24')).toBe('24-11-2026');
    expect(displayDate('not a date')).toBe('not a date');
  });
});

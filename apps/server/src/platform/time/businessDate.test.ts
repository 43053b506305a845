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

  it('adds calendar days across months and shows DD-MM-YYYY', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(displayDate('2026-11-24')).toBe('24-11-2026');
    expect(displayDate('not a date')).toBe('not a date');
  });
});

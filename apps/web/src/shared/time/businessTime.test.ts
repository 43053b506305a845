import { describe, expect, it } from 'vitest';
import { formatDate as masterFormatDate } from '../kit/format';
import { formatDate, formatDateTime } from './businessTime';

describe('the display of dates and times', () => {
  it('shows a business day as DD-MM-YYYY without moving it to another day', () => {
    expect(formatDate('2026-11-21')).toBe('21-11-2026');
    expect(formatDate('2026-11-21', 'America/Los_Angeles')).toBe('21-11-2026');
  });

  it('shows an instant on its day in the business time zone', () => {
    // 20:30 UTC is already the next day in Jakarta.
    expect(formatDate('2026-11-21T20:30:00Z')).toBe('22-11-2026');
    expect(formatDateTime('2026-11-21T20:30:00Z')).toBe('22-11-2026 03:30');
  });

  it('leaves missing and unreadable values as they are', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDateTime(undefined)).toBe('');
  });

  it('is the one helper the master-data lists use too', () => {
    expect(masterFormatDate).toBe(formatDate);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { fromPickerValue, pickerNow, toPickerValue } from './businessTime';

/**
 * The browser's zone must not move a time: Node applies a change of process.env.TZ at once, so
 * each case runs as a browser in another zone would.
 */
const browserZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = browserZone;
});

describe('date and time pickers in the business zone', () => {
  for (const zone of ['UTC', 'America/New_York', 'Asia/Kathmandu', 'Asia/Jakarta']) {
    it(`shows a Jakarta 13:48 as 13:48 and reads it back as the same instant in ${zone}`, () => {
      process.env.TZ = zone;
      const picked = toPickerValue('2026-11-30T06:48:00.000Z', 'Asia/Jakarta')!;
      expect(picked.format('DD-MM-YYYY HH:mm')).toBe('30-11-2026 13:48');
      expect(fromPickerValue(picked, 'Asia/Jakarta')).toBe('2026-11-30T06:48:00.000Z');
    });

    it(`ends a picked day at the business zone's end of that day in ${zone}`, () => {
      process.env.TZ = zone;
      const endOfDay = toPickerValue('2026-11-30T00:00:00.000Z')!.endOf('day');
      expect(fromPickerValue(endOfDay, 'Asia/Jakarta')).toBe('2026-11-30T16:59:59.999Z');
    });
  }

  it("gives now as the business zone's wall time, and nothing for an empty picker", () => {
    process.env.TZ = 'UTC';
    const now = new Date('2026-12-31T20:30:00.000Z');
    expect(pickerNow('Asia/Jakarta', now).format('YYYY-MM-DD HH:mm')).toBe('2027-01-01 03:30');
    expect(toPickerValue(null)).toBeNull();
    expect(toPickerValue('not a time')).toBeNull();
    expect(fromPickerValue(null)).toBeNull();
  });
});

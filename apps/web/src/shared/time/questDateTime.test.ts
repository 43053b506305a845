import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/zh-cn';
import { afterEach, describe, expect, it } from 'vitest';
import { formatQuestDateTime } from './businessTime';

afterEach(() => {
  dayjs.locale('en');
});

describe('the display of quest date-times', () => {
  it('shows a quest wall time as DD MMMM YYYY HH:mm, as written', () => {
    expect(formatQuestDateTime('2026-11-30T00:00:00')).toBe('30 November 2026 00:00');
  });

  it('shows an instant that names its zone in the business zone, never the browser one', () => {
    // 17:30 UTC on 30 November is 00:30 on 1 December in Jakarta.
    expect(formatQuestDateTime('2026-11-30T17:30:00Z')).toBe('01 December 2026 00:30');
    expect(formatQuestDateTime('2026-11-30T17:30:00Z', 'America/Los_Angeles')).toBe(
      '30 November 2026 09:30',
    );
  });

  it("names the month in the console's language (the dayjs locale the language switch sets)", () => {
    dayjs.locale('fr');
    expect(formatQuestDateTime('2026-11-30T00:00:00')).toBe('30 novembre 2026 00:00');
    dayjs.locale('zh-cn');
    expect(formatQuestDateTime('2026-11-30T17:30:00Z')).toBe('01 十二月 2026 00:30');
  });

  it('leaves missing and unreadable values as they are', () => {
    expect(formatQuestDateTime(null)).toBe('');
    expect(formatQuestDateTime('soon')).toBe('soon');
  });
});

import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { switchDayjsLocale } from './localeLoaders';

describe('switchDayjsLocale', () => {
  afterEach(async () => {
    await switchDayjsLocale('en');
  });

  it('formats dates in the chosen language once its locale has loaded', async () => {
    await switchDayjsLocale('fr');
    expect(dayjs.locale()).toBe('fr');
    expect(dayjs('2026-03-02').format('MMMM')).toBe('mars');
  });

  it('goes back to English after another language', async () => {
    await switchDayjsLocale('es');
    await switchDayjsLocale('en');
    expect(dayjs.locale()).toBe('en');
    expect(dayjs('2026-03-02').format('MMMM')).toBe('March');
  });

  it('ends in the language asked for last when two switches overlap', async () => {
    const first = switchDayjsLocale('it');
    const second = switchDayjsLocale('en');
    await Promise.all([first, second]);
    expect(dayjs.locale()).toBe('en');

    const third = switchDayjsLocale('zh');
    const fourth = switchDayjsLocale('ar');
    await Promise.all([third, fourth]);
    expect(dayjs.locale()).toBe('ar');
  });
});

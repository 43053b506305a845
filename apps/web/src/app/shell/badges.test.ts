import { describe, expect, it } from 'vitest';
import { badgeText, dashboardBadgeText, isBellVisible } from './badges';

describe('badges', () => {
  it('caps the count at 99+', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(5000)).toBe('99+');
  });

  it('hides the badge at 0', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-3)).toBeNull();
    expect(badgeText(Number.NaN)).toBeNull();
  });

  it('shows the dashboard badge with the same cap', () => {
    expect(dashboardBadgeText(120, 'ho_testdrive')).toBe('99+');
    expect(dashboardBadgeText(0, 'crc')).toBeNull();
  });

  it('never shows a dashboard badge for campaign roles', () => {
    expect(dashboardBadgeText(5, 'ho_campaign')).toBeNull();
  });
});

describe('notification bell', () => {
  it("is hidden for roles whose code contains 'campaign' or 'konten'", () => {
    expect(isBellVisible('ho_campaign')).toBe(false);
    expect(isBellVisible('pickontenho')).toBe(false);
    expect(isBellVisible('pickontencabang')).toBe(false);
  });

  it('is shown for the other roles', () => {
    for (const role of [
      'superadmin',
      'ho_testdrive',
      'pictestdrive',
      'pdi',
      'crc',
      'astraquestadmin',
    ]) {
      expect(isBellVisible(role)).toBe(true);
    }
  });
});

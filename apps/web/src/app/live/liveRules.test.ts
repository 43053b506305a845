import { describe, expect, it } from 'vitest';
import { browserAlert, liveBranch, retryDelay, startsLiveConnection } from './liveRules';

describe('the live connection rules', () => {
  it('starts for the order desks only, never for konten, game or campaign roles', () => {
    for (const role of ['crc', 'pdi', 'pictestdrive', 'ho_testdrive', 'superadmin']) {
      expect(startsLiveConnection(role)).toBe(true);
    }
    for (const role of ['pickontenho', 'pickontencabang', 'astraquestadmin', 'ho_campaign']) {
      expect(startsLiveConnection(role)).toBe(false);
    }
  });

  it('joins the selected branch, else the first one', () => {
    const areas = [{ branchCode: 'T010' }, { branchCode: 'T011' }];
    expect(liveBranch({ selectedBranch: 'T011', userAreas: areas })).toBe('T011');
    expect(liveBranch({ selectedBranch: null, userAreas: areas })).toBe('T010');
  });

  it('waits longer after each refused connection, at most a minute', () => {
    expect([1, 2, 3, 10].map(retryDelay)).toEqual([2_000, 4_000, 8_000, 60_000]);
  });

  it('words the browser notification as spec 1 section 8 does', () => {
    const alert = browserAlert('pdi', 3);
    expect(alert.title).toBe('pdi Dashboard Alert');
    expect(alert.options).toMatchObject({
      body: 'You have 3 new notification !',
      requireInteraction: true,
    });
    expect(alert.options.vibrate.slice(0, 4)).toEqual([200, 100, 200, 100]);
  });
});

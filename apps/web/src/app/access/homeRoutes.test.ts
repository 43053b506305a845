import { describe, expect, it } from 'vitest';
import { resolveHome } from './homeRoutes';
import { ROUTE_TABLE } from './routeTable';

const ALL = new Set(ROUTE_TABLE.keys());
const TODAY = new Set(['', 'users']);

describe('home route per role', () => {
  it.each([
    ['crc', 'crc', 'crc'],
    ['pdi', 'pdi', 'pdi'],
    ['pictestdrive', 'pictestdrive', 'dashboard'],
    ['ho_testdrive', 'dashboard', 'dashboard'],
    ['superadmin', 'dashboard', 'dashboard'],
    ['pickontenho', 'dashboard', 'dashboard'],
    ['pickontencabang', 'dashboard', 'dashboard'],
    ['astraquestadmin', 'astraquest', 'astraquest'],
    ['astraquestgamemaster', 'astraquest', 'astraquest'],
    ['astraquestpointcorrectionadmin', 'pointcorrection', 'pointcorrection'],
    ['ho_campaign', 'campaign', 'campaign'],
  ])(
    'sends %s home to %s and, after sign-in, to %s when those screens exist',
    (role, home, after) => {
      expect(resolveHome(role, ALL, 'home')).toBe(home);
      expect(resolveHome(role, ALL, 'afterSignIn')).toBe(after);
    },
  );

  it("falls back to the home page '' while the role's screen is not built", () => {
    for (const role of ['crc', 'pdi', 'pictestdrive', 'superadmin', 'astraquestadmin']) {
      expect(resolveHome(role, TODAY, 'home')).toBe('');
      expect(resolveHome(role, TODAY, 'afterSignIn')).toBe('');
    }
  });

  it('uses a screen as soon as a feature registers it', () => {
    expect(resolveHome('crc', new Set(['', 'crc']))).toBe('crc');
    expect(resolveHome('pictestdrive', new Set(['', 'pictestdrive']), 'afterSignIn')).toBe('');
  });

  it('sends an unknown role to the home page', () => {
    expect(resolveHome('visitor', ALL)).toBe('');
  });
});

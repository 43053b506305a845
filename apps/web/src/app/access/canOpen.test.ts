import { describe, expect, it } from 'vitest';
import { canOpen } from './canOpen';
import { ROUTE_TABLE } from './routeTable';

describe('canOpen (route guard)', () => {
  it('lets superadmin open every protected route', () => {
    for (const key of ROUTE_TABLE.keys()) expect(canOpen(key, 'superadmin', [])).toBe(true);
  });

  it('opens the home page to every role', () => {
    expect(canOpen('', 'crc', [])).toBe(true);
    expect(canOpen('', 'someone-new', [])).toBe(true);
  });

  it('allows a role listed for the route', () => {
    expect(canOpen('cluster/edit/:id', 'ho_testdrive', [])).toBe(true);
    expect(canOpen('pictestdrive', 'pictestdrive', [])).toBe(true);
    expect(canOpen('pointcorrection', 'astraquestpointcorrectionadmin', [])).toBe(true);
  });

  it('counts an additional role', () => {
    expect(canOpen('branch-konten', 'ho_testdrive', [])).toBe(false);
    expect(canOpen('branch-konten', 'ho_testdrive', ['pickontenho'])).toBe(true);
    expect(canOpen('listofpromo', 'pictestdrive', ['pickontencabang'])).toBe(true);
  });

  it('refuses other roles', () => {
    expect(canOpen('cluster', 'crc', [])).toBe(false);
    expect(canOpen('notification/:id', 'pictestdrive', [])).toBe(false);
    expect(canOpen('pointcorrection', 'astraquestgamemaster', [])).toBe(false);
    expect(canOpen('campaign/create', 'ho_campaign', [])).toBe(false);
  });

  it('keeps users administration to superadmin', () => {
    expect(canOpen('users', 'superadmin', [])).toBe(true);
    expect(canOpen('users/edit/:id', 'ho_testdrive', ['pickontenho'])).toBe(false);
  });

  it('refuses a route that is not in the table to anyone but superadmin', () => {
    expect(canOpen('secret', 'ho_testdrive', [])).toBe(false);
    expect(canOpen('secret', 'superadmin', [])).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { signInTarget } from './signInTarget';

const REGISTERED = new Set(['', 'users', 'users/edit/:id', 'crc']);

describe('where sign-in leads', () => {
  it('goes to the page the user wanted when they may open it', () => {
    const admin = { role: 'superadmin', additionalRoles: [] };
    expect(signInTarget('/users/edit/7?tab=roles', admin, REGISTERED)).toBe(
      '/users/edit/7?tab=roles',
    );
  });

  it('goes to the role page instead when the wanted page is not allowed', () => {
    expect(signInTarget('/users', { role: 'crc', additionalRoles: [] }, REGISTERED)).toBe('/crc');
  });

  it('goes to the role page when the wanted page does not exist', () => {
    const pdi = { role: 'pdi', additionalRoles: [] };
    expect(signInTarget('/nowhere', pdi, REGISTERED)).toBe('/');
    expect(signInTarget(undefined, pdi, REGISTERED)).toBe('/');
  });
});

import { describe, expect, it } from 'vitest';
import { readIdTokenCookie } from './idTokenCookie';
import { isSessionAlive } from './sessionRule';

const NOW = Date.parse('2026-03-01T10:00:00Z');
const later = { expiry: '2026-03-01T10:15:00Z' };

describe('session rule (spec 1 section 4)', () => {
  it('keeps a session whose expiry is ahead and whose id_token cookie is set', () => {
    expect(isSessionAlive(later, 'eyJ.token', NOW)).toBe(true);
  });

  it('ends the session when the stored expiry has passed', () => {
    expect(isSessionAlive({ expiry: '2026-03-01T09:59:59Z' }, 'eyJ.token', NOW)).toBe(false);
    expect(isSessionAlive({ expiry: 'not a date' }, 'eyJ.token', NOW)).toBe(false);
  });

  it('ends the session when the id_token cookie is missing', () => {
    expect(isSessionAlive(later, undefined, NOW)).toBe(false);
  });

  it('ends the session when the id_token cookie is empty', () => {
    expect(isSessionAlive(later, '', NOW)).toBe(false);
  });

  it("ends the session when the id_token cookie says 'expired'", () => {
    expect(isSessionAlive(later, 'expired', NOW)).toBe(false);
  });

  it('reads the id_token cookie among others', () => {
    expect(readIdTokenCookie('a=1; id_token=abc.def; b=2')).toBe('abc.def');
    expect(readIdTokenCookie('id_token=; b=2')).toBe('');
    expect(readIdTokenCookie('b=2')).toBeUndefined();
  });
});

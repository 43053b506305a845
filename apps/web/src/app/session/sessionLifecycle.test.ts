import { afterEach, describe, expect, it } from 'vitest';
import { makeSession } from '../../test/fixtures';
import { STORAGE_KEYS } from '../../shared/browser/storageKeys';
import { readIdTokenCookie } from '../../shared/session/idTokenCookie';
import { endSession, getSession, startSession } from '../../shared/session/sessionStore';
import { enforceSessionRule } from './enforceSessionRule';
import { restoreSession } from './restoreSession';

afterEach(() => endSession());

describe('session storage and the id_token cookie', () => {
  it('stores the session encrypted and sets the id_token cookie', async () => {
    await startSession(makeSession({ idToken: 'tok-1', fullName: 'Ayu Lestari' }));
    const stored = localStorage.getItem(STORAGE_KEYS.session) ?? '';
    expect(stored).not.toBe('');
    // The whole name: a space never occurs in base64, while 'Ayu' alone turned up in the random
    // ciphertext about one run in 400 (a CI failure in session 11).
    expect(stored).not.toContain('Ayu Lestari');
    expect(stored).not.toContain('fullName');
    expect(stored).not.toContain('tok-1');
    expect(readIdTokenCookie()).toBe('tok-1');
  });

  it('decrypts the stored session at boot', async () => {
    await startSession(makeSession({ userName: 'ayu' }));
    endSessionInMemoryOnly();
    await restoreSession();
    expect(getSession()?.userName).toBe('ayu');
  });

  it('clears storage at boot when the cookie is gone', async () => {
    await startSession(makeSession());
    endSessionInMemoryOnly();
    document.cookie = 'id_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    await restoreSession();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it("ends the session when the cookie says 'expired'", async () => {
    await startSession(makeSession());
    document.cookie = 'id_token=expired; path=/';
    expect(enforceSessionRule()).toBe(false);
    expect(getSession()).toBeNull();
  });

  it('ends the session once its expiry has passed', async () => {
    const session = makeSession();
    await startSession(session);
    expect(enforceSessionRule(Date.parse(session.expiry) - 1000)).toBe(true);
    expect(enforceSessionRule(Date.parse(session.expiry) + 1000)).toBe(false);
    expect(getSession()).toBeNull();
  });

  it('keeps display preferences when the session ends', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'fr');
    await startSession(makeSession());
    endSession();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('fr');
    expect(readIdTokenCookie()).toBeUndefined();
  });
});

/** Simulates a page reload: memory is gone, storage and cookie remain. */
function endSessionInMemoryOnly() {
  const saved = localStorage.getItem(STORAGE_KEYS.session);
  const cookie = readIdTokenCookie();
  endSession();
  if (saved) localStorage.setItem(STORAGE_KEYS.session, saved);
  if (cookie !== undefined) document.cookie = `id_token=${cookie}; path=/`;
}

import { API } from '@dealer/contracts/platform';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeSession, tokenReply } from '../../test/fixtures';
import { STORAGE_KEYS } from '../browser/storageKeys';
import { writeIdTokenCookie } from '../session/idTokenCookie';
import { readPersistedSession, writePersistedSession } from '../session/persistedSession';
import { adoptSession, endSession, getSession, startSession } from '../session/sessionStore';
import { forgetConsoleClient, rememberConsoleClient } from './consoleClient';
import { LEASE_KEY, LEASE_MS, REFRESH_LOCK_NAME } from './refreshLock';
import { refreshAccessToken } from './refreshSession';

const fetchMock = vi.fn<typeof fetch>();
const tokenCalls = () => fetchMock.mock.calls.filter(([url]) => url === API.auth.token);
const SIGNED_IN_CLIENT = { id: 'dealer-console', secret: 'secret-at-sign-in' };

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => jsonResponse(tokenReply('access-9', 'refresh-9')));
  // As after a sign-in, which reads the console's client with the public key.
  rememberConsoleClient(SIGNED_IN_CLIENT);
  await startSession(makeSession());
});

afterEach(() => {
  forgetConsoleClient();
  endSession();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

// jsdom has one window and no Web Locks: "another tab" writes the shared localStorage and its
// storage event is dispatched by hand, as the browser would deliver it to this tab.
function otherTabTakesLease(until = Date.now() + LEASE_MS) {
  localStorage.setItem(LEASE_KEY, JSON.stringify({ owner: 'other-tab', until }));
}

async function otherTabFinishesRefresh(alsoAdoptedHere: boolean) {
  await writePersistedSession(makeSession({ idToken: 'access-2', refreshToken: 'refresh-2' }));
  // useCrossTabSession may have taken the new tokens before this tab's turn comes.
  if (alsoAdoptedHere) adoptSession(await readPersistedSession());
  localStorage.removeItem(LEASE_KEY);
  window.dispatchEvent(new StorageEvent('storage', { key: LEASE_KEY }));
}

describe('refresh shared between tabs', () => {
  it('waits while another tab refreshes, then takes its tokens instead of spending the old one', async () => {
    otherTabTakesLease();
    const refreshed = refreshAccessToken();
    await otherTabFinishesRefresh(false);
    await expect(refreshed).resolves.toBe('access-2');
    expect(tokenCalls()).toHaveLength(0);
    expect(getSession()?.refreshToken).toBe('refresh-2');
  });

  it('does not refresh again when this tab already took the other tab tokens while waiting', async () => {
    otherTabTakesLease();
    const refreshed = refreshAccessToken();
    await otherTabFinishesRefresh(true);
    await expect(refreshed).resolves.toBe('access-2');
    expect(tokenCalls()).toHaveLength(0);
  });

  it('waits for the stored tokens when the cookie shows another tab refreshed before they reached this tab', async () => {
    grantWebLocksAtOnce();
    // The other tab wrote the shared cookie first; its localStorage write is still on its way.
    writeIdTokenCookie('access-2', new Date(Date.now() + 900_000));
    const refreshed = refreshAccessToken();
    await writePersistedSession(makeSession({ idToken: 'access-2', refreshToken: 'refresh-2' }));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.session }));
    await expect(refreshed).resolves.toBe('access-2');
    expect(tokenCalls()).toHaveLength(0);
  });

  it('holds the lease while it refreshes and frees it afterwards', async () => {
    let leaseDuringCall: string | null = null;
    fetchMock.mockImplementation(async () => {
      leaseDuringCall = localStorage.getItem(LEASE_KEY);
      return jsonResponse(tokenReply('access-2', 'refresh-2'));
    });
    await expect(refreshAccessToken()).resolves.toBe('access-2');
    expect(String(tokenCalls()[0]?.[1]?.body)).toBe(
      'grant_type=refresh_token&refresh_token=refresh-1',
    );
    expect(leaseDuringCall).toContain('"owner"');
    expect(localStorage.getItem(LEASE_KEY)).toBeNull();
    expect((await readPersistedSession())?.refreshToken).toBe('refresh-2');
  });

  it('ignores a lease that ran out (its tab was closed mid-refresh)', async () => {
    otherTabTakesLease(Date.now() - 1);
    await expect(refreshAccessToken()).resolves.toBe('access-9');
    expect(tokenCalls()).toHaveLength(1);
  });

  it('frees the lease when the refresh is refused', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ error: 'invalid_grant' }, 400));
    await expect(refreshAccessToken()).rejects.toThrow('HTTP 400');
    expect(localStorage.getItem(LEASE_KEY)).toBeNull();
  });

  it('uses the Web Locks API when the browser has it, without a lease', async () => {
    const names = grantWebLocksAtOnce();
    await expect(refreshAccessToken()).resolves.toBe('access-9');
    expect(names).toEqual([REFRESH_LOCK_NAME]);
  });
});

/** A browser with Web Locks and no other tab holding the lock: granted at once, names recorded. */
function grantWebLocksAtOnce(): string[] {
  const names: string[] = [];
  const locks = {
    request: async (name: string, task: () => Promise<unknown>) => {
      names.push(name);
      expect(localStorage.getItem(LEASE_KEY)).toBeNull();
      return task();
    },
  };
  vi.stubGlobal('navigator', { ...navigator, locks });
  return names;
}

describe("the console's client on a refresh", () => {
  const basicOf = (call: Parameters<typeof fetch> | undefined) =>
    (call?.[1]?.headers as Record<string, string>).Authorization;
  const publicKeyCalls = () => fetchMock.mock.calls.filter(([url]) => url === API.auth.publicKey);
  /** The server: its public-key answer names `secret`; its token endpoint accepts only that. */
  function serverWithSecret(secret: () => string) {
    fetchMock.mockImplementation(async (url, init) => {
      if (url === API.auth.publicKey) {
        return jsonResponse({
          publicKey: 'PEM',
          algorithm: 'RSA-OAEP-256',
          clientId: 'dealer-console',
          clientSecret: secret(),
        });
      }
      const expected = `Basic ${btoa(`dealer-console:${secret()}`)}`;
      if ((init?.headers as Record<string, string>).Authorization !== expected) {
        return jsonResponse({ error: 'invalid_client' }, 401);
      }
      return jsonResponse(tokenReply('access-2', 'refresh-2'));
    });
  }

  it('uses the client read at sign-in, without asking for it again', async () => {
    serverWithSecret(() => SIGNED_IN_CLIENT.secret);
    await expect(refreshAccessToken()).resolves.toBe('access-2');
    expect(publicKeyCalls()).toHaveLength(0);
    expect(basicOf(tokenCalls()[0])).toBe(`Basic ${btoa('dealer-console:secret-at-sign-in')}`);
  });

  it('after a reload, reads it once from the public-key answer: no secret is built into the console', async () => {
    forgetConsoleClient();
    serverWithSecret(() => 'secret-set-on-the-server');
    await expect(refreshAccessToken()).resolves.toBe('access-2');
    await expect(refreshAccessToken()).resolves.toBe('access-2');
    expect(publicKeyCalls()).toHaveLength(1);
    expect(tokenCalls().map(basicOf)).toEqual([
      `Basic ${btoa('dealer-console:secret-set-on-the-server')}`,
      `Basic ${btoa('dealer-console:secret-set-on-the-server')}`,
    ]);
  });

  it('reads it again and retries once when the server refuses it (its secret changed meanwhile)', async () => {
    serverWithSecret(() => 'secret-after-a-change');
    await expect(refreshAccessToken()).resolves.toBe('access-2');
    expect(publicKeyCalls()).toHaveLength(1);
    expect(tokenCalls().map(basicOf)).toEqual([
      `Basic ${btoa('dealer-console:secret-at-sign-in')}`,
      `Basic ${btoa('dealer-console:secret-after-a-change')}`,
    ]);
  });

  it('does not repeat the grant when the client read again is the same one', async () => {
    fetchMock.mockImplementation(async (url) =>
      url === API.auth.publicKey
        ? jsonResponse({
            publicKey: 'PEM',
            algorithm: 'RSA-OAEP-256',
            clientId: 'dealer-console',
            clientSecret: SIGNED_IN_CLIENT.secret,
          })
        : jsonResponse({ error: 'invalid_client' }, 401),
    );
    await expect(refreshAccessToken()).rejects.toThrow('HTTP 401');
    expect(tokenCalls()).toHaveLength(1);
  });
});

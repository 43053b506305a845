import { API } from '@dealer/contracts/platform';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeSession, PUBLIC_KEY_REPLY, tokenReply } from '../../test/fixtures';
import { RefreshRefused, refusedForGood } from '../../shared/api/refreshSession';
import { endSession, getSession, startSession } from '../../shared/session/sessionStore';
import { keepTokenFresh } from './keepTokenFresh';

const fetchMock = vi.fn<typeof fetch>();
const tokenCalls = () => fetchMock.mock.calls.filter(([url]) => url === API.auth.token).length;
let cancel: () => void = () => undefined;
// Taken before the timers are faked: real time for the real async work to get done in.
const realSetTimeout = globalThis.setTimeout;

beforeAll(async () => {
  // Loaded on first use by the refresh; loaded here so that a test does not wait on Vite for it.
  await import('@dealer/contracts/auth');
  await import('../../shared/session/session');
});

beforeEach(async () => {
  // Only the clock and timers are fake: the session cipher (WebCrypto) runs for real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  // The public-key answer names the console's client (read before the first refresh of a page
  // that did not sign in itself); every other call goes to the mock each test sets up.
  vi.stubGlobal('fetch', (input: Parameters<typeof fetch>[0], init?: RequestInit) =>
    input === API.auth.publicKey
      ? Promise.resolve(jsonResponse(PUBLIC_KEY_REPLY))
      : fetchMock(input, init),
  );
  // Expires in 70 s: the scheduled refresh is due in 10 s.
  await startSession(makeSession({ expiry: new Date(Date.now() + 70_000).toISOString() }));
  cancel = keepTokenFresh(getSession()!.expiry);
});

afterEach(() => {
  cancel();
  endSession();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Moves the fake clock on by `ms`, letting the real async work (cipher, storage) run between. */
async function elapse(ms: number): Promise<void> {
  for (let passed = 0; passed < ms; passed += 250) {
    await vi.advanceTimersByTimeAsync(Math.min(250, ms - passed));
    await new Promise((resolve) => realSetTimeout(resolve, 5));
  }
}

/**
 * Moves the fake clock on until `holds`, at most `limitMs`: when a retry is due depends on when
 * the failed try's real async work ended, which a loaded machine delays (a fixed 12.5 s once
 * found the retry not yet scheduled).
 */
async function elapseUntil(holds: () => boolean, limitMs: number): Promise<void> {
  for (let passed = 0; !holds(); passed += 250) {
    if (passed >= limitMs) throw new Error(`not within ${limitMs} ms of the fake clock`);
    await vi.advanceTimersByTimeAsync(250);
    await new Promise((resolve) => realSetTimeout(resolve, 5));
  }
}

/**
 * Waits in real time (the fake clock stands still) until `check` passes: the refresh's real async
 * work (WebCrypto, storage) may still be running after the clock has moved, on a loaded machine.
 */
async function eventually(check: () => void, timeoutMs = 10_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (performance.now() > deadline) throw error;
      await vi.advanceTimersByTimeAsync(0);
      await new Promise((resolve) => realSetTimeout(resolve, 20));
    }
  }
}

describe('the scheduled token refresh', () => {
  it('keeps the session when the token endpoint answers 503, and takes the tokens of the next try', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ message: 'Service Unavailable' }, 503))
      .mockResolvedValue(jsonResponse(tokenReply('access-2', 'refresh-2')));
    await elapse(10_500);
    await eventually(() => expect(tokenCalls()).toBe(1));
    expect(getSession()?.idToken).toBe('access-1');

    await elapse(2_500);
    await eventually(() => expect(getSession()?.idToken).toBe('access-2'));
    expect(tokenCalls()).toBe(2);
  });

  it('keeps trying through a network failure until the token expires, and leaves the end to the session rule', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await elapse(10_500);
    await eventually(() => expect(tokenCalls()).toBe(1));
    // The retry 2 s after the failure; the one after it waits 4 s more, so it cannot be counted.
    await elapseUntil(() => tokenCalls() >= 2, 3_000);
    expect(tokenCalls()).toBe(2);
    expect(getSession()).not.toBeNull();

    await elapse(60_000);
    const tries = tokenCalls();
    expect(tries).toBeGreaterThan(4);
    expect(getSession()).not.toBeNull();
    // Past the expiry nothing is tried any more.
    await elapse(60_000);
    expect(tokenCalls()).toBe(tries);
  });

  it('ends the session at once when the refresh token is refused (invalid_grant)', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'invalid_grant' }, 400));
    await elapse(10_500);
    await eventually(() => expect(getSession()).toBeNull());
    expect(tokenCalls()).toBe(1);
  });

  it('ends the session at once when the client is refused (401)', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'invalid_client' }, 401));
    await elapse(10_500);
    await eventually(() => expect(getSession()).toBeNull());
  });
});

describe('which refresh failures are final', () => {
  it('counts a 4xx answer as final, but not a timeout, a rate limit, a 5xx or no answer', () => {
    for (const status of [400, 401, 403])
      expect(refusedForGood(new RefreshRefused(status))).toBe(true);
    for (const status of [408, 429, 500, 502, 503, 504]) {
      expect(refusedForGood(new RefreshRefused(status))).toBe(false);
    }
    expect(refusedForGood(new TypeError('Failed to fetch'))).toBe(false);
    expect(refusedForGood(new SyntaxError('Unexpected token <'))).toBe(false);
  });
});

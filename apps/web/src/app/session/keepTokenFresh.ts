import { refreshAccessToken, refusedForGood } from '../../shared/api/refreshSession';
import { endSession } from '../../shared/session/sessionStore';

const REFRESH_AHEAD_MS = 60_000;
const LONGEST_TIMER_MS = 2_000_000_000;

/**
 * Refreshes the access token a minute before `expiry` and returns the cancel. A refresh the
 * server refused for good (invalid_grant, unauthorised: the refresh token is spent or revoked)
 * ends the session; one that did not get an answer (network down, 5xx, 408, 429, a reply that
 * is not tokens) is tried again with a growing delay while the token is still valid, so a short
 * outage does not sign every tab out. Past the expiry the session rule ends the session.
 */
export function keepTokenFresh(expiry: string): () => void {
  const expiresAt = Date.parse(expiry);
  const delay = expiresAt - Date.now() - REFRESH_AHEAD_MS;
  if (!Number.isFinite(delay) || delay > LONGEST_TIMER_MS) return () => undefined;
  let cancelled = false;
  let failures = 0;
  let timer: number | undefined;

  const attempt = () => {
    refreshAccessToken().catch((error: unknown) => {
      // The expiry moved on (another refresh won) or the session ended: this attempt is stale.
      if (cancelled) return;
      if (refusedForGood(error)) {
        endSession();
        return;
      }
      failures += 1;
      const wait = refreshRetryDelay(failures);
      if (Date.now() + wait < expiresAt) timer = window.setTimeout(attempt, wait);
    });
  };
  timer = window.setTimeout(attempt, Math.max(delay, 0));

  return () => {
    cancelled = true;
    window.clearTimeout(timer);
  };
}

/** 2 s doubling up to 15 s: several tries fit in the minute before the token expires. */
export function refreshRetryDelay(failures: number): number {
  return Math.min(15_000, 2_000 * 2 ** Math.max(0, failures - 1));
}

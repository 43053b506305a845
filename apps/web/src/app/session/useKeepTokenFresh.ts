import { useEffect } from 'react';
import { refreshAccessToken } from '../../shared/api/refreshSession';
import { endSession } from '../../shared/session/sessionStore';

const REFRESH_AHEAD_MS = 60_000;
const LONGEST_TIMER_MS = 2_000_000_000;

/**
 * Refreshes the access token a minute before it expires while the console is open, so a user
 * at work is not sent to sign-in when the short-lived token runs out between two clicks. A
 * console left closed past the expiry still meets the session rule.
 */
export function useKeepTokenFresh(expiry: string | undefined): void {
  useEffect(() => {
    if (!expiry) return undefined;
    const delay = Date.parse(expiry) - Date.now() - REFRESH_AHEAD_MS;
    if (!Number.isFinite(delay) || delay > LONGEST_TIMER_MS) return undefined;
    const timer = window.setTimeout(
      () => {
        refreshAccessToken().catch(() => endSession());
      },
      Math.max(delay, 0),
    );
    return () => window.clearTimeout(timer);
  }, [expiry]);
}

import { STORAGE_KEYS } from '../browser/storageKeys';
import { readIdTokenCookie } from '../session/idTokenCookie';
import { readPersistedSession } from '../session/persistedSession';
import type { Session, SessionTokens } from '../session/session';
import { isSessionAlive } from '../session/sessionRule';
import { storageChange } from './storageChange';

/** How long a write to localStorage may take to reach the other tabs (Chromium: milliseconds). */
export const STORAGE_LAG_MS = 2_000;

/** The tokens a tab had when it decided to refresh. */
export type SpentTokens = Pick<SessionTokens, 'idToken' | 'refreshToken'>;

/**
 * The session another tab stored after rotating the tokens this tab meant to spend, or null when
 * no other tab did. Chromium hands localStorage writes to other tabs asynchronously, so a tab can
 * get the refresh lock before the winner's stored tokens reach it. The id_token cookie is read
 * from the shared cookie jar and is written first: when it no longer holds the access token this
 * tab had, another tab refreshed, and this tab waits for the stored session to arrive.
 */
export async function refreshedElsewhere(spending: SpentTokens): Promise<Session | null> {
  const rotated = async () => {
    const stored = await readPersistedSession();
    const alive = stored && isSessionAlive(stored, readIdTokenCookie(), Date.now());
    return alive && stored.refreshToken !== spending.refreshToken ? stored : null;
  };
  const cookie = readIdTokenCookie();
  const otherTabRefreshed = cookie !== undefined && cookie !== spending.idToken;
  // Listening before reading, so that a write landing in between is not missed.
  const arrived = otherTabRefreshed ? storageChange(STORAGE_KEYS.session, STORAGE_LAG_MS) : null;
  const stored = await rotated();
  if (stored || !arrived) return stored;
  await arrived;
  return rotated();
}

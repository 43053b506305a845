import { ZTokenResponse } from '@dealer/contracts/auth';
import { readIdTokenCookie } from '../session/idTokenCookie';
import { readPersistedSession } from '../session/persistedSession';
import { isSessionAlive } from '../session/sessionRule';
import { adoptSession, getSession, updateSessionTokens } from '../session/sessionStore';
import { postTokenGrant } from './tokenEndpoint';

let refreshing: Promise<string> | null = null;

/**
 * Exchanges the refresh token for new tokens and returns the new access token. Single-flight:
 * parallel callers share one call, because the server rotates refresh tokens and treats a
 * reused one as theft. Across tabs a Web Lock serialises refreshes, and a tab that finds the
 * stored tokens already rotated by another tab takes those instead of refreshing again.
 */
export function refreshAccessToken(): Promise<string> {
  refreshing ??= withRefreshLock(runRefresh).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function withRefreshLock(task: () => Promise<string>): Promise<string> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return task();
  return await locks.request('dealer-console.token-refresh', task);
}

async function runRefresh(): Promise<string> {
  const session = getSession();
  if (!session) throw new Error('No session to refresh');

  const stored = await readPersistedSession();
  if (
    stored &&
    stored.refreshToken !== session.refreshToken &&
    isSessionAlive(stored, readIdTokenCookie(), Date.now())
  ) {
    adoptSession(stored);
    return stored.idToken;
  }

  const response = await postTokenGrant(
    { grant_type: 'refresh_token', refresh_token: session.refreshToken },
    session.clientId,
  );
  if (!response.ok) throw new Error(`Refresh refused with HTTP ${response.status}`);
  const tokens = ZTokenResponse.parse(await response.json());
  await updateSessionTokens({
    idToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    expiry: tokens['.expires'],
  });
  return tokens.access_token;
}

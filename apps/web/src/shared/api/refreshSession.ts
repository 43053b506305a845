import { adoptSession, getSession, updateSessionTokens } from '../session/sessionStore';
import { refreshedElsewhere, type SpentTokens } from './refreshedElsewhere';
import { withRefreshLock } from './refreshLock';
import { consoleClient, forgetConsoleClient } from './consoleClient';
import { postTokenGrant } from './tokenEndpoint';

let refreshing: Promise<string> | null = null;

/** The token endpoint answered, and not with tokens (a network failure throws a TypeError). */
export class RefreshRefused extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`Refresh refused with HTTP ${status}`);
    this.name = 'RefreshRefused';
    this.status = status;
  }
}

/**
 * A refusal that asking again cannot change (the refresh token is spent or revoked): any 4xx but
 * a timeout or a rate limit. A network failure or a 5xx is not one: the session survives it.
 */
export function refusedForGood(error: unknown): boolean {
  return (
    error instanceof RefreshRefused &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

/**
 * Exchanges the refresh token for new tokens and returns the new access token. Single-flight:
 * parallel callers share one call, because the server rotates refresh tokens and treats a
 * reused one as theft. Across tabs the refresh lock lets one tab refresh at a time, and a tab
 * that finds the stored tokens already rotated past the ones it meant to spend (another tab
 * refreshed while it waited) takes those instead of refreshing again.
 */
export function refreshAccessToken(): Promise<string> {
  const current = getSession();
  const spending = current && { idToken: current.idToken, refreshToken: current.refreshToken };
  refreshing ??= withRefreshLock(() => runRefresh(spending)).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function runRefresh(spending: SpentTokens | null): Promise<string> {
  const session = getSession();
  if (!session || !spending) throw new Error('No session to refresh');

  const stored = await refreshedElsewhere(spending);
  if (stored) {
    adoptSession(stored);
    return stored.idToken;
  }

  const response = await postRefreshGrant(session.refreshToken);
  if (!response.ok) throw new RefreshRefused(response.status);
  // The schema (and zod with it) loads with the first refresh, not with the first page.
  const { ZTokenResponse } = await import('@dealer/contracts/auth');
  const tokens = ZTokenResponse.parse(await response.json());
  // Stored before the lock is released, so the next tab in line finds the rotated tokens.
  await updateSessionTokens({
    idToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    expiry: tokens['.expires'],
  });
  return tokens.access_token;
}

/**
 * The refresh grant with the console's client. A 401 is the client refused (a refresh token that
 * is spent or revoked answers 400 invalid_grant), i.e. the server's OAUTH_CLIENT_SECRET changed
 * since this page learnt it: the client is read again and, if it did change, the grant is sent
 * once more. The server checks the client before the grant, so the token was not spent.
 */
async function postRefreshGrant(refreshToken: string): Promise<Response> {
  const grant = { grant_type: 'refresh_token', refresh_token: refreshToken };
  const client = await consoleClient();
  const response = await postTokenGrant(grant, client);
  if (response.status !== 401) return response;
  forgetConsoleClient();
  const current = await consoleClient();
  if (current.id === client.id && current.secret === client.secret) return response;
  return postTokenGrant(grant, current);
}

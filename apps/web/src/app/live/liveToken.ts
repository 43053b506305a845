import { refreshAccessToken } from '../../shared/api/refreshSession';
import { getSession } from '../../shared/session/sessionStore';

/**
 * The access token for a hub (re)connection, read at the moment of each attempt: the session's
 * current one, or a refreshed one when the hub refused the last (it expired, or the user's token
 * generation changed after a role or branch change). A failed refresh sends the token as it is:
 * the hub refuses it and the backoff tries again; signing out is the API client's and the session
 * rule's call, not the badge's.
 */
export async function liveToken(refresh: boolean): Promise<string> {
  if (refresh && getSession()) {
    try {
      return await refreshAccessToken();
    } catch {
      // Falls through to the stored token.
    }
  }
  return getSession()?.idToken ?? '';
}

/** Whether a refused connection was refused for its token (the hub's HubRefusal data.code). */
export function refusedForToken(error: unknown): boolean {
  const data = (error as { data?: { code?: unknown } } | null)?.data;
  return data?.code === 'UNAUTHENTICATED';
}

import { readIdTokenCookie } from '../../shared/session/idTokenCookie';
import { readPersistedSession } from '../../shared/session/persistedSession';
import { isSessionAlive } from '../../shared/session/sessionRule';
import { adoptSession, endSession } from '../../shared/session/sessionStore';

/** At boot, before the router renders: decrypt the stored session and apply the session rule. */
export async function restoreSession(): Promise<void> {
  const stored = await readPersistedSession();
  if (stored && isSessionAlive(stored, readIdTokenCookie(), Date.now())) {
    adoptSession(stored);
  } else if (stored) {
    endSession();
  }
}

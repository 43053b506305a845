import { readIdTokenCookie } from '../../shared/session/idTokenCookie';
import { isSessionAlive } from '../../shared/session/sessionRule';
import { endSession, getSession } from '../../shared/session/sessionStore';

/** Ends the session when the rule says it is over; the route guard then shows sign-in. */
export function enforceSessionRule(now: number = Date.now()): boolean {
  const session = getSession();
  if (!session) return false;
  if (isSessionAlive(session, readIdTokenCookie(), now)) return true;
  endSession();
  return false;
}

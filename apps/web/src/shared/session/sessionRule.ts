import type { Session } from './session';

/**
 * Spec 1 section 4: the session is over when its stored expiry has passed, or when the id_token
 * cookie is missing, empty or 'expired'.
 */
export function isSessionAlive(
  session: Pick<Session, 'expiry'>,
  idTokenCookie: string | undefined,
  now: number,
): boolean {
  const expiry = Date.parse(session.expiry);
  if (!Number.isFinite(expiry) || expiry <= now) return false;
  return idTokenCookie !== undefined && idTokenCookie !== '' && idTokenCookie !== 'expired';
}

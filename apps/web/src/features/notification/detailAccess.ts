import type { Session } from '../../shared/session/session';

/**
 * Roles that may open one notification: the route table's 'notification/:id' (spec 1 section 2;
 * pictestdrive reads the list only), with superadmin and additional roles as canOpen counts them.
 * The page only decides whether rows link there; the route guard decides again.
 */
const DETAIL_ROLES: readonly string[] = ['superadmin', 'ho_testdrive', 'crc', 'pdi'];

export function canOpenDetail(session: Session | null): boolean {
  if (!session) return false;
  return [session.role, ...session.additionalRoles].some((role) => DETAIL_ROLES.includes(role));
}

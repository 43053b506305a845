import type { Role } from '@dealer/contracts/role-codes';
import { EVERY_ROLE, ROUTE_TABLE } from './routeTable';

/**
 * May a user with this active role and these additional roles open the route (a pattern key of
 * the route table)? superadmin opens every protected route; a route is also allowed when any
 * additional role is allowed. Unknown routes are refused to everyone but superadmin.
 */
export function canOpen(
  routeKey: string,
  role: string,
  additionalRoles: readonly string[] = [],
): boolean {
  const allowed = ROUTE_TABLE.get(routeKey);
  if (allowed === EVERY_ROLE) return true;
  const held = [role, ...additionalRoles];
  if (held.includes('superadmin')) return true;
  return allowed !== undefined && allowed.some((candidate) => held.includes(candidate));
}

/**
 * The roles that open a route, for the 'no access' page to name: the table's, and superadmin,
 * who opens every route (so a superadmin-only route names superadmin alone).
 */
export function rolesThatOpen(routeKey: string): Role[] {
  const allowed = ROUTE_TABLE.get(routeKey);
  const listed = allowed === undefined || allowed === EVERY_ROLE ? [] : allowed;
  return [...listed.filter((role) => role !== 'superadmin'), 'superadmin'];
}

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

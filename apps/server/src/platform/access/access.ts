import type { Role } from '@dealer/contracts';
import type { AuthUser } from '../auth/tokens';

/**
 * What a route admits. Every route must say it; the guard refuses to start otherwise. `service`
 * admits the machine clients (customer and salesman apps) by HTTP Basic credentials, and no
 * console user.
 */
export type AccessRule = 'public' | 'authenticated' | 'service' | { roles: readonly Role[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyRequest {
    /** The caller; set by the access guard on every user route (absent on public ones). */
    user: AuthUser;
    /** The machine client; set by the access guard on service routes only. */
    serviceClient: string;
  }
}

/** Route config helpers: `config: access.roles('ho_testdrive', 'pictestdrive')`. */
export const access = {
  public: { access: 'public' },
  authenticated: { access: 'authenticated' },
  service: { access: 'service' },
  roles: (...roles: Role[]) => ({ access: { roles } }),
} as const satisfies Record<string, unknown>;

/**
 * The one role rule (DESIGN, "Access is decided on the server"): an active superadmin passes
 * everything; otherwise the active role (roles[0]) or any additional role must be listed.
 */
export function isAllowed(
  user: Pick<AuthUser, 'role' | 'additionalRoles'>,
  rule: AccessRule,
): boolean {
  if (rule === 'service') return false;
  if (rule === 'public' || rule === 'authenticated') return true;
  if (user.role === 'superadmin') return true;
  return rule.roles.includes(user.role) || user.additionalRoles.some((r) => rule.roles.includes(r));
}

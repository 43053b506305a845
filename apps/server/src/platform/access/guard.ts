import { createHash, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/errors';
import type { Revocations } from '../auth/revocations';
import { verifyAccessToken, type AuthUser } from '../auth/tokens';
import { isAllowed, type AccessRule } from './access';

/**
 * Routes registered by third-party plugins that cannot carry our config (the swagger UI). They
 * serve documentation only; nothing else may be exempt.
 */
export const ACCESS_EXEMPT_PREFIXES = ['/api/docs'] as const;

export interface RouteAccess {
  method: string;
  url: string;
  access: AccessRule | 'exempt';
}

export const UNAUTHENTICATED = 'Session expired, please sign in again';
export const FORBIDDEN = 'Your role may not use this function';

export const SERVICE_UNAUTHENTICATED = 'Service client credentials are missing or wrong';

export interface ServiceCredentials {
  id: string;
  secret: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The client named by `Authorization: Basic base64(id:secret)`, when id and secret match. */
function serviceClientOf(
  header: string | undefined,
  clients: readonly ServiceCredentials[],
): string | undefined {
  const match = header?.match(/^Basic\s+(\S+)$/i);
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const at = decoded.indexOf(':');
  if (at <= 0) return undefined;
  const id = decoded.slice(0, at);
  const client = clients.find((c) => c.id === id);
  // Digests make the comparison constant-time whatever the lengths.
  return client && timingSafeEqual(digest(decoded.slice(at + 1)), digest(client.secret))
    ? client.id
    : undefined;
}

function bearer(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * Installs the access guard on the root instance, before any route: an onRoute hook that refuses to
 * start when a route declares no access, and an onRequest hook (before body parsing, so rejected
 * calls cost little) that verifies the bearer token and that it was not revoked since (a user's
 * generation, cached for seconds: no database hit in the common case, see auth/revocations.ts).
 * Returns the registry of every route and its access, for tests and documentation.
 */
export function installAccessGuard(
  app: FastifyInstance,
  jwtKey: KeyObject,
  sessions: Pick<Revocations, 'isCurrent'>,
  serviceClients: readonly ServiceCredentials[] = [],
): RouteAccess[] {
  const registry: RouteAccess[] = [];

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const rule = route.config?.access;
    const exempt = ACCESS_EXEMPT_PREFIXES.some((p) => route.url.startsWith(p));
    if (rule === undefined && !exempt) {
      throw new Error(
        `Route ${methods.join(',')} ${route.url} declares no access; add config: access.public, ` +
          'access.authenticated or access.roles(...)',
      );
    }
    for (const method of methods)
      registry.push({ method, url: route.url, access: rule ?? 'exempt' });
  });

  // Declared non-null for handlers of guarded routes; null until the guard sets it.
  app.decorateRequest('user', null as unknown as AuthUser);
  app.decorateRequest('serviceClient', '');
  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config.access;
    // undefined: the not-found handler or an exempt documentation route.
    if (rule === undefined || rule === 'public') return;
    if (rule === 'service') {
      const client = serviceClientOf(request.headers.authorization, serviceClients);
      if (!client) throw new AppError(401, 'UNAUTHENTICATED', SERVICE_UNAUTHENTICATED);
      request.serviceClient = client;
      return;
    }
    const token = bearer(request.headers.authorization);
    const user = token ? verifyAccessToken(jwtKey, token) : undefined;
    if (!user || !(await sessions.isCurrent(user))) {
      throw new AppError(401, 'UNAUTHENTICATED', UNAUTHENTICATED);
    }
    if (!isAllowed(user, rule)) throw new AppError(403, 'FORBIDDEN', FORBIDDEN);
    request.user = user;
  });

  return registry;
}

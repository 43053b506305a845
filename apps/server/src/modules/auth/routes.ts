import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  ZAck,
  ZLogoutRequest,
  ZPublicKeyResponse,
  ZRoleActivityResponse,
  ZTokenRequest,
  ZTokenResponse,
} from '@dealer/contracts';
import { access } from '../../platform/access/access';
import type { RsaKeys } from '../../platform/auth/keys';
import { assertClient } from './clientAuth';
import type { AuthService } from './grants';
import { parseTokenRequest } from './tokenRequest';
import { acknowledged } from '../../platform/http/envelopes';

export interface AuthRoutesOptions {
  service: AuthService;
  /** The sign-in key pair; resolves once it exists (generated off the main thread on a fresh database). */
  rsa: Promise<RsaKeys>;
  client: { id: string; secret: string };
  rateLimitPerMinute: number;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { service, client } = options;

  app.get(
    API.auth.publicKey,
    {
      config: access.public,
      schema: { tags: ['auth'], response: { 200: ZPublicKeyResponse } },
    },
    async () => ({
      publicKey: (await options.rsa).publicKeyPem,
      algorithm: 'RSA-OAEP-256' as const,
      clientId: client.id,
      // Public by design: the console reads it here instead of compiling it in (docs/auth.md).
      clientSecret: client.secret,
    }),
  );

  app.post(
    API.auth.token,
    {
      config: {
        ...access.public,
        // Per address; the lockout handles guessing, this caps sheer volume (argon2 costs CPU).
        rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' },
      },
      // The body is validated in the handler so that errors keep the RFC 6749 shape.
      attachValidation: true,
      schema: {
        tags: ['auth'],
        description: 'OAuth 2.0 token endpoint (form body, Basic client authentication).',
        consumes: ['application/x-www-form-urlencoded'],
        body: ZTokenRequest,
        response: { 200: ZTokenResponse },
      },
    },
    async (request, reply) => {
      assertClient(request.headers.authorization, client);
      const grant = parseTokenRequest(request.body);
      reply.header('Cache-Control', 'no-store');
      return grant.grant_type === 'password'
        ? service.passwordGrant(grant.username, grant.password, request.ip)
        : service.refreshGrant(grant.refresh_token);
    },
  );

  app.post(
    API.auth.roleActivity,
    {
      config: access.authenticated,
      schema: { tags: ['auth'], response: { 200: ZRoleActivityResponse } },
    },
    async (request) => service.roleActivity(request.user.id),
  );

  app.post(
    API.auth.logout,
    {
      config: access.authenticated,
      schema: { tags: ['auth'], body: ZLogoutRequest, response: { 200: ZAck } },
    },
    async (request) => {
      await service.logout(request.user.id, request.body.refresh_token);
      return acknowledged('Signed out');
    },
  );
};

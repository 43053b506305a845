import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, APP_VERSION, ZHealth, ZMetadata, ZReady } from '@dealer/contracts';
import type { Database } from '../../db/client';
import { access } from '../../platform/access/access';
import { startup } from '../../platform/startup';
import { readiness } from './readiness';

const ZHealthDown = z.object({ status: z.literal('error'), database: z.literal('down') });

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const check = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await database.query('select 1');
      return { status: 'ok' as const, database: 'up' as const };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database down');
      return reply.code(503).send({ status: 'error', database: 'down' });
    }
  };
  const schema = { tags: ['platform'], response: { 200: ZHealth, 503: ZHealthDown } };
  // The app's hub and revocations (app.ts); a bare app in a test has neither, hence no Redis.
  const redisUp = (name: 'hub' | 'revocations') =>
    app.hasDecorator(name) ? app[name].redisUp() : undefined;

  // For load balancers: 503 takes this process out of rotation when its database is unreachable.
  app.get(API.health, { config: access.public, logLevel: 'warn', schema }, check);

  // Readiness, apart from liveness (what it means in each mode: readiness.ts).
  app.get(
    API.ready,
    {
      config: access.public,
      logLevel: 'warn',
      schema: { tags: ['platform'], response: { 200: ZReady, 503: ZReady } },
    },
    async (request, reply) => {
      const databaseUp = await database.query('select 1').then(
        () => true,
        (error: unknown) => {
          request.log.error({ err: error }, 'readiness check: database down');
          return false;
        },
      );
      const ready = readiness({
        databaseUp,
        demoData: startup.demoData,
        hubRedisUp: redisUp('hub'),
        revocationsRedisUp: redisUp('revocations'),
      });
      return reply
        .code(ready.status === 'starting' || ready.status === 'error' ? 503 : 200)
        .send(ready);
    },
  );

  // The authenticated twin: the session is valid and the database answers (also measures the
  // cost of the access guard against /healthz).
  app.route({
    method: ['GET', 'POST'],
    url: API.auth.ping,
    config: access.authenticated,
    logLevel: 'warn',
    schema,
    handler: check,
  });

  // The console compares this with its own version to offer a reload; never cache it.
  app.get(
    API.metadata,
    { config: access.public, schema: { tags: ['platform'], response: { 200: ZMetadata } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { version: APP_VERSION };
    },
  );
};

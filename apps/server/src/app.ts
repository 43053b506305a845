import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { UPLOAD_MESSAGES } from '@dealer/contracts';
import type { Config } from './config';
import type { Database } from './db/client';
import { installAccessGuard, type RouteAccess } from './platform/access/guard';
import { loadAuthKeys, type AuthKeys } from './platform/auth/keys';
import { createRevocations, type Revocations } from './platform/auth/revocations';
import { redisKeyPrefix } from './platform/redis/keyPrefix';
import { loggerOptions, OneLinePerRequest } from './platform/log';
import { installReadCache } from './platform/cache/install';
import type { ReadCache } from './platform/cache/readCache';
import { compression } from './platform/compress';
import { docs } from './platform/docs';
import { filesRoutes } from './platform/files/routes';
import { frameworkError, installErrorHandling } from './platform/http/errorHandler';
import { installJsonParser } from './platform/http/json';
import { installNulGuard } from './platform/http/nul';
import { AppError } from './platform/http/errors';
import type { ChangePublisher } from './platform/hub/changes';
import type { Hub } from './platform/hub/hub';
import { installZod } from './platform/http/zod';
import { security } from './platform/security';
import { staticWeb } from './platform/static';
import { authRoutes, createAuthService } from './modules/auth/public';
import { healthRoutes } from './modules/health/public';
import { masterDataRoutes } from './modules/masterData';
import { installLiveHub, notificationRoutes } from './modules/notification/public';
import { bookedOrders, orderRoutes } from './modules/order/public';
import { usersRoutes, createUsersService } from './modules/users/public';
import { campaignRoutes } from './modules/campaign/public';
import { contentRoutes, mapOrigins } from './modules/content/public';
import { gameRoutes } from './modules/game/public';
import { pointCorrectionRoutes } from './modules/point-correction/public';
import { questRoutes, questEngineRoutes } from './modules/quest/public';
import { reportRoutes } from './modules/report/public';
import type { ModuleDeps } from './platform/moduleDeps';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Redis channel prefix over REDIS_KEY_PREFIX; tests sharing one Redis server pass their own. */
  hubRedisKey?: string;
  /** Where log lines go (default stdout); tests read them. */
  logStream?: DestinationStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its access declaration (tests assert none is missing). */
    routeAccess: RouteAccess[];
    authKeys: AuthKeys;
    /** Ends access tokens and live sockets of a user at once (generation per user). */
    revocations: Revocations;
    /** Answers of hot list calls, emptied by every call that may write. */
    readCache: ReadCache;
    /** The live hub at /hub (Socket.IO). */
    hub: Hub;
    /** Where committed order changes go to become live counts (the auto-reject sweep too). */
    changes: ChangePublisher;
  }
}

/**
 * Builds the HTTP application: platform plugins first (errors, zod, access guard, security,
 * body parsers, rate limit, docs), then each module's routes, then the console's static files.
 * Does not listen; main.ts and the tests decide that.
 */
export async function buildApp({
  config,
  database,
  hubRedisKey,
  logStream,
}: AppDeps): Promise<FastifyInstance> {
  const keys = await loadAuthKeys(database, config);
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    // One line per request instead of two.
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  // The sign-in key pair loads in the background (platform/auth/keys.ts); if that fails, sign-in
  // answers 500 until a restart, and the log says why at once rather than at the first sign-in.
  keys.rsa.catch((error: unknown) =>
    app.log.error({ err: error }, 'sign-in key pair could not be loaded or generated'),
  );
  installZod(app);
  installJsonParser(app);
  installErrorHandling(app);
  installNulGuard(app);
  // Before the access guard: its 401 and 403 carry the security headers too.
  await app.register(security, { mapOrigins: mapOrigins(config.map) });
  // JSON and text answers of 1 KB and more, brotli or gzip (the console's files are pre-compressed).
  await app.register(compression);
  const redisKey = config.redisUrl
    ? await redisKeyPrefix(database.db, hubRedisKey ?? config.redisKeyPrefix)
    : undefined;
  const revocations = await createRevocations({
    db: database.db,
    cacheMs: config.revocationCacheMs,
    redisUrl: config.redisUrl,
    redisKey,
    log: app.log,
  });
  app.decorate('revocations', revocations);
  app.addHook('onClose', () => revocations.close());
  // Before any route, so that the onRoute check sees them all.
  app.decorate(
    'routeAccess',
    installAccessGuard(app, keys.jwtKey, revocations, config.serviceClients),
  );
  app.decorate('authKeys', keys);
  const readCache = installReadCache(app, { ttlMs: config.readCacheMs });
  app.decorate('readCache', readCache);

  await app.register(formbody);
  // Uploads (one spreadsheet per request); receiveSpreadsheet sniffs what arrives.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MESSAGES.maxBytes, files: 1, fields: 5, parts: 6 },
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'RATE_LIMITED', `Too many requests, retry in ${context.after}`),
  });
  await app.register(docs);
  const live = await installLiveHub(app, {
    db: database.db,
    jwtKey: keys.jwtKey,
    sessions: revocations,
    redisUrl: config.redisUrl,
    redisKey,
  });
  app.decorate('hub', live.hub);
  app.decorate('changes', live.changes);

  await app.register(healthRoutes, { database });
  await app.register(authRoutes, {
    service: createAuthService(database, keys, config, revocations),
    rsa: keys.rsa,
    client: { id: config.oauthClientId, secret: config.oauthClientSecret },
    rateLimitPerMinute: config.authRateLimitPerMinute,
  });
  await app.register(usersRoutes, {
    service: createUsersService(database.db, revocations),
    timeZone: config.tzBusiness,
  });
  await app.register(masterDataRoutes, {
    db: database.db,
    database,
    config,
    readCache,
    orders: bookedOrders(config.tzBusiness),
  });
  await app.register(orderRoutes, {
    db: database.db,
    database,
    readCache,
    timeZone: config.tzBusiness,
    changes: live.changes,
  });
  await app.register(notificationRoutes, {
    db: database.db,
    changes: live.changes,
    timeZone: config.tzBusiness,
  });

  const moduleDeps: ModuleDeps = {
    db: database.db,
    database,
    config,
    readCache,
    changes: live.changes,
    timeZone: config.tzBusiness,
  };
  await app.register(filesRoutes, { db: database.db });
  await app.register(reportRoutes, moduleDeps);
  await app.register(gameRoutes, moduleDeps);
  await app.register(pointCorrectionRoutes, moduleDeps);
  await app.register(questRoutes, moduleDeps);
  await app.register(questEngineRoutes, moduleDeps);
  await app.register(contentRoutes, moduleDeps);
  await app.register(campaignRoutes, moduleDeps);

  await app.register(staticWeb, { webDist: config.webDist, basePath: config.basePath });
  return app;
}

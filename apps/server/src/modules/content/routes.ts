import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/moduleDeps';
import { dashboardRoutes } from './dashboardRoutes';
import { mapSettingsRoute } from './mapSettingsRoute';
import { newsRoutes } from './newsRoutes';
import { outletRoutes } from './outletRoutes';
import { promotionRoutes } from './promotionRoutes';
import { publicContentRoutes } from './publicApi';
import { salesmanRoutes } from './salesmanRoutes';

/**
 * Branch content (spec 2 sections 2-9) for pickontenho and pickontencabang: one routes file per
 * entity, then the map's settings and the website's public content API. Registered in this order,
 * which is also the order the OpenAPI document lists them in.
 */
export const contentRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await app.register(dashboardRoutes, deps);
  await app.register(outletRoutes, deps);
  await app.register(promotionRoutes, deps);
  await app.register(newsRoutes, deps);
  await app.register(salesmanRoutes, deps);
  await app.register(mapSettingsRoute, { map: deps.config.map });
  await app.register(publicContentRoutes, {
    db: deps.db,
    readCache: deps.readCache,
    timeZone: deps.timeZone,
    rateLimitPerMinute: deps.config.contentPublicRateLimitPerMinute,
    corsOrigins: deps.config.contentPublicCorsOrigins,
  });
};

import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { ReadCache } from '../platform/cache/readCache';
import { branchRoutes } from './branch/public';
import { branchClusterRoutes } from './branch-cluster/public';
import { branchStockRoutes } from './branch-stock/public';
import type { BookedOrders } from './branch-stock/public';
import { clusterRoutes } from './cluster/public';
import { masterExportRoutes } from './masterExports';
import { questionRoutes } from './question/public';
import { reasonRoutes } from './reason/public';

export interface MasterDataOptions {
  db: Db;
  database: Database;
  config: Config;
  readCache: ReadCache;
  /** Orders that collide with a unit block (the orders module answers them). */
  orders: BookedOrders;
}

/** The test-drive master data: one plugin per module, each with its routes, rules and upload. */
export const masterDataRoutes: FastifyPluginAsync<MasterDataOptions> = async (
  app,
  { db, database, config, readCache, orders },
) => {
  await app.register(clusterRoutes, { db });
  await app.register(branchRoutes, { db });
  await app.register(branchClusterRoutes, { db });
  await app.register(reasonRoutes, { db });
  await app.register(questionRoutes, { db });
  await app.register(branchStockRoutes, {
    db,
    database,
    timeZone: config.tzBusiness,
    readCache,
    orders,
  });
  await app.register(masterExportRoutes, { db, database, timeZone: config.tzBusiness });
};

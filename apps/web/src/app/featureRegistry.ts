// The registry is the one place the app imports features: each feature's routes file only.
import { campaignFeature } from '../features/campaign/routes';
import { contentFeature } from '../features/content/routes';
import { gameFeature } from '../features/game/routes';
import { pointCorrectionFeature } from '../features/point-correction/routes';
import { questFeature } from '../features/quest/routes';
import { reportFeature } from '../features/report/routes';
import { branchClusterFeature } from '../features/branch-cluster/routes';
import { branchStockFeature } from '../features/branch-stock/routes';
import { branchFeature } from '../features/branch/routes';
import { clusterFeature } from '../features/cluster/routes';
import { notificationFeature } from '../features/notification/routes';
import { orderFeature } from '../features/order/routes';
import { questionFeature } from '../features/question/routes';
import { reasonFeature } from '../features/reason/routes';
import { usersFeature } from '../features/users/routes';
import { vehiclesFeature } from '../features/vehicles/routes';
import type { FeatureModule } from '../shared/routing/featureModule';
import { HOME_ROUTE_KEY } from './access/homeRoutes';

/** Every feature the console ships. Add a feature here and its routes and menu items appear. */
export const FEATURES: readonly FeatureModule[] = [
  usersFeature,
  clusterFeature,
  branchFeature,
  branchClusterFeature,
  branchStockFeature,
  reasonFeature,
  questionFeature,
  orderFeature,
  vehiclesFeature,
  notificationFeature,
  reportFeature,
  gameFeature,
  pointCorrectionFeature,
  questFeature,
  contentFeature,
  campaignFeature,
];

/** Route keys that have a screen: the home page plus every feature route. */
export function registeredRouteKeys(features: readonly FeatureModule[]): Set<string> {
  return new Set([HOME_ROUTE_KEY, ...features.flatMap((f) => f.routes.map((r) => r.key))]);
}

/** Route keys the side menus may show: a feature's menu entries whose route it registers. */
export function menuRouteKeys(features: readonly FeatureModule[]): Set<string> {
  const registered = registeredRouteKeys(features);
  return new Set(
    features.flatMap((f) => f.menu.map((m) => m.routeKey)).filter((key) => registered.has(key)),
  );
}

export const REGISTERED_ROUTE_KEYS: ReadonlySet<string> = registeredRouteKeys(FEATURES);
export const MENU_ROUTE_KEYS: ReadonlySet<string> = menuRouteKeys(FEATURES);

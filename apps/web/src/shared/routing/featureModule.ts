import type { RouteObject } from 'react-router';

/**
 * A route a feature brings. `key` is the route pattern relative to the base path, exactly as in
 * app/access/routeTable.ts (e.g. 'users/edit/:id'); the table decides who may open it.
 */
export interface FeatureRoute {
  key: string;
  /** A route module: `() => import('./pages/SomePage')`, the page exporting `Component`. */
  lazy: NonNullable<RouteObject['lazy']>;
}

/** A route of this feature that side menus may point at (app/access/menus.ts places it). */
export interface FeatureMenuEntry {
  routeKey: string;
}

export interface FeatureModule {
  name: string;
  routes: readonly FeatureRoute[];
  menu: readonly FeatureMenuEntry[];
}

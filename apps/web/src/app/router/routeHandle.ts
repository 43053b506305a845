import type { UIMatch } from 'react-router';

/** Every guarded route carries its route-table key in its handle. */
export interface RouteHandle {
  routeKey: string;
}

export function routeHandle(routeKey: string): RouteHandle {
  return { routeKey };
}

/** The route key of the deepest matched route; undefined for unknown paths. */
export function currentRouteKey(matches: readonly UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as Partial<RouteHandle> | undefined;
    if (typeof handle?.routeKey === 'string') return handle.routeKey;
  }
  return undefined;
}

import { matchPath } from 'react-router';
import { canOpen } from './canOpen';
import { resolveHome, routePath } from './homeRoutes';

/** The route key whose pattern matches a path under the base path, if any is registered. */
export function routeKeyOfPath(
  pathname: string,
  registeredRouteKeys: ReadonlySet<string>,
): string | undefined {
  for (const key of registeredRouteKeys) {
    if (matchPath({ path: routePath(key), end: true }, pathname)) return key;
  }
  return undefined;
}

/**
 * Where to go after sign-in: the page the user wanted, when it exists and the user may open it;
 * otherwise the role's post-login page.
 */
export function signInTarget(
  wanted: string | undefined,
  user: { role: string; additionalRoles: readonly string[] },
  registeredRouteKeys: ReadonlySet<string>,
): string {
  if (wanted) {
    const pathname = wanted.split(/[?#]/)[0] ?? '';
    const key = routeKeyOfPath(pathname, registeredRouteKeys);
    if (key !== undefined && key !== '' && canOpen(key, user.role, user.additionalRoles)) {
      return wanted;
    }
  }
  return routePath(resolveHome(user.role, registeredRouteKeys, 'afterSignIn'));
}

import { Suspense } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useSession } from '../../shared/session/sessionStore';
import { PageLoading } from '../../shared/ui/PageLoading';
import { canOpen } from '../access/canOpen';
import { HOME_ROUTE_KEY } from '../access/homeRoutes';
import type { SignInState } from '../signin/SignInPage';
import { useKeepTokenFresh } from '../session/useKeepTokenFresh';
import { useSessionRule } from '../session/useSessionRule';
import { LazyAppShell, LazyForbiddenPage, LazyNotFoundPage } from './lazyPages';
import { currentRouteKey } from './routeHandle';

/**
 * The route guard of every protected route:
 * - signed out: '/' is the sign-in page, unknown paths are 404, anything else goes to sign-in
 *   (which returns to the wanted page afterwards);
 * - signed in: the shell, with the page when the user may open it, else the 'no access' page (403)
 *   naming the roles that may; unknown paths stay 404. The route table is public in the bundle
 *   anyway, so naming the roles reveals nothing the server did not already ship.
 */
export function SessionGate() {
  const session = useSession();
  const location = useLocation();
  const routeKey = currentRouteKey(useMatches());
  useSessionRule();
  useKeepTokenFresh(session?.expiry);

  if (!session) {
    if (routeKey === HOME_ROUTE_KEY) return <Outlet />;
    if (routeKey === undefined) {
      return (
        <Suspense fallback={<PageLoading />}>
          <LazyNotFoundPage standalone />
        </Suspense>
      );
    }
    const state: SignInState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/signin" replace state={state} />;
  }

  const allowed =
    routeKey === undefined || canOpen(routeKey, session.role, session.additionalRoles);
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyAppShell session={session}>
        <Suspense fallback={<PageLoading />}>
          {allowed ? <Outlet /> : <LazyForbiddenPage routeKey={routeKey} role={session.role} />}
        </Suspense>
      </LazyAppShell>
    </Suspense>
  );
}

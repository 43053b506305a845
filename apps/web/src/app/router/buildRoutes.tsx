import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import type { FeatureModule } from '../../shared/routing/featureModule';
import { PageLoading } from '../../shared/ui/PageLoading';
import { HOME_ROUTE_KEY } from '../access/homeRoutes';
import { IndexPage } from './IndexPage';
import { LazyNotFoundPage } from './lazyPages';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { routeHandle } from './routeHandle';
import { SessionGate } from './SessionGate';
import { SignedOutOnly } from './SignedOutOnly';

/**
 * The route tree: public pages (/signin, /404, /500), then the guarded pages — the home page
 * and every route the registered features bring — and 404 for anything else.
 */
export function buildRoutes(features: readonly FeatureModule[]): RouteObject[] {
  const featureRoutes = features.flatMap((feature) =>
    feature.routes.map((route): RouteObject => ({
      path: route.key,
      handle: routeHandle(route.key),
      lazy: route.lazy,
      errorElement: <RouteErrorPage />,
    })),
  );

  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteErrorPage standalone />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        {
          path: 'signin',
          element: <SignedOutOnly />,
          children: [{ index: true, lazy: () => import('../signin/SignInPage') }],
        },
        { path: '404', lazy: () => import('../errors/NotFoundPage') },
        { path: '500', lazy: () => import('../errors/ServerErrorPage') },
        {
          element: <SessionGate />,
          children: [
            { index: true, handle: routeHandle(HOME_ROUTE_KEY), element: <IndexPage /> },
            ...featureRoutes,
            {
              path: '*',
              element: (
                <Suspense fallback={<PageLoading />}>
                  <LazyNotFoundPage />
                </Suspense>
              ),
            },
          ],
        },
      ],
    },
  ];
}

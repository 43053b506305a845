import { lazy } from 'react';

/** Pages the guards render directly (not through a route), each in its own chunk. */
export const LazySignInPage = lazy(() =>
  import('../signin/SignInPage').then((module) => ({ default: module.SignInPage })),
);
export const LazyHomePage = lazy(() =>
  import('../home/HomePage').then((module) => ({ default: module.HomePage })),
);
export const LazyAppShell = lazy(() =>
  import('../shell/AppShell').then((module) => ({ default: module.AppShell })),
);
export const LazyNotFoundPage = lazy(() =>
  import('../errors/NotFoundPage').then((module) => ({ default: module.NotFoundPage })),
);
export const LazyServerErrorPage = lazy(() =>
  import('../errors/ServerErrorPage').then((module) => ({ default: module.ServerErrorPage })),
);
export const LazyForbiddenPage = lazy(() =>
  import('../errors/ForbiddenPage').then((module) => ({ default: module.ForbiddenPage })),
);

import { Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageLoading } from '../../shared/ui/PageLoading';
import { LazyNotFoundPage, LazyServerErrorPage } from './lazyPages';

/** A route that failed to load or render: 404 for a missing resource, else the 500 page. */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  if (!missing) console.error(error);
  return (
    <Suspense fallback={<PageLoading />}>
      {missing ? (
        <LazyNotFoundPage standalone={standalone} />
      ) : (
        <LazyServerErrorPage standalone={standalone} />
      )}
    </Suspense>
  );
}

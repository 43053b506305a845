import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useCrossTabSession } from '../session/useCrossTabSession';
import { useVersionCheck } from '../version/useVersionCheck';

const LazyVersionPrompt = lazy(() =>
  import('../version/VersionPrompt').then((module) => ({ default: module.VersionPrompt })),
);

/** Above every route: the version check and the session shared between tabs. */
export function RootLayout() {
  const version = useVersionCheck();
  useCrossTabSession();
  return (
    <>
      <Outlet />
      {version.newer ? (
        <Suspense fallback={null}>
          <LazyVersionPrompt latest={version.newer} onDismiss={version.dismiss} />
        </Suspense>
      ) : null}
    </>
  );
}

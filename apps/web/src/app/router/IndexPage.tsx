import { Suspense } from 'react';
import { useSession } from '../../shared/session/sessionStore';
import { PageLoading } from '../../shared/ui/PageLoading';
import { LazyHomePage, LazySignInPage } from './lazyPages';

/** '/' is the sign-in page for visitors and the home page for signed-in users. */
export function IndexPage() {
  const session = useSession();
  return (
    <Suspense fallback={<PageLoading />}>
      {session ? <LazyHomePage /> : <LazySignInPage />}
    </Suspense>
  );
}

import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AppProviders } from './providers/AppProviders';

type Router = ReturnType<typeof createBrowserRouter>;

export function App({ router }: { router: Router }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

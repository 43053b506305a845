import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/App';
import { FEATURES } from '../app/featureRegistry';
import { buildRoutes } from '../app/router/buildRoutes';

/** The whole console (providers, guards, every registered route) at a path. */
export function renderApp(path: string) {
  const router = createMemoryRouter(buildRoutes(FEATURES), { initialEntries: [path] });
  const view = render(<App router={router} />);
  return { router, ...view };
}

/**
 * Imports every lazily loaded screen once, so the first test of a file does not spend its
 * waiting time on transforming antd's table or form. Call from `beforeAll`.
 */
export async function preloadScreens(): Promise<void> {
  await Promise.all([
    import('../app/shell/AppShell'),
    import('../app/home/HomePage'),
    import('../app/signin/SignInPage'),
    import('../app/errors/NotFoundPage'),
    ...FEATURES.flatMap((feature) =>
      feature.routes.map((route) => (route.lazy as () => Promise<unknown>)()),
    ),
  ]);
}

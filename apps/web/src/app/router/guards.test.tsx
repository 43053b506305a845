import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeSession } from '../../test/fixtures';
import { preloadScreens, renderApp } from '../../test/renderApp';
import { endSession, startSession } from '../../shared/session/sessionStore';
import { canOpen } from '../access/canOpen';
import { menuFor, specMenuFor } from '../access/composeMenu';
import { resolveHome, routePath } from '../access/homeRoutes';
import { ROUTE_TABLE } from '../access/routeTable';
import { MENU_ROUTE_KEYS, REGISTERED_ROUTE_KEYS } from '../featureRegistry';

beforeAll(preloadScreens, 60_000);
afterEach(() => endSession());

/** A spec route the role may open but no feature has built yet (these tests outlive features). */
function unbuiltRouteFor(role: string): string | undefined {
  return [...ROUTE_TABLE.keys()].find(
    (key) =>
      key !== '' && !key.includes(':') && !REGISTERED_ROUTE_KEYS.has(key) && canOpen(key, role),
  );
}

describe('route guard', () => {
  it('sends a signed-out visitor of a protected page to sign-in, remembering the page', async () => {
    const { router } = renderApp('/users?page=2');
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.state).toEqual({ from: '/users?page=2' });
  });

  it('shows the sign-in page at / to a signed-out visitor', async () => {
    renderApp('/');
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
  });

  it('shows the no-access page naming the roles needed to a user who may not open the page', async () => {
    await startSession(makeSession({ role: 'crc', roles: ['crc'] }));
    renderApp('/cluster');
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your role (CRC) may not open this page. It is for: HO Test Drive, Super Admin. Ask an administrator to give you one of these roles if you need it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });

  it('names superadmin alone on a superadmin-only page', async () => {
    await startSession(makeSession({ role: 'crc', roles: ['crc'] }));
    renderApp('/users');
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(screen.getByText(/It is for: Super Admin\./)).toBeInTheDocument();
  });

  it('shows 404 for a spec route whose screen is not built yet', async (context) => {
    const unbuilt = unbuiltRouteFor('ho_testdrive');
    if (!unbuilt) return context.skip();
    await startSession(makeSession({ role: 'ho_testdrive', roles: ['ho_testdrive'] }));
    renderApp(routePath(unbuilt));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows 404 for unknown paths, signed out too', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('sends a signed-in user who opens /signin to their home', async () => {
    await startSession(makeSession({ role: 'pdi', roles: ['pdi'], fullName: 'Rudi Hartono' }));
    const { router } = renderApp('/signin');
    expect(await screen.findByText('Hi, Rudi Hartono')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        routePath(resolveHome('pdi', REGISTERED_ROUTE_KEYS)),
      ),
    );
  });

  it('lists only the screens that exist in the side menu', async () => {
    await startSession(makeSession({ role: 'superadmin', roles: ['superadmin'] }));
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const shown = menuFor('superadmin', [], MENU_ROUTE_KEYS);
    const items = within(nav).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', ...shown.map((n) => n.label)]);
    const shownIds = new Set(shown.map((node) => node.id));
    for (const node of specMenuFor('superadmin', []).filter((n) => !shownIds.has(n.id))) {
      expect(nav).not.toHaveTextContent(node.label);
    }
  });

  it('hides the bell for content roles and shows it for others', async () => {
    await startSession(makeSession({ role: 'pickontenho', roles: ['pickontenho'] }));
    const first = renderApp('/');
    expect(await screen.findByRole('button', { name: /Logout/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    first.unmount();

    await startSession(makeSession({ role: 'crc', roles: ['crc'] }));
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});

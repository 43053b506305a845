import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeSession } from '../../test/fixtures';
import { preloadScreens, renderApp } from '../../test/renderApp';
import { endSession, startSession } from '../../shared/session/sessionStore';
import { NOTICE_Z_INDEX, TOPBAR_HEIGHT, themeConfigFor } from '../../shared/theme/themeConfig';
import { DEFAULT_THEME } from '../../shared/theme/themePresets';
import { notifyError, notifySuccess } from '../../shared/ui/notify';

beforeAll(preloadScreens, 60_000);
afterEach(() => endSession());

async function signedInAt(path: string) {
  await startSession(makeSession({ role: 'superadmin', roles: ['superadmin'] }));
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Cluster' });
  return app;
}

describe('a failure notice belongs to the page that raised it', () => {
  it('stays on its page until closed, also when the page changes its query', async () => {
    const { router } = await signedInAt('/cluster');
    act(() => notifyError('Cluster code already exists'));
    expect(await screen.findByText('Cluster code already exists')).toBeInTheDocument();
    await act(() => router.navigate('/cluster?page=2'));
    expect(screen.getByText('Cluster code already exists')).toBeInTheDocument();
  });

  it('closes when the user moves to another page', async () => {
    const { router } = await signedInAt('/cluster');
    act(() => notifyError('Cluster code already exists'));
    await screen.findByText('Cluster code already exists');
    act(() => void router.navigate('/users'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    await waitFor(() =>
      expect(screen.queryByText('Cluster code already exists')).not.toBeInTheDocument(),
    );
  });

  it('keeps a success notice raised just before leaving (save, then back to the list)', async () => {
    const { router } = await signedInAt('/cluster');
    act(() => notifySuccess('Data has been saved'));
    act(() => void router.navigate('/users'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(screen.getByText('Data has been saved')).toBeInTheDocument();
  });

  it('opens below the top bar and under drawers and dialogs', async () => {
    await signedInAt('/cluster');
    act(() => notifyError('Cluster code already exists'));
    await screen.findByText('Cluster code already exists');
    const stack = document.querySelector<HTMLElement>('.ant-notification-topRight');
    // antd 6 sets the stack's offset as a CSS variable that its stylesheet reads for `top`.
    expect(stack?.style.getPropertyValue('--notification-top')).toBe(`${TOPBAR_HEIGHT + 12}px`);
    // antd's drawers and dialogs start at z-index 1000.
    for (const mode of ['light', 'dark'] as const) {
      const config = themeConfigFor({ ...DEFAULT_THEME, mode });
      expect(config.components?.Notification?.zIndexPopup).toBe(NOTICE_Z_INDEX);
    }
    expect(NOTICE_Z_INDEX).toBeLessThan(1000);
  });
});

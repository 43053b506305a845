import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeSession } from '../../test/fixtures';
import { preloadScreens, renderApp } from '../../test/renderApp';
import { endSession, startSession } from '../../shared/session/sessionStore';
import { themeConfigFor } from '../../shared/theme/themeConfig';
import { DEFAULT_THEME } from '../../shared/theme/themePresets';

beforeAll(preloadScreens, 60_000);
afterEach(() => endSession());

describe('the shell around every screen', () => {
  it('names the tab after the page, shows where the user is, and offers a skip link', async () => {
    await startSession(makeSession({ role: 'superadmin', roles: ['superadmin'] }));
    renderApp('/cluster');
    await screen.findByRole('heading', { level: 1, name: 'Cluster' });
    await waitFor(() => expect(document.title).toMatch(/^Cluster · /));
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(trail).toHaveTextContent('Home');
    expect(trail).toHaveTextContent('Master Data');
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    fireEvent.click(skip);
    expect(document.activeElement?.id).toBe('main-content');
  });

  it("puts the cursor in the page's first search field on '/'", async () => {
    await startSession(makeSession({ role: 'superadmin', roles: ['superadmin'] }));
    renderApp('/cluster');
    await screen.findByRole('heading', { level: 1, name: 'Cluster' });
    const firstField = await waitFor(() => {
      const field = document.querySelector<HTMLInputElement>('#main-content form input');
      expect(field).not.toBeNull();
      return field!;
    });
    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).toBe(firstField);
  });

  it('turns the whole console dark with antd’s dark algorithm', () => {
    const dark = themeConfigFor({ ...DEFAULT_THEME, mode: 'dark' });
    const light = themeConfigFor(DEFAULT_THEME);
    expect(dark.algorithm).toBeDefined();
    expect(light.algorithm).toBeUndefined();
    expect(dark.components?.Layout?.bodyBg).toBe('#000000');
  });
});

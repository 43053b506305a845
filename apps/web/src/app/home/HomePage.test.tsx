import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeSession } from '../../test/fixtures';
import { preloadScreens, renderApp } from '../../test/renderApp';
import { endSession, startSession } from '../../shared/session/sessionStore';
import { menuFor, menuLeaves } from '../access/composeMenu';
import { MENU_ROUTE_KEYS } from '../featureRegistry';

beforeAll(preloadScreens, 60_000);
afterEach(() => endSession());

describe('home page', () => {
  it('welcomes the user with their role, additional roles and branches', async () => {
    await startSession(
      makeSession({
        role: 'ho_testdrive',
        roles: ['ho_testdrive'],
        additionalRoles: ['pickontenho'],
        fullName: 'Agus Wijaya',
        userAreas: [
          { branchCode: 'T002', branchDescription: 'Auto2000 Sunter', regionCode: 'JKT' },
          { branchCode: 'T010', branchDescription: 'Auto2000 Kelapa Gading', regionCode: 'JKT' },
        ],
      }),
    );
    renderApp('/');

    expect(
      await screen.findByRole('heading', { name: 'Welcome, Agus Wijaya' }),
    ).toBeInTheDocument();
    expect(screen.getByText('HO Test Drive')).toBeInTheDocument();
    expect(screen.getByText('PIC Konten HO')).toBeInTheDocument();
    expect(screen.getByText('T002')).toBeInTheDocument();
    expect(screen.getByText('Auto2000 Kelapa Gading')).toBeInTheDocument();
    expect(screen.getByText('Home branch')).toBeInTheDocument();
  });

  it('offers a shortcut to every menu entry the user has', async () => {
    await startSession(makeSession({ role: 'superadmin', roles: ['superadmin'] }));
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Shortcuts' });
    const expected = menuLeaves(menuFor('superadmin', [], MENU_ROUTE_KEYS));
    expect(expected.length).toBeGreaterThan(0);
    // Labels overlap ('Cluster' is inside 'Mapping Cluster x Branch'): match link text and target.
    const links = within(section)
      .getAllByRole('link')
      .map((link) => ({ href: link.getAttribute('href'), text: link.textContent ?? '' }));
    for (const item of expected) {
      expect(links).toContainEqual(
        expect.objectContaining({
          href: `/${item.routeKey ?? ''}`,
          text: expect.stringContaining(item.label) as unknown,
        }),
      );
    }
  });
});

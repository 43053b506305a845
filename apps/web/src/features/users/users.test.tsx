import { API } from '@dealer/contracts/platform';
import type { User } from '@dealer/contracts/users';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeSession } from '../../test/fixtures';
import { preloadScreens, renderApp } from '../../test/renderApp';
import { queryClient } from '../../shared/api/queryClient';
import { endSession, startSession } from '../../shared/session/sessionStore';

const USER: User = {
  id: 7,
  userName: 'rudi',
  fullName: 'Rudi Hartono',
  email: 'rudi@example.com',
  roles: ['pdi', 'crc'],
  additionalRoles: [],
  branchCodes: ['T010', 'T020'],
  isEnabled: true,
  version: 3,
  lastSignInTime: null,
  createdTime: '2026-01-01T00:00:00Z',
};
const LOOKUPS = {
  acknowledge: 1,
  message: 'OK',
  roles: ['pdi', 'crc'],
  branches: [
    { branchCode: 'T010', branchDescription: 'Kelapa Gading', branchTypeCode: 'VSP' },
    { branchCode: 'T020', branchDescription: 'Bandung', branchTypeCode: 'VSP' },
  ],
};

const fetchMock = vi.fn<typeof fetch>();
type Handler = (body: unknown) => Response;

function api(routes: Record<string, Handler>) {
  fetchMock.mockImplementation(async (input, init) => {
    const handler = routes[String(input)];
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    return handler ? handler(body) : jsonResponse({}, 404, 'Not Found');
  });
}

const bodiesSentTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

beforeAll(preloadScreens, 60_000);
beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await startSession(makeSession());
});

afterEach(() => {
  endSession();
  queryClient.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('users list', () => {
  it('lists users with the first role marked active, searching page 1 of 20', async () => {
    api({
      [API.users.search]: () =>
        jsonResponse({ acknowledge: 1, message: 'OK', users: [USER], total: 1 }),
    });
    renderApp('/users');

    const row = (await screen.findByText('Rudi Hartono')).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row!).getByText('PDI · active')).toBeInTheDocument();
    expect(within(row!).getByText('CRC')).toBeInTheDocument();
    expect(within(row!).getByText('T010')).toBeInTheDocument();
    expect(within(row!).getByText('Never')).toBeInTheDocument();
    expect(bodiesSentTo(API.users.search)[0]).toMatchObject({ page: 1, pageSize: 20 });
  });

  it("shows 'Last sign-in' in the business time zone, not the browser's", async () => {
    api({
      [API.users.search]: () =>
        jsonResponse({
          acknowledge: 1,
          message: 'OK',
          // 20:30 UTC is 03:30 the next morning in Jakarta (UTC+7).
          users: [{ ...USER, lastSignInTime: '2026-11-21T20:30:00Z' }],
          total: 1,
        }),
    });
    renderApp('/users');

    const row = (await screen.findByText('Rudi Hartono')).closest('tr');
    expect(within(row!).getByText('22-11-2026 03:30')).toBeInTheDocument();
  });

  it('says so when no user matches', async () => {
    api({
      [API.users.search]: () =>
        jsonResponse({ acknowledge: 1, message: 'OK', users: [], total: 0 }),
    });
    renderApp('/users?q=nobody');
    expect(await screen.findByText('No users match these filters.')).toBeInTheDocument();
    expect(bodiesSentTo(API.users.search)[0]).toMatchObject({ keyword: 'nobody' });
  });
});

describe('user edit form', () => {
  const editRoutes = (edit: Handler) => ({
    [API.users.getById]: () => jsonResponse({ acknowledge: 1, message: 'OK', user: USER }),
    [API.users.lookups]: () => jsonResponse(LOOKUPS),
    [API.users.search]: () =>
      jsonResponse({ acknowledge: 1, message: 'OK', users: [USER], total: 1 }),
    [API.users.edit]: edit,
  });

  async function changeFullNameAndSave(name: string) {
    const input = await screen.findByLabelText('Full name');
    await waitFor(() => expect(input).toHaveValue('Rudi Hartono'));
    fireEvent.change(input, { target: { value: name } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  }

  it('sends the version and goes back to the list with the success notification', async () => {
    api(
      editRoutes(() => jsonResponse({ acknowledge: 1, message: 'User rudi updated', user: USER })),
    );
    const { router } = renderApp('/users/edit/7');
    await changeFullNameAndSave('Rudi H.');

    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(await screen.findByText('User rudi updated')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(bodiesSentTo(API.users.edit)[0]).toEqual({
      id: 7,
      version: 3,
      fullName: 'Rudi H.',
      email: 'rudi@example.com',
      roles: ['pdi', 'crc'],
      additionalRoles: [],
      branchCodes: ['T010', 'T020'],
      isEnabled: true,
    });
  });

  it("puts a 400's field errors on the fields and keeps the form open", async () => {
    api(
      editRoutes(() =>
        jsonResponse(
          {
            acknowledge: 0,
            code: 'VALIDATION',
            message: 'Some fields are not valid',
            errors: [
              { field: 'fullName', message: 'fullName is already used' },
              { field: 'branchCodes.1', message: 'branch T020 is closed' },
            ],
          },
          400,
        ),
      ),
    );
    const { router } = renderApp('/users/edit/7');
    await changeFullNameAndSave('Taken Name');

    expect(await screen.findByText('fullName is already used')).toBeInTheDocument();
    expect(screen.getByText('branch T020 is closed')).toBeInTheDocument();
    expect(screen.getByText('Some fields are not valid')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users/edit/7');
  });

  it('shows the stale-version message of a 409 with a way to load the latest', async () => {
    api(
      editRoutes(() =>
        jsonResponse(
          { acknowledge: 0, code: 'STALE_VERSION', message: 'Changed by someone else' },
          409,
        ),
      ),
    );
    renderApp('/users/edit/7');
    await changeFullNameAndSave('Rudi H.');

    expect(await screen.findByText('Changed by someone else')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load the latest version' })).toBeInTheDocument();
  });

  it('shows the server message as an error when the reply has acknowledge 0', async () => {
    api(editRoutes(() => jsonResponse({ acknowledge: 0, message: 'Data gagal disimpan' })));
    const { router } = renderApp('/users/edit/7');
    await changeFullNameAndSave('Rudi H.');

    expect(await screen.findByText('Data gagal disimpan')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users/edit/7');
  });
});

import { API } from '@dealer/contracts/platform';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, PUBLIC_KEY_REPLY, tokenReply } from '../../test/fixtures';
import { preloadScreens, renderApp } from '../../test/renderApp';
import { endSession, getSession } from '../../shared/session/sessionStore';
import { resolveHome, routePath } from '../access/homeRoutes';
import { REGISTERED_ROUTE_KEYS } from '../featureRegistry';
import { encryptPassword } from './encryptPassword';

vi.mock('./encryptPassword', () => ({ encryptPassword: vi.fn(async () => 'ciphertext') }));

const fetchMock = vi.fn<typeof fetch>();
/** The server announces the console's client; its secret is whatever OAUTH_CLIENT_SECRET says. */
const PUBLIC_KEY = PUBLIC_KEY_REPLY;
const ROLE_ACTIVITY = {
  acknowledge: 1,
  message: 'OK',
  fullName: 'Budi Santoso',
  userAreas: [{ branchCode: 'T002', branchDescription: 'Auto2000 Sunter', regionCode: null }],
  roleActivities: [{ roleCode: 'SuperAdmin', userName: 'budi', branchCode: 'T002' }],
  additionalRoles: [],
};

function server(tokenAnswer: () => Response) {
  fetchMock.mockImplementation(async (input) => {
    if (input === API.auth.publicKey) return jsonResponse(PUBLIC_KEY);
    if (input === API.auth.token) return tokenAnswer();
    if (input === API.auth.roleActivity) return jsonResponse(ROLE_ACTIVITY);
    return jsonResponse({}, 404, 'Not Found');
  });
}

async function signInAs(user: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Username'), user);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeAll(preloadScreens, 60_000);
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  endSession();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('sign-in page', () => {
  it('renders the product name and labelled fields', async () => {
    renderApp('/signin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dealer Back-Office Console' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it("shows 'Username or Password is incorrect' on an invalid_grant reply and keeps the username", async () => {
    server(() =>
      jsonResponse({ error: 'invalid_grant', error_description: 'invalid credentials' }, 400),
    );
    renderApp('/signin');
    await signInAs('budi', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Username or Password is incorrect');
    expect(screen.getByLabelText('Username')).toHaveValue('budi');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(encryptPassword).toHaveBeenCalledWith('wrong-password', 'PEM');
    const tokenCall = fetchMock.mock.calls.find(([url]) => url === API.auth.token);
    expect(String(tokenCall?.[1]?.body)).toBe(
      'grant_type=password&username=budi&password=ciphertext',
    );
    expect(getSession()).toBeNull();
  });

  it('sends the client id and secret the server announced with the public key, without another call', async () => {
    server(() => jsonResponse(tokenReply('access-1', 'refresh-1')));
    renderApp('/signin');
    await signInAs('budi', 'Demo2026!');
    expect(await screen.findByText('Hi, Budi Santoso')).toBeInTheDocument();

    const authCalls = fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/auth'));
    expect(authCalls.map(([url]) => url)).toEqual([
      API.auth.publicKey,
      API.auth.token,
      API.auth.roleActivity,
    ]);
    expect((authCalls[1]?.[1]?.headers as Record<string, string>).Authorization).toBe(
      `Basic ${btoa('dealer-console:secret-set-on-the-server')}`,
    );
  });

  it("shows 'Bad Network' when the server cannot be reached", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderApp('/signin');
    await signInAs('budi', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Bad Network');
  });

  it('asks for both fields before calling the server', async () => {
    renderApp('/signin');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    const calledAuth = fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/auth'));
    expect(calledAuth).toBe(false);
  });

  it("signs in, stores the session and opens the role's post-login page with the greeting", async () => {
    server(() => jsonResponse(tokenReply('access-1', 'refresh-1')));
    const { router } = renderApp('/signin');
    await signInAs('budi', 'Demo2026!');

    expect(await screen.findByText('Hi, Budi Santoso')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        routePath(resolveHome('superadmin', REGISTERED_ROUTE_KEYS, 'afterSignIn')),
      ),
    );
    expect(getSession()).toMatchObject({ role: 'superadmin', idToken: 'access-1' });
    await waitFor(() => expect(document.cookie).toContain('id_token=access-1'));
  });
});

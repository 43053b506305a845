import { API } from '@dealer/contracts/platform';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeSession, PUBLIC_KEY_REPLY, tokenReply } from '../../test/fixtures';
import { reloadPage } from '../browser/reloadPage';
import { endSession, getSession, startSession } from '../session/sessionStore';
import { notifyError } from '../ui/notify';
import { ApiError } from './ApiError';
import { apiGet, apiPost, isErrorBody } from './client';
import { inFlightCount } from './inFlight';
import { loadTranslations } from '../i18n/i18n';

vi.mock('../ui/notify', () => ({ notifyError: vi.fn(), notifyResult: vi.fn() }));
vi.mock('../browser/reloadPage', () => ({ reloadPage: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

function authHeader(init?: RequestInit): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.Authorization;
}

/** The resource answers 401 to the first token and 200 to the refreshed one. */
function serverWithExpiredToken(refresh: () => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    if (input === API.auth.token) return refresh();
    if (input === API.auth.publicKey) return jsonResponse(PUBLIC_KEY_REPLY);
    return authHeader(init) === 'Bearer access-2'
      ? jsonResponse({ acknowledge: 1, message: 'ok', value: 42 })
      : jsonResponse({ acknowledge: 0, code: 'UNAUTHENTICATED', message: 'expired' }, 401);
  });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await startSession(makeSession());
});

afterEach(() => {
  endSession();
  fetchMock.mockReset();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('HTTP client', () => {
  it('sends the bearer token and the ClientTag and ApplicationName headers', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ acknowledge: 1, message: 'ok' }));
    await apiPost('/api/x', { a: 1 });
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer access-1');
    expect(headers.ClientTag).toBeTruthy();
    expect(headers.ApplicationName).toBeTruthy();
    expect(init?.body).toBe('{"a":1}');
  });

  it('refreshes the token once after a 401 and retries the call', async () => {
    serverWithExpiredToken(() => jsonResponse(tokenReply('access-2', 'refresh-2')));
    await expect(apiPost('/api/x', {})).resolves.toMatchObject({ value: 42 });
    const tokenCalls = fetchMock.mock.calls.filter(([url]) => url === API.auth.token);
    expect(tokenCalls).toHaveLength(1);
    expect(String(tokenCalls[0]?.[1]?.body)).toBe(
      'grant_type=refresh_token&refresh_token=refresh-1',
    );
    expect(getSession()?.idToken).toBe('access-2');
    expect(getSession()?.refreshToken).toBe('refresh-2');
    expect(document.cookie).toContain('id_token=access-2');
  });

  it('clears the session and reloads the page when the refresh fails', async () => {
    serverWithExpiredToken(() => jsonResponse({ error: 'invalid_grant' }, 400));
    await failureOf(apiPost('/api/x', {}));
    expect(getSession()).toBeNull();
    expect(document.cookie).not.toContain('id_token=access');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the token endpoint cannot be reached after a 401', async () => {
    serverWithExpiredToken(() => jsonResponse({ message: 'Service Unavailable' }, 503));
    const error = await failureOf(apiPost('/api/x', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(getSession()?.refreshToken).toBe('refresh-1');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('shares one refresh between parallel calls that get 401', async () => {
    serverWithExpiredToken(() => jsonResponse(tokenReply('access-2', 'refresh-2')));
    const replies = await Promise.all([apiPost('/api/a', {}), apiPost('/api/b', {}), apiGet('/c')]);
    expect(replies).toHaveLength(3);
    expect(fetchMock.mock.calls.filter(([url]) => url === API.auth.token)).toHaveLength(1);
  });

  it("shows 'Agent Sedang Offline, Silahkan Coba Beberapa Saat Lagi' on 412", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'x' }, 412, 'Precondition Failed'));
    const error = await failureOf(apiPost('/api/x', {}));
    expect(error.message).toBe('Agent Sedang Offline, Silahkan Coba Beberapa Saat Lagi');
    expect(notifyError).toHaveBeenCalledWith(
      'Agent Sedang Offline, Silahkan Coba Beberapa Saat Lagi',
    );
  });

  it('shows the status text on 500', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'stack' }, 500, 'Internal Server Error'));
    await failureOf(apiPost('/api/x', {}));
    expect(notifyError).toHaveBeenCalledWith('Internal Server Error');
  });

  it("says in the user's language that the service is briefly unavailable on 503 UNAVAILABLE", async () => {
    const body = { acknowledge: 0, code: 'UNAVAILABLE', message: 'The database is briefly away' };
    fetchMock.mockImplementation(async () => jsonResponse(body, 503, 'Service Unavailable'));
    const error = await failureOf(apiGet('/api/x'));
    expect(error.status).toBe(503);
    expect(notifyError).toHaveBeenCalledWith(
      'The service is briefly unavailable. Please try again in a moment.',
    );
    await loadTranslations('fr');
    try {
      await failureOf(apiGet('/api/x'));
      expect(notifyError).toHaveBeenLastCalledWith(
        'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
      );
    } finally {
      await loadTranslations('en');
    }
  });

  it('returns a 400 body to the caller without showing anything', async () => {
    const body = {
      acknowledge: 0,
      code: 'VALIDATION',
      message: 'fullName is required',
      errors: [{ field: 'fullName', message: 'fullName is required' }],
    };
    fetchMock.mockResolvedValue(jsonResponse(body, 400, 'Bad Request'));
    const reply = await apiPost('/api/x', {});
    expect(isErrorBody(reply)).toBe(true);
    expect(reply).toEqual(body);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('shows the server message when a 200 reply has acknowledge 0', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ acknowledge: 0, message: 'Data gagal disimpan' }));
    const error = await failureOf(apiPost('/api/x', {}));
    expect(error.notified).toBe(true);
    expect(notifyError).toHaveBeenCalledWith('Data gagal disimpan');
  });

  it('reads acknowledge from the first element of an action-style list', async () => {
    fetchMock.mockResolvedValue(jsonResponse([{ acknowledge: 0, message: 'Gagal' }], 201));
    await failureOf(apiPost('/api/x', {}));
    expect(notifyError).toHaveBeenCalledWith('Gagal');
  });

  it('shows the message, or else the status text, for other errors', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { acknowledge: 0, code: 'STALE_VERSION', message: 'Changed by someone else' },
        409,
      ),
    );
    await failureOf(apiPost('/api/x', {}));
    expect(notifyError).toHaveBeenLastCalledWith('Changed by someone else');
    fetchMock.mockResolvedValueOnce(new Response('', { status: 404, statusText: 'Not Found' }));
    await failureOf(apiPost('/api/x', {}));
    expect(notifyError).toHaveBeenLastCalledWith('Not Found');
  });

  it('stays quiet about statuses the caller handles itself', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ acknowledge: 0, message: 'stale' }, 409));
    const error = await failureOf(apiPost('/api/x', {}, { handles: [409] }));
    expect(error.status).toBe(409);
    expect(error.notified).toBe(false);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it("shows 'Bad Network' when the network fails", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failureOf(apiGet('/api/x'));
    expect(error.message).toBe('Bad Network');
    expect(notifyError).toHaveBeenCalledWith('Bad Network');
  });

  it('brings the loading counter back to 0 after every kind of failure', async () => {
    const failures: Array<() => void> = [
      () => fetchMock.mockRejectedValueOnce(new TypeError('offline')),
      () => fetchMock.mockResolvedValueOnce(jsonResponse({}, 412)),
      () => fetchMock.mockResolvedValueOnce(jsonResponse({}, 500, 'Internal Server Error')),
      () => fetchMock.mockResolvedValueOnce(jsonResponse({ acknowledge: 0, message: 'no' })),
      () => fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'gone' }, 410)),
    ];
    for (const arrange of failures) {
      arrange();
      const pending = apiPost('/api/x', {}).catch(() => undefined);
      expect(inFlightCount()).toBe(1);
      await pending;
      expect(inFlightCount()).toBe(0);
    }
    serverWithExpiredToken(() => jsonResponse({}, 401));
    await apiPost('/api/x', {}).catch(() => undefined);
    expect(inFlightCount()).toBe(0);
  });
});

import type { ErrorBody } from '@dealer/contracts/envelope';
import { CLIENT_HEADERS } from '@dealer/contracts/platform';
import { reloadPage } from '../browser/reloadPage';
import { endSession, getSession } from '../session/sessionStore';
import { notifyError } from '../ui/notify';
import { ApiError } from './ApiError';
import { APPLICATION_NAME, CLIENT_TAG, REQUEST_TIMEOUT_MS } from './apiConfig';
import { API_MESSAGES, codeText, statusTextOf } from './apiMessages';
import { beginRequest, endRequest } from './inFlight';
import { refreshAccessToken, refusedForGood } from './refreshSession';

/**
 * The one place for the call rules of spec 1 section 8:
 * - bearer token, ClientTag and ApplicationName on every call;
 * - 401: one refresh-token call (shared by parallel calls) and one retry; if that fails the
 *   session is cleared and the page reloads;
 * - 400: the body goes back to the caller silently (it shows the message and field errors);
 * - 412: 'Agent Sedang Offline, ...'; 500: the status text; other errors: the console's own text
 *   for their code (apiMessages.ts), else the message or the status text;
 * - 2xx with acknowledge 0: the server message as an error;
 * - network failure: 'Bad Network';
 * - the in-flight counter always goes back down.
 */
export interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  signal?: AbortSignal;
  /** Statuses the caller reports itself (e.g. 409 on a stale edit): no notification for them. */
  handles?: readonly number[];
}

/** A successful reply, or the body of a 400 (acknowledge 0, code, message, errors). */
export type Reply<T> = T | ErrorBody;

export function isErrorBody(reply: unknown): reply is ErrorBody {
  return typeof reply === 'object' && reply !== null && ackOf(reply) === 0;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<Reply<T>> {
  beginRequest();
  try {
    let response = await send(path, options, getSession()?.idToken);
    if (response.status === 401 && getSession()) {
      response = await send(path, options, await refreshOrSignOut(options));
      if (response.status === 401) signOutAndReload();
    }
    return await interpret<T>(response, options);
  } finally {
    endRequest();
  }
}

export function apiGet<T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) {
  return request<T>(path, { ...options, method: 'GET' });
}

export function apiPost<T>(
  path: string,
  body: unknown,
  options: Omit<RequestOptions, 'body'> = {},
) {
  return request<T>(path, { ...options, method: 'POST', body });
}

async function send(path: string, options: RequestOptions, token?: string): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) forwardAbort();
  options.signal?.addEventListener('abort', forwardAbort);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [CLIENT_HEADERS.clientTag]: CLIENT_TAG,
    [CLIENT_HEADERS.applicationName]: APPLICATION_NAME,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(path, {
      method: options.method ?? 'POST',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    // The caller cancelled (e.g. a query was dropped): not a failure to show.
    if (options.signal?.aborted) throw error;
    throw fail(API_MESSAGES.badNetwork, 0, undefined, options);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * A new access token after a 401. Only a refusal for good ends the session; when the token
 * endpoint could not be reached or failed (network down, 5xx), the call fails with the network
 * message and the user stays signed in, so a short outage does not sign every tab out.
 */
async function refreshOrSignOut(options: RequestOptions): Promise<string> {
  try {
    return await refreshAccessToken();
  } catch (error) {
    if (refusedForGood(error)) return signOutAndReload();
    throw fail(API_MESSAGES.badNetwork, 0, undefined, options);
  }
}

function signOutAndReload(): never {
  endSession();
  reloadPage();
  throw new ApiError(API_MESSAGES.sessionExpired, { status: 401, notified: true });
}

async function interpret<T>(response: Response, options: RequestOptions): Promise<Reply<T>> {
  const body = await readBody(response);
  if (response.ok) {
    if (ackOf(body) === 0) {
      throw fail(messageOf(body) ?? statusTextOf(response), response.status, body, options);
    }
    return body as T;
  }
  if (response.status === 400) return toErrorBody(body, statusTextOf(response));
  if (response.status === 412) throw fail(API_MESSAGES.agentOffline, 412, body, options);
  if (response.status === 500) throw fail(statusTextOf(response), 500, body, options);
  const text = codeText(envelopeOf(body)?.code) ?? messageOf(body) ?? statusTextOf(response);
  throw fail(text, response.status, body, options);
}

function fail(text: string, status: number, body: unknown, options: RequestOptions): ApiError {
  const quiet = options.handles?.includes(status) ?? false;
  if (!quiet) notifyError(text);
  return new ApiError(text, { status, body, notified: !quiet });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Action-style calls answer a list whose first element carries acknowledge and message. */
function envelopeOf(body: unknown): Record<string, unknown> | undefined {
  const first: unknown = Array.isArray(body) ? body[0] : body;
  return typeof first === 'object' && first !== null
    ? (first as Record<string, unknown>)
    : undefined;
}

function ackOf(body: unknown): unknown {
  return envelopeOf(body)?.acknowledge;
}

function messageOf(body: unknown): string | undefined {
  if (typeof body === 'string' && body.trim()) return body.trim();
  const envelope = envelopeOf(body);
  const text = envelope?.message ?? envelope?.error_description;
  return typeof text === 'string' && text ? text : undefined;
}

function toErrorBody(body: unknown, fallback: string): ErrorBody {
  const envelope = envelopeOf(body) ?? {};
  return {
    acknowledge: 0,
    code: 'VALIDATION',
    ...envelope,
    message: messageOf(body) ?? fallback,
  } as ErrorBody;
}

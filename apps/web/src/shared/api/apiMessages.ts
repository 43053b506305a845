import { AUTH_MESSAGES } from '@dealer/contracts/auth';
import type { ErrorCode } from '@dealer/contracts/envelope';
import { i18next } from '../i18n/i18n';

/** Texts of spec 1 section 8, kept in the language the spec gives them. */
export const API_MESSAGES = {
  agentOffline: 'Agent Sedang Offline, Silahkan Coba Beberapa Saat Lagi',
  badNetwork: AUTH_MESSAGES.badNetwork,
  sessionExpired: 'Your session has ended. Please sign in again.',
  unexpectedReply: 'Unexpected reply from the server',
} as const;

const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** HTTP/2 replies carry no status text, so fall back to the standard reason phrase. */
export function statusTextOf(response: Pick<Response, 'status' | 'statusText'>): string {
  return response.statusText || REASON_PHRASES[response.status] || `HTTP ${response.status}`;
}

/**
 * Error codes whose text the console says itself, in the user's language (locale keys): the
 * server's English wording is for its logs and other clients.
 */
const CODE_TEXT_KEYS: Partial<Record<ErrorCode, string>> = {
  // 503 with Retry-After: the database is briefly away; the same call works again shortly.
  UNAVAILABLE: 'errors.unavailable',
};

/** The console's own text for an error body's code, or undefined when the server's is shown. */
export function codeText(code: unknown): string | undefined {
  const key = typeof code === 'string' ? CODE_TEXT_KEYS[code as ErrorCode] : undefined;
  return key ? i18next.t(key) : undefined;
}

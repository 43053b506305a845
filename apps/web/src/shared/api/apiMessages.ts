import { AUTH_MESSAGES } from '@dealer/contracts/auth';

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

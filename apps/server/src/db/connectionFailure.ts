/**
 * Which errors mean "the database is briefly away" rather than "this statement is wrong": a
 * connection refused, cut or timed out, or a server that is shutting down or starting up. Those
 * answer 503 with Retry-After (platform/http/unavailable.ts) and may be retried (db/pool.ts);
 * every other error keeps its own meaning.
 */

/**
 * SQLSTATEs of a server that is going away, not there yet, or full. Class 08 (connection
 * exception) except 08P01 (protocol violation: a bug, not an outage).
 */
const SQLSTATES = new Set([
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
  '08007', // transaction_resolution_unknown
  '57P01', // admin_shutdown: pg_terminate_backend, or a fast or smart shutdown (restart)
  '57P02', // crash_shutdown: another backend crashed and the server resets
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections: full for now
]);

/**
 * Socket errors of a peer that is unreachable or went away. ENOTFOUND is here because a failover
 * that moves a DNS name can answer it for a moment; a name that never resolves fails the start
 * (migrations run first) long before any request.
 */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/** node-postgres and pg-pool's own errors (no code) for a connection that broke or never came. */
const DRIVER_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Client has encountered a connection error and is not queryable',
]);

/** The same for the connect timeouts: the pool's wait, the client's own and pg-pool's wrap. */
const TIMEOUT_MESSAGES = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'timeout expired',
]);

export interface ConnectionFailure {
  /** The SQLSTATE, socket code or driver message that decided it (for the log). */
  reason: string;
  /** A bounded wait ran out: retrying at once would wait as long again. */
  timeout: boolean;
}

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** How deep to look: drizzle wraps driver errors in `cause`, Node's connect in AggregateError. */
const MAX_DEPTH = 5;

/**
 * The connection failure behind `error` (its cause chain and, for a connect that tried several
 * addresses, each attempt), or undefined when `error` is anything else.
 */
export function connectionFailure(error: unknown, depth = 0): ConnectionFailure | undefined {
  if (typeof error !== 'object' || error === null || depth > MAX_DEPTH) return undefined;
  const e = error as ErrorLike;
  const code = typeof e.code === 'string' ? e.code : undefined;
  const message = typeof e.message === 'string' ? e.message : '';
  if (code && SQLSTATES.has(code)) return { reason: `${code} ${message}`, timeout: false };
  if (code && SOCKET_CODES.has(code)) return { reason: code, timeout: code === 'ETIMEDOUT' };
  if (DRIVER_MESSAGES.has(message)) return { reason: message, timeout: false };
  if (TIMEOUT_MESSAGES.has(message)) return { reason: message, timeout: true };
  if (Array.isArray(e.errors)) {
    for (const attempt of e.errors as unknown[]) {
      const found = connectionFailure(attempt, depth + 1);
      if (found) return found;
    }
  }
  return connectionFailure(e.cause, depth + 1);
}

export const isConnectionFailure = (error: unknown): boolean =>
  connectionFailure(error) !== undefined;

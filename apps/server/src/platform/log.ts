import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { destination, type DestinationStream, type LoggerOptions } from 'pino';

export const REDACTED = '[redacted]';

/**
 * Field names whose values never reach a log line, wherever a careless log call puts them (at the
 * top, or up to three levels down: `{ req: { headers: { authorization } } }`).
 */
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'newPassword',
  'passwordHash',
  'password_hash',
  'token',
  'access_token',
  'refresh_token',
  'client_secret',
  'clientSecret',
  'secret',
  // Query parameters of a database error (pg, PGlite, drizzle) may hold any of the above.
  'params',
  'parameters',
];

const SECRET_KEYS = new Set(SECRET_FIELDS);
/** The top of a log object and three levels down, as far as a careless call nests a secret. */
const REDACT_DEPTH = 4;

/**
 * `value` with the value of every secret field replaced, copied only along the paths where one
 * was found (the caller's object is never changed, and a line without secrets costs one walk).
 * Plain objects and arrays are walked; anything else (an Error, a request, a Buffer) is left to
 * its serializer, which writes a whitelist (serializeError, serializeRequest).
 *
 * Why not pino's `redact`: its paths with wildcards ran on every child logger too, and Fastify
 * makes one per request: 10 % of a public API call's CPU went to redacting `{ reqId }`.
 */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (depth >= REDACT_DEPTH || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, i) => {
      const redacted = redactSecrets(item, depth + 1);
      if (redacted !== item) (copy ??= [...value])[i] = redacted;
    });
    return copy ?? value;
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  const fields = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const name of Object.keys(fields)) {
    const field = fields[name];
    const redacted = SECRET_KEYS.has(name) ? REDACTED : redactSecrets(field, depth + 1);
    if (redacted !== field) (copy ??= { ...fields })[name] = redacted;
  }
  return copy ?? value;
}

/** Query-string parameters whose values are secrets (the hub accepts `?access_token=`). */
const SECRET_QUERY = /^(access_token|refresh_token|token|password|client_secret|code)$/i;

/** The URL with the values of secret query parameters replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = decodeURIComponentSafe(pair.split('=')[0] ?? '');
      return SECRET_QUERY.test(name) ? `${pair.split('=')[0]}=${REDACTED}` : pair;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** What a database error may say safely: which statement and constraint, never which values. */
const SAFE_FIELDS = ['code', 'statusCode', 'severity', 'routine', 'constraint', 'table', 'column'];

/**
 * The message without values: drizzle appends a failed query's parameters ('params: ...'), and
 * PostgreSQL's data exceptions (SQLSTATE class 22) quote the offending value
 * ('invalid input syntax for type integer: "..."').
 */
function safeMessage(message: string, code: unknown): string {
  let safe = message.replace(/\nparams: [\s\S]*$/, `\nparams: ${REDACTED}`);
  if (typeof code === 'string' && code.startsWith('22')) safe = safe.replace(/"[^"]*"/g, REDACTED);
  return safe;
}

/**
 * The `err` serializer of every log line. A whitelist rather than pino's copy-everything default:
 * pg and PGlite errors carry `detail` ('Failing row contains (... hash ...)'), `params` and
 * `where`, and the drizzle wrapper repeats the parameters in its message. Causes are followed.
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (typeof error !== 'object' || error === null) return { message: String(error) };
  const fields = error as Record<string, unknown>;
  const type = (error as { constructor?: { name?: string } }).constructor?.name ?? 'Error';
  const message = safeMessage(String(fields.message ?? ''), fields.code);
  const out: Record<string, unknown> = { type, message };
  if (typeof fields.stack === 'string') {
    const frames = fields.stack.split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = [`${type}: ${message}`, ...frames].join('\n');
  }
  for (const name of SAFE_FIELDS) {
    if (fields[name] !== undefined) out[name] = fields[name];
  }
  // The SQL text has placeholders ($1), not values; useful and safe.
  if (typeof fields.query === 'string') out.query = fields.query;
  if (fields.cause !== undefined && depth < 4) out.cause = serializeError(fields.cause, depth + 1);
  return out;
}

/** The request as a log line shows it; the URL loses secret query values. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Options of the app's pino logger: secret fields redacted from every line and errors told
 * without their values. `stream` lets a test read the lines.
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    formatters: {
      log: (object) => redactSecrets(object) as Record<string, unknown>,
      bindings: (bindings) => redactSecrets(bindings) as Record<string, unknown>,
    },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}

/** How much the server's log holds before writing it, and how long at most. */
export const LOG_BUFFER_BYTES = 4096;
export const LOG_FLUSH_MS = 1000;

/**
 * The server's log: stdout, written LOG_BUFFER_BYTES at a time and at least every LOG_FLUSH_MS,
 * not line by line. At info every answered request writes a line, and writing each on its own
 * (pino's default) was 9.8 % of the server's CPU under the stock search's load on this VM, where
 * every write is a system call that costs (session 18, docs/history/performance-diary.md). pino writes what is
 * held when the process exits, as it ends after SIGTERM or a failed start; only a process killed
 * outright (SIGKILL) loses its last second of lines.
 */
export function bufferedStdout(): DestinationStream {
  return destination({
    dest: 1,
    sync: false,
    minLength: LOG_BUFFER_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  });
}

/**
 * One line per answered request at info: the request (method, redacted URL, host, address), its
 * status and how long it took. Fastify's own controller writes two ('incoming request' on
 * arrival, then 'request completed' with only the status): half the lines for a log shipper to
 * carry, and the one line says more. The board bench showed no measurable CPU difference
 * (session 17, docs/history/performance-diary.md). A request that never completes leaves no info line; a
 * failed one still logs its error. Routes with a higher `logLevel` (the public content
 * API, health) log none, as before. Every other internal line is Fastify's default.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

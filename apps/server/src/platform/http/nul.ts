import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NUL_MESSAGE } from '@dealer/contracts';
import { validationError } from './errorHandler';

const NUL = '\u0000';

/** Shows a key that holds NUL readably in the field name of the answer. */
const visible = (key: string) => key.replaceAll(NUL, '\\u0000');
const join = (path: string, key: string | number) =>
  path === '' ? visible(String(key)) : `${path}.${visible(String(key))}`;

/**
 * The dotted path ('masterBranches.2.branchCode') of the first string, or object key, that holds
 * a NUL character anywhere inside `value`; undefined when there is none. PostgreSQL refuses NUL in
 * text, so such a value would end as a 500 from the driver. Walks with its own stack: a deeply
 * nested body must not overflow the call stack. `root` names the whole value when it is a string.
 */
export function findNul(value: unknown, root = ''): string | undefined {
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, join(path, index)]));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes(NUL)) return join(path, key);
        pending.push([item, join(path, key)]);
      }
    }
  }
  return undefined;
}

/**
 * Throws the 400 naming `field` when `value` holds NUL. For input read outside the hook below,
 * such as the text fields of a multipart upload, which arrive only while the handler streams them.
 */
export function refuseNul(value: unknown, field: string): void {
  const path = findNul(value, field);
  if (path !== undefined) throw validationError([{ field: path, message: NUL_MESSAGE }]);
}

/** Where each part of a request is named from: body fields bare (or under the route's bodyName). */
function nulIn(request: FastifyRequest): string | undefined {
  const bodyName = request.routeOptions.config?.bodyName;
  return (
    findNul(request.params, '') ??
    findNul(request.query, '') ??
    findNul(request.body, bodyName ?? (typeof request.body === 'string' ? 'body' : ''))
  );
}

/**
 * Refuses NUL at the edge, for every route: the parsed params, query string and body (JSON or
 * url-encoded form) are walked before validation, and a NUL answers 400 naming the field. A route
 * that validates its own input (attachValidation: the OAuth token endpoint keeps RFC 6749 error
 * shapes) gets the error attached as its validation error instead, as Fastify does for a failed
 * schema; the contracts' text() refuses NUL there too.
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = nulIn(request);
    if (field === undefined) return;
    const error = validationError([{ field, message: NUL_MESSAGE }]);
    if (!request.routeOptions.attachValidation) throw error;
    request.validationError ??= Object.assign(error, { validation: [], validationContext: 'body' });
  });
}

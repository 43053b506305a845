import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BROKEN_TEXT_MESSAGE, isWholeText, NUL_MESSAGE } from '@dealer/contracts';
import { validationError } from './errorHandler';

const NUL = '\u0000';

/** Shows a key that holds NUL readably in the field name of the answer. */
const visible = (key: string) => key.replaceAll(NUL, '\\u0000');
const join = (path: string, key: string | number) =>
  path === '' ? visible(String(key)) : `${path}.${visible(String(key))}`;

/** What PostgreSQL cannot store of a string: NUL, or half a surrogate pair (jsonb refuses it). */
const flawOf = (text: string): string | undefined =>
  text.includes(NUL) ? NUL_MESSAGE : isWholeText(text) ? undefined : BROKEN_TEXT_MESSAGE;

interface Flaw {
  field: string;
  message: string;
}

/**
 * The first string, or object key, anywhere inside `value` that PostgreSQL cannot store (NUL, or
 * a lone surrogate), with its dotted path ('masterBranches.2.branchCode'); undefined when there is
 * none. Such a value would end as a 500 from the driver. Walks with its own stack: a deeply nested
 * body must not overflow the call stack. `root` names the whole value when it is a string.
 */
export function findFlaw(value: unknown, root = ''): Flaw | undefined {
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      const message = flawOf(current);
      if (message) return { field: path, message };
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, join(path, index)]));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        const message = flawOf(key);
        if (message) return { field: join(path, key), message };
        pending.push([item, join(path, key)]);
      }
    }
  }
  return undefined;
}

/** The dotted path of the first NUL inside `value` (see findFlaw). */
export function findNul(value: unknown, root = ''): string | undefined {
  const flaw = findFlaw(value, root);
  return flaw?.message === NUL_MESSAGE ? flaw.field : undefined;
}

/**
 * Throws the 400 naming `field` when `value` holds what PostgreSQL cannot store. For input read
 * outside the hook below, such as the text fields of a multipart upload, which arrive only while
 * the handler streams them.
 */
export function refuseNul(value: unknown, field: string): void {
  const flaw = findFlaw(value, field);
  if (flaw !== undefined) throw validationError([flaw]);
}

/** Where each part of a request is named from: body fields bare (or under the route's bodyName). */
function flawIn(request: FastifyRequest): Flaw | undefined {
  const bodyName = request.routeOptions.config?.bodyName;
  return (
    findFlaw(request.params, '') ??
    findFlaw(request.query, '') ??
    findFlaw(request.body, bodyName ?? (typeof request.body === 'string' ? 'body' : ''))
  );
}

/**
 * Refuses NUL and half surrogate pairs at the edge, for every route: the parsed params, query string and body (JSON or
 * url-encoded form) are walked before validation, and such a string answers 400 naming the field. A route
 * that validates its own input (attachValidation: the OAuth token endpoint keeps RFC 6749 error
 * shapes) gets the error attached as its validation error instead, as Fastify does for a failed
 * schema; the contracts' text() refuses NUL there too.
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const flaw = flawIn(request);
    if (flaw === undefined) return;
    const error = validationError([flaw]);
    if (!request.routeOptions.attachValidation) throw error;
    request.validationError ??= Object.assign(error, { validation: [], validationContext: 'body' });
  });
}

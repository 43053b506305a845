import { z } from 'zod';
import { ZErrorBody, ZTokenError } from '@dealer/contracts';
import type { AccessRule } from './access/access';
import type { OwnCredential } from './docsSecurity';

/**
 * The error answers of an operation, derived once for every route from what the server really
 * does with it (the access guard, the error handler, the NUL guard, the rate limiter, the database
 * outage answer) rather than written on each route. A route's own response schema for a status
 * wins over what is derived here.
 */

/**
 * What demo mode's built-in push service answers a refused message with (as push services do).
 * It stands in for an outside service, so its shape is not one of the API's contracts.
 */
const ZPushRefusal = z.object({ message: z.string() });

/** The error bodies' component schemas; the API's own come from the contracts (their one definition). */
export const ERROR_SCHEMAS = {
  ErrorBody: ZErrorBody,
  TokenError: ZTokenError,
  PushRefusal: ZPushRefusal,
} as const;
export type ErrorSchemaName = keyof typeof ERROR_SCHEMAS;

const DESCRIPTIONS: Record<ErrorSchemaName, string> = {
  ErrorBody:
    'Every failure of the API: `code` is the class of failure, `message` is shown to the user, ' +
    '`errors` names each offending field. The quest API (game, quest and quest engine routes) ' +
    'adds `responseCode`, `responseText` and `errorMsg` for clients written for it.',
  TokenError: 'RFC 6749 error answer of the OAuth token endpoint.',
  PushRefusal: 'A refusal of demo mode\u2019s built-in push service.',
};

/** The component schemas, as OpenAPI 3.0 (input view: an object may carry more properties). */
export function errorComponentSchemas(): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(ERROR_SCHEMAS).map(([name, schema]) => {
      const { $schema: _ignored, ...json } = z.toJSONSchema(schema, {
        target: 'openapi-3.0',
        io: 'input',
      }) as Record<string, unknown>;
      return [name, { ...json, description: DESCRIPTIONS[name as ErrorSchemaName] }];
    }),
  );
}

/** What the transform knows of a route. */
export interface RouteFacts {
  /** One route of several methods (GET and POST) has one schema, so its answers cover all. */
  methods: string[];
  url: string;
  access: AccessRule | undefined;
  /** A POST that only reads (config.readOnly): it writes nothing, so it cannot conflict. */
  readOnly: boolean;
  /** config.rateLimit is set: @fastify/rate-limit answers 429 past the limit. */
  rateLimited: boolean;
  /** The route declares a body, query string or path parameters. */
  namesSomething: boolean;
  /** The URL has path parameters (`/x/:id`): the router refuses one over its length with 414. */
  hasPathParams: boolean;
}

type SchemaRef = { $ref: string } | { anyOf: { $ref: string }[] };

interface Answer {
  description: string;
  headers?: Record<string, { type: string; minimum?: number; description: string }>;
  content: { 'application/json': { schema: SchemaRef } };
}

const RETRY_AFTER = {
  'Retry-After': {
    type: 'integer',
    minimum: 0,
    description: 'Seconds to wait before trying again.',
  },
};

const refTo = (name: ErrorSchemaName) => ({ $ref: `#/components/schemas/${name}` });

const answer = (
  description: string,
  bodies: readonly ErrorSchemaName[] = ['ErrorBody'],
  headers?: Answer['headers'],
): Answer => ({
  description,
  ...(headers ? { headers } : {}),
  content: {
    'application/json': {
      schema: bodies.length === 1 ? refTo(bodies[0]!) : { anyOf: bodies.map(refTo) },
    },
  },
});

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Status -> answer for every failure the route can give:
 * - 400 on every operation: the NUL guard reads the query string of every route, and a route's
 *   body, query and path parameters are validated by its schema;
 * - 401 on every non-public route (no, expired or revoked token; wrong service credentials);
 * - 403 where a role is required (the access guard, then the caller's branches);
 * - 404 where the call names something (a body, query or path parameter) that may not exist;
 * - 409 where the call may write (not a GET, not marked readOnly): a duplicate caught by a unique
 *   index, or a stale `version`;
 * - 413 and 415 where the call carries a body (over the body limit, a content type not parsed);
 * - 414 where the URL has path parameters (one over the router's maxParamLength);
 * - 429 with Retry-After where the route is rate-limited;
 * - 500, and 503 with Retry-After (the database briefly away), on every operation.
 * A public route's own credential check adds or replaces its answers (docsSecurity.ts).
 */
export function errorAnswersOf(
  route: RouteFacts,
  own: OwnCredential | undefined,
): Record<string, Answer> {
  const answers: Record<string, Answer> = {};
  answers[400] = answer('Bad input: `message` and `errors` name the field and the reason.');
  if (route.access === 'service') {
    answers[401] = answer('Service client credentials (HTTP Basic) are missing or wrong.');
  } else if (route.access !== undefined && route.access !== 'public') {
    answers[401] = answer('No access token, or it expired or was revoked: sign in again.');
  }
  if (typeof route.access === 'object') {
    answers[403] = answer(
      'The caller\u2019s role may not use this function, or a branch it names is outside the ' +
        'caller\u2019s branches.',
    );
  }
  if (route.namesSomething) answers[404] = answer('Something the call names does not exist.');
  const carriesBody = route.methods.some((method) => !READ_METHODS.has(method));
  if (carriesBody && !route.readOnly) {
    answers[409] = answer(
      'A duplicate of an existing record, or a stale `version` (changed by someone else since).',
    );
  }
  if (carriesBody) {
    answers[413] = answer('The body is larger than the server accepts.');
    answers[415] = answer('The body\u2019s content type is not one this call reads.');
  }
  if (route.hasPathParams) {
    answers[414] = answer('A path parameter is longer than the server accepts.');
  }
  if (route.rateLimited) {
    answers[429] = answer('Too many requests from this address.', ['ErrorBody'], RETRY_AFTER);
  }
  answers[500] = answer(
    'An unexpected failure, logged on the server; the answer tells nothing internal.',
  );
  answers[503] = answer(
    'A dependency (the database) is briefly unreachable; the call can be retried.',
    ['ErrorBody'],
    RETRY_AFTER,
  );
  for (const status of own?.absent ?? []) delete answers[status];
  for (const [status, given] of Object.entries(own?.answers ?? {})) {
    answers[status] = answer(given.description, given.bodies);
  }
  return answers;
}

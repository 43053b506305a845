/**
 * Finishing touches on the whole document, where a route's transform cannot reach: OpenAPI
 * 3.0's `nullable` kept beside a type, an operationId on every operation (a route of two methods
 * has one schema for both), and a success answer on operations whose route declares none.
 */

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * OpenAPI 3.0 has no `null` type: `nullable: true` adds null to what a schema's `type` allows, and
 * means nothing without a `type` (Redocly's nullable-type-sibling is an error). The zod converter
 * and @fastify/swagger write it without one for a nullable union (`anyOf` beside `nullable`) and
 * for a nullable unknown. This moves `nullable` into the union's typed branches, and drops it from
 * a schema without a type or union, which admits any value already.
 */
function typedNullable(node: Record<string, Json>): Record<string, Json> {
  if (node.nullable !== true || node.type !== undefined) return node;
  const { nullable: _dropped, ...rest } = node;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = rest[key];
    if (!Array.isArray(branches)) continue;
    rest[key] = branches.map((branch: Json) =>
      isObject(branch) && branch.type !== undefined && branch.enum === undefined
        ? { ...branch, nullable: true }
        : branch,
    );
  }
  return rest;
}

/** A copy of `value` with every `nullable` beside a type (see typedNullable). */
export function withTypedNullables(value: Json): Json {
  if (Array.isArray(value)) return value.map(withTypedNullables);
  if (!isObject(value)) return value;
  const copy: Record<string, Json> = {};
  for (const [key, child] of Object.entries(value)) copy[key] = withTypedNullables(child);
  return typedNullable(copy);
}

/** 'post', '/api/users/search' -> 'post_api_users_search': unique per operation, URL-safe. */
export const operationIdOf = (method: string, path: string) =>
  `${method}_${path}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/_+$/, '');

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']);

interface Operation {
  operationId?: string;
  responses?: Record<string, Json>;
}

/**
 * The finished document: nullables typed, every operation with an operationId, and a success
 * answer (as @fastify/swagger writes one for a route without response schemas) where the route
 * declares only failures, e.g. a file download.
 */
export function finishDocument<T extends { paths?: object }>(document: T): T {
  const paths = withTypedNullables(document.paths ?? {}) as Record<string, Record<string, Json>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, value] of Object.entries(item ?? {})) {
      if (!METHODS.has(method) || !isObject(value)) continue;
      const operation = value as Operation;
      operation.operationId ??= operationIdOf(method, path);
      const responses = (operation.responses ??= {});
      if (!Object.keys(responses).some((status) => status.startsWith('2'))) {
        responses[200] = { description: 'Default Response' };
      }
    }
  }
  return { ...document, paths };
}

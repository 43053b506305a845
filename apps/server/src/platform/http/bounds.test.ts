import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, INT4_MAX, INT4_MIN, MASTER_API } from '@dealer/contracts';
import { createTestApp, type TestApp } from '../../test/testApp';

/** The part of a JSON Schema (as @fastify/swagger writes it) that says how big a value may be. */
interface Schema {
  type?: string | string[];
  format?: string;
  'x-wide-integer'?: boolean;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  maxLength?: number;
  maxItems?: number;
  items?: Schema | Schema[];
  prefixItems?: Schema[];
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

interface Operation {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

const typesOf = (schema: Schema) =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/**
 * Every place under `schema` that could carry a value PostgreSQL refuses or a size without end:
 * an integer or number outside int4, a string without a maximum length, a list without a maximum
 * count, a map whose keys are free. Enumerations and constants are bounded by their values.
 */
function unbounded(schema: Schema | undefined, path: string): string[] {
  if (!schema || schema.enum || schema.const !== undefined) return [];
  const found: string[] = [];
  for (const type of typesOf(schema)) {
    if (type === 'integer' || type === 'number') {
      const low = schema.minimum ?? schema.exclusiveMinimum;
      const high = schema.maximum ?? schema.exclusiveMaximum;
      // WIDE_INTEGER (an IDR amount in JSON): bounded, but within JavaScript's exact integers.
      const [min, max] = schema['x-wide-integer']
        ? [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER]
        : [INT4_MIN, INT4_MAX];
      if (low === undefined || low < min) found.push(`${path}: no minimum within int4`);
      if (high === undefined || high > max) found.push(`${path}: no maximum within int4`);
    }
    // A binary part is a file: the multipart limits (UPLOAD_MESSAGES.maxBytes) bound it.
    if (type === 'string' && schema.maxLength === undefined && schema.format !== 'binary')
      found.push(`${path}: no maxLength`);
    if (type === 'array' && schema.maxItems === undefined) found.push(`${path}: no maxItems`);
    if (type === 'object' && typeof schema.additionalProperties === 'object')
      found.push(`${path}: free keys`);
  }
  const items = Array.isArray(schema.items) ? schema.items : schema.items ? [schema.items] : [];
  for (const [i, item] of [...items, ...(schema.prefixItems ?? [])].entries())
    found.push(...unbounded(item, `${path}[${i}]`));
  for (const [key, property] of Object.entries(schema.properties ?? {}))
    found.push(...unbounded(property, `${path}.${key}`));
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    found.push(...unbounded(part, path));
  return found;
}

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn('superadmin')).access_token;
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: t.authHeader(token), payload: payload as object });

describe('the bounds of every input', () => {
  it('bounds every integer to int4 and every string and list in length, on every route', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API.docs}/json` });
    const paths = response.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
    const found: string[] = [];
    for (const [url, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const route = `${method.toUpperCase()} ${url}`;
        for (const parameter of operation.parameters ?? [])
          found.push(...unbounded(parameter.schema, `${route} ${parameter.in}.${parameter.name}`));
        for (const [type, content] of Object.entries(operation.requestBody?.content ?? {}))
          found.push(...unbounded(content.schema, `${route} ${type} body`));
      }
    }
    expect(found).toEqual([]);
  });

  it('answers 400 naming the id when an id is beyond int4', async () => {
    const response = await post(MASTER_API.cluster.getById, { clusterid: INT4_MAX + 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      errors: [{ field: 'clusterid' }],
    });
  });

  it('answers 400 naming the filter when a filter is below int4', async () => {
    const response = await post(MASTER_API.cluster.search, { ClusterTypeId: INT4_MIN - 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'ClusterTypeId' })]);
  });

  it('answers 400 naming the page when a page number is beyond int4', async () => {
    const response = await post(API.users.search, { page: 2 ** 31 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'page' })]);
  });

  it('still finds a row by the largest int4 id (answered 404, not 400)', async () => {
    const response = await post(MASTER_API.cluster.getById, { clusterid: INT4_MAX });
    expect(response.statusCode).toBe(404);
  });

  it('answers 400 naming the list when a list is longer than its bound', async () => {
    const branchCodes = Array.from({ length: 1001 }, (_, i) => `B${i}`);
    const response = await post(API.users.add, {
      userName: 'too.many.branches',
      password: 'a-long-password',
      fullName: 'Too Many',
      email: null,
      roles: ['crc'],
      branchCodes,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'branchCodes' })]);
  });
});

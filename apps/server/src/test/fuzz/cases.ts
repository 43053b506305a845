import { badBodies, badValuesFor, withOwnKeys, type BadValue } from './badValues';
import { toForm, toJson, toPathSegment } from './encode';
import { malformedMultipart } from './multipart';
import type { JsonSchema, Operation, Parameter } from './openapi';
import type { Prng } from './prng';
import { exampleOf, fieldsOf, type Hints } from './schema';

export interface FuzzCase {
  /** `body`, `query`, `path` or `multipart`, then the field: what the failure report names. */
  place: string;
  field: string;
  kind: string;
  label: string;
  method: string;
  url: string;
  contentType?: string;
  payload?: string | Buffer;
}

const asObjectSchema = (parameters: Parameter[]): JsonSchema => ({
  type: 'object',
  properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
  required: parameters.filter((p) => p.required).map((p) => p.name),
});

const PROTOTYPE_KEYS: BadValue[] = [
  { kind: 'prototype key', label: '__proto__', value: [['__proto__', 'x']] },
  { kind: 'prototype key', label: 'constructor', value: [['constructor', 'x']] },
  { kind: 'prototype key', label: 'prototype', value: [['prototype', 'x']] },
];

/**
 * The bad requests for one route: each field of the path, query and body in turn gets each of
 * its bad values while everything else keeps a valid example, plus whole-body breakage (and
 * broken multipart for upload routes).
 */
export function casesFor(operation: Operation, random: Prng, hints: Hints = {}): FuzzCase[] {
  const pathSchema = asObjectSchema(operation.pathParams);
  const querySchema = asObjectSchema(operation.query);
  const basePath = exampleOf(pathSchema) as Record<string, unknown>;
  const baseQuery = exampleOf(querySchema) as Record<string, unknown>;
  const body = operation.body;
  const baseBody = body ? exampleOf(body.schema, hints) : undefined;

  const urlOf = (params: unknown, query: unknown) => {
    const path = operation.routePath.replace(/:([^/]+)/g, (_m, name: string) =>
      toPathSegment((params as Record<string, unknown>)[name]),
    );
    const search = toForm(query);
    return search === '' ? path : `${path}?${search}`;
  };
  const bodyOf = (value: unknown): Pick<FuzzCase, 'contentType' | 'payload'> => {
    if (!body) return {};
    if (body.contentType === 'application/x-www-form-urlencoded')
      return { contentType: body.contentType, payload: toForm(value) };
    return { contentType: 'application/json', payload: toJson(value) };
  };
  const baseRequest = { method: operation.method };

  const cases: FuzzCase[] = [];
  const add = (
    place: string,
    field: string,
    bad: BadValue,
    url: string,
    value: unknown = baseBody,
  ) =>
    cases.push({
      place,
      field,
      kind: bad.kind,
      label: bad.label,
      ...baseRequest,
      url,
      ...bodyOf(value),
    });

  for (const field of fieldsOf(pathSchema)) {
    if (field.path === '') continue; // the path itself is not a value
    for (const bad of badValuesFor(field.schema, random)) {
      add('path', field.path, bad, urlOf(field.put(bad.value), baseQuery));
    }
  }
  for (const field of fieldsOf(querySchema)) {
    if (field.path === '') continue;
    for (const bad of badValuesFor(field.schema, random)) {
      add('query', field.path, bad, urlOf(basePath, field.put(bad.value)));
    }
  }
  for (const bad of PROTOTYPE_KEYS) {
    const query = withOwnKeys(baseQuery, bad.value as [string, unknown][]);
    add('query', '', bad, urlOf(basePath, query));
  }

  if (body?.contentType === 'multipart/form-data') {
    for (const broken of malformedMultipart(random)) {
      cases.push({
        place: 'multipart',
        field: '',
        kind: 'multipart',
        label: broken.label,
        ...baseRequest,
        url: urlOf(basePath, baseQuery),
        contentType: broken.contentType,
        payload: broken.payload,
      });
    }
  } else if (body) {
    const url = urlOf(basePath, baseQuery);
    for (const field of fieldsOf(body.schema, hints)) {
      for (const bad of badValuesFor(field.schema, random)) {
        add('body', field.path, bad, url, field.put(bad.value));
      }
    }
    for (const bad of badBodies()) add('body', '', bad, url, bad.value);
  }
  return cases;
}

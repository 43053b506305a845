import type { JsonSchema } from './openapi';

export type Kind = 'integer' | 'number' | 'string' | 'boolean' | 'object' | 'array';

const alternativesOf = (schema: JsonSchema): JsonSchema[] =>
  (schema.oneOf ?? schema.anyOf ?? []).filter((s) => !isNullOnly(s));

const isNullOnly = (schema: JsonSchema) =>
  schema.type === 'null' || (Array.isArray(schema.type) && schema.type.every((t) => t === 'null'));

/** The value types a schema admits, across its alternatives (null left out). */
export function kindsOf(schema: JsonSchema): Set<Kind> {
  const kinds = new Set<Kind>();
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  for (const type of types) if (type !== 'null') kinds.add(type as Kind);
  if (schema.properties) kinds.add('object');
  if (schema.items) kinds.add('array');
  for (const part of [...alternativesOf(schema), ...(schema.allOf ?? [])]) {
    for (const kind of kindsOf(part)) kinds.add(kind);
  }
  return kinds;
}

/** Strings tried, in order, for a string with a pattern or format: the first that fits is used. */
const STRING_CANDIDATES = [
  'x',
  '2026-01-15',
  '2026-01-15T08:00:00.000Z',
  '08:00',
  'fuzz@example.com',
  '12345',
  '1',
  'A',
  'T010',
];

function stringExample(schema: JsonSchema): string {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  const pattern = schema.pattern === undefined ? undefined : new RegExp(schema.pattern, 'u');
  const fits = (s: string) =>
    s.length >= min && s.length <= max && (pattern === undefined || pattern.test(s));
  if (schema.format === 'date' && fits('2026-01-15')) return '2026-01-15';
  if (schema.format === 'date-time' && fits('2026-01-15T08:00:00.000Z'))
    return '2026-01-15T08:00:00.000Z';
  if (schema.format === 'email' && fits('fuzz@example.com')) return 'fuzz@example.com';
  const found = STRING_CANDIDATES.find(fits);
  // No candidate fits: the siblings of a mutated field are then invalid too, which still probes
  // validation; the padding keeps at least the length right.
  return found ?? 'x'.repeat(Math.max(1, min));
}

function numberExample(schema: JsonSchema): number {
  const min =
    schema.minimum === undefined
      ? -Infinity
      : schema.exclusiveMinimum === true
        ? schema.minimum + 1
        : schema.minimum;
  const exclusiveMin =
    typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : -Infinity;
  const max = schema.maximum ?? Infinity;
  // 1: the first row of most tables, so the call gets past "not found" into the real work.
  return Math.min(Math.max(1, min, exclusiveMin), max);
}

/**
 * Values for named properties that no schema can describe (a password encrypted with the server's
 * key): without them the call would stop at that field and never reach the code behind it.
 */
export type Hints = Readonly<Record<string, unknown>>;

/**
 * A value the schema accepts, kept small: the baseline around each mutated field. Objects carry
 * their required properties only, so that a mutated optional field is the one filter applied
 * (a search with every optional filter set finds nothing, and never evaluates the last one).
 */
export function exampleOf(schema: JsonSchema, hints: Hints = {}): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.find((v) => v !== null) ?? null;
  const alternatives = alternativesOf(schema);
  if (alternatives.length > 0) return exampleOf(alternatives[0]!, hints);
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part, hints) as object));
  }
  const kinds = kindsOf(schema);
  if (kinds.has('object')) {
    const required = new Set(schema.required ?? []);
    return Object.fromEntries(
      Object.entries(schema.properties ?? {})
        .filter(([key]) => required.has(key))
        .map(([key, property]) => [key, key in hints ? hints[key] : exampleOf(property, hints)]),
    );
  }
  if (kinds.has('array')) return schema.items ? [exampleOf(schema.items, hints)] : [];
  if (kinds.has('integer') || kinds.has('number')) return numberExample(schema);
  if (kinds.has('boolean')) return true;
  if (kinds.has('string')) return stringExample(schema);
  return 'x';
}

/** One place in a request value where a bad value can go. */
export interface Field {
  /** `clusters[0].branchId`; `` for the whole value; `[action=Add]` marks a union variant. */
  path: string;
  schema: JsonSchema;
  /** The whole value (baseline everywhere else) with `value` at this field. */
  put(value: unknown): unknown;
}

/** The single-valued property that names a union variant (`action: 'Add'`), for the labels. */
function variantName(schema: JsonSchema, index: number): string {
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const only = property.const ?? (property.enum?.length === 1 ? property.enum[0] : undefined);
    if (typeof only === 'string') return `[${key}=${only}]`;
  }
  return `[variant ${index + 1}]`;
}

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

/**
 * Every field of a schema, depth first: objects' properties, arrays' first item, and the fields of
 * every variant of a union (each with that variant as the baseline around it).
 */
export function fieldsOf(schema: JsonSchema, hints: Hints = {}): Field[] {
  const fields: Field[] = [];
  const walk = (node: JsonSchema, path: string, put: (value: unknown) => unknown) => {
    fields.push({ path, schema: node, put });
    children(node, path, put);
  };
  const children = (node: JsonSchema, path: string, put: (value: unknown) => unknown) => {
    const alternatives = alternativesOf(node);
    if (alternatives.length > 1) {
      alternatives.forEach((alternative, index) =>
        children(alternative, `${path}${variantName(alternative, index)}`, put),
      );
      return;
    }
    if (alternatives.length === 1) return children(alternatives[0]!, path, put);
    for (const part of node.allOf ?? []) children(part, path, put);
    for (const [key, property] of Object.entries(node.properties ?? {})) {
      walk(property, join(path, key), (value) =>
        put({ ...(exampleOf(node, hints) as object), [key]: value }),
      );
    }
    if (node.items) walk(node.items, `${path}[0]`, (value) => put([value]));
  };
  walk(schema, '', (value) => value);
  return fields;
}

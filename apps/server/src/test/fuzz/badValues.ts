import type { JsonSchema } from './openapi';
import type { Prng } from './prng';
import { exampleOf, kindsOf } from './schema';

/** JSON text that no JS value serialises to (`-0`, `1e999`, deep nesting); sent verbatim. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Builds an object with own keys that object literals cannot make (`__proto__`). */
export function withOwnKeys(base: unknown, keys: [string, unknown][]): Record<string, unknown> {
  const result: Record<string, unknown> =
    base !== null && typeof base === 'object' && !Array.isArray(base) ? { ...base } : {};
  for (const [key, value] of keys) {
    Object.defineProperty(result, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return result;
}

export interface BadValue {
  /** The class of the finding when it fails (the report groups by it). */
  kind: string;
  label: string;
  value: unknown;
}

const HUGE = 'a'.repeat(100_000);
const DEPTH = 5_000;

/** Numbers beyond int4, beyond 2^53, non-finite, negative zero, fractions, numeric strings. */
const NUMBERS: BadValue[] = [
  { kind: 'int range', label: '2147483648', value: 2147483648 },
  { kind: 'int range', label: '-2147483649', value: -2147483649 },
  { kind: 'int range', label: '2^53', value: 2 ** 53 },
  { kind: 'int range', label: '-2^53-2', value: -(2 ** 53) - 2 },
  { kind: 'int range', label: '1e308', value: 1e308 },
  { kind: 'int range', label: '1e999 (Infinity)', value: new RawJson('1e999') },
  { kind: 'int range', label: '-0', value: new RawJson('-0') },
  { kind: 'int range', label: '1.5', value: 1.5 },
  { kind: 'int range', label: '"NaN"', value: 'NaN' },
  { kind: 'int range', label: '"2147483648"', value: '2147483648' },
];

const deepArray = () => new RawJson('['.repeat(DEPTH) + ']'.repeat(DEPTH));
const deepObject = () => new RawJson('{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH));

/**
 * The bad values for one field, from its schema: every field gets null, a wrong scalar type and a
 * wrong structure; numbers get the out-of-range set; strings get NUL, a huge string, LIKE
 * metacharacters and (when the example is a date) impossible dates; objects get prototype keys.
 * Where a class has several equivalent members, the PRNG picks one (the cap on cases per route).
 */
export function badValuesFor(schema: JsonSchema, random: Prng): BadValue[] {
  const kinds = kindsOf(schema);
  const example = exampleOf(schema);
  const values: BadValue[] = [{ kind: 'null', label: 'null', value: null }];

  const wrongScalars: BadValue[] = [];
  if (!kinds.has('string')) wrongScalars.push({ kind: 'wrong type', label: '"x"', value: 'x' });
  if (!kinds.has('boolean')) wrongScalars.push({ kind: 'wrong type', label: 'true', value: true });
  if (!kinds.has('integer') && !kinds.has('number')) {
    wrongScalars.push({ kind: 'wrong type', label: '7', value: 7 });
  }
  if (wrongScalars.length > 0) values.push(random.pick(wrongScalars));

  if (kinds.has('object')) {
    values.push({ kind: 'structure', label: 'array for object', value: [example] });
  } else if (kinds.has('array')) {
    values.push({
      kind: 'structure',
      label: 'object for array',
      value: { 0: exampleOf(schema.items ?? {}) },
    });
    if (schema.maxItems !== undefined && schema.maxItems < 50_000) {
      const item = Array.isArray(example) ? example[0] : 'x';
      values.push({
        kind: 'structure',
        label: `${schema.maxItems + 1} items`,
        value: Array.from({ length: schema.maxItems + 1 }, () => item),
      });
    }
  } else {
    values.push(
      random.pick([
        { kind: 'structure', label: '[] for scalar', value: [] },
        { kind: 'structure', label: '{} for scalar', value: {} },
        { kind: 'structure', label: 'nested array', value: deepArray() },
        { kind: 'structure', label: 'nested object', value: deepObject() },
      ]),
    );
  }

  if (kinds.has('integer') || kinds.has('number')) {
    values.push(...NUMBERS.filter((v) => kinds.has('integer') || v.label !== '1.5'));
  }
  if (kinds.has('string')) {
    const text = typeof example === 'string' ? example : 'x';
    values.push(
      { kind: 'NUL', label: 'NUL inside', value: `${text}\u0000` },
      { kind: 'huge string', label: '100k chars', value: HUGE },
      // '%' first: PostgreSQL only notices the dangling escape when matching gets that far.
      { kind: 'LIKE pattern', label: '"%\\" (trailing backslash)', value: '%\\' },
      random.pick([
        { kind: 'LIKE pattern', label: '"%"', value: '%' },
        { kind: 'LIKE pattern', label: '"_%\\\\"', value: '_%\\\\' },
      ]),
      { kind: 'unicode', label: 'lone surrogate', value: `${text}\ud800` },
    );
    if (/^\d{4}-\d{2}-\d{2}/.test(text)) {
      values.push(
        {
          kind: 'calendar',
          label: 'impossible date',
          value: text.replace(/^\d{4}-\d{2}-\d{2}/, '2026-02-30'),
        },
        {
          kind: 'calendar',
          label: 'month 13',
          value: text.replace(/^\d{4}-\d{2}-\d{2}/, '2026-13-45'),
        },
        {
          kind: 'calendar',
          label: 'year 0',
          value: text.replace(/^\d{4}-\d{2}-\d{2}/, '0000-01-01'),
        },
      );
    }
  }
  if (kinds.has('object')) {
    const base = example;
    values.push(
      {
        kind: 'prototype key',
        label: '__proto__',
        value: withOwnKeys(base, [['__proto__', { isAdmin: true }]]),
      },
      {
        kind: 'prototype key',
        label: 'constructor.prototype',
        value: withOwnKeys(base, [['constructor', { prototype: { isAdmin: true } }]]),
      },
      {
        kind: 'prototype key',
        label: 'prototype',
        value: withOwnKeys(base, [['prototype', { isAdmin: true }]]),
      },
    );
  }
  return values;
}

/** Bad values for the whole body, beyond its fields: deep nesting, no body, broken JSON. */
export function badBodies(): BadValue[] {
  return [
    { kind: 'structure', label: `${DEPTH}-deep arrays`, value: deepArray() },
    { kind: 'structure', label: `${DEPTH}-deep objects`, value: deepObject() },
    { kind: 'structure', label: 'broken JSON', value: new RawJson('{"a":') },
    { kind: 'structure', label: 'empty body', value: new RawJson('') },
  ];
}

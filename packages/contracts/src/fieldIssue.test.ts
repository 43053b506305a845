import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldIssueOf, type FieldIssue } from './fieldIssue';

const SCHEMA = z.object({
  months: z.number().int().min(1).max(120),
  name: z.string().trim().min(1, 'name is required').max(5),
  code: z.string().min(3).optional(),
  site: z.url(),
  mail: z.email(),
  rows: z.array(z.number()).min(1).max(2),
  price: z.number().multipleOf(0.01),
  postal: z.string().regex(/^\d+$/, 'postal has digits only'),
  kind: z.enum(['A', 'B']),
});

function kindsOf(value: unknown): Record<string, FieldIssue> {
  const result = SCHEMA.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), fieldIssueOf(issue)]),
  );
}

describe('fieldIssueOf', () => {
  it('names each refusal of a filled form by its kind and bound', () => {
    expect(
      kindsOf({
        months: 999,
        name: 'abcdefg',
        code: 'ab',
        site: 'not a url',
        mail: 'nobody',
        rows: [1, 2, 3],
        price: 1.005,
        postal: '12a',
        kind: 'C',
      }),
    ).toEqual({
      months: { kind: 'max', limit: 120, inclusive: true },
      name: { kind: 'maxLength', limit: 5 },
      code: { kind: 'minLength', limit: 3 },
      site: { kind: 'url' },
      mail: { kind: 'email' },
      rows: { kind: 'maxItems', limit: 2 },
      price: { kind: 'decimals', limit: 2 },
      postal: { kind: 'format' },
      kind: { kind: 'choice' },
    });
  });

  it('tells a missing or emptied field (required) from a wrong one', () => {
    const kinds = kindsOf({ months: 1.5, name: '   ', rows: [] });
    expect(kinds.months).toEqual({ kind: 'wholeNumber' });
    expect(kinds.name).toEqual({ kind: 'required' });
    expect(kinds.site).toEqual({ kind: 'required' });
    expect(kinds.rows).toEqual({ kind: 'minItems', limit: 1 });
    expect(kinds.code).toBeUndefined();
    expect(
      fieldIssueOf({
        code: 'too_small',
        message: 'x',
        origin: 'number',
        minimum: 0,
        inclusive: false,
      }),
    ).toEqual({ kind: 'min', limit: 0, inclusive: false });
  });
});

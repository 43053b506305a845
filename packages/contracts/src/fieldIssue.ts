import { z } from 'zod';

/**
 * What was wrong with a field, in words a client can translate: the kind of refusal and its
 * bounds, beside the English `message` (for logs and other clients). The server derives it from
 * the zod issue that refused a request; the console derives it from the same contract's schema
 * when it checks a form before sending, so both sides speak of one refusal the same way.
 */
export const FIELD_ISSUE_KINDS = [
  'required',
  'minLength',
  'maxLength',
  'min',
  'max',
  'minItems',
  'maxItems',
  'wholeNumber',
  'decimals',
  'url',
  'email',
  'format',
  'choice',
  'wrongType',
  'custom',
] as const;
export type FieldIssueKind = (typeof FIELD_ISSUE_KINDS)[number];

export const ZFieldIssue = z.object({
  kind: z.enum(FIELD_ISSUE_KINDS),
  /** The bound the value broke: a length, a count, a number, or decimals allowed. */
  limit: z.number().optional(),
  /** For min and max: whether the bound itself is allowed. */
  inclusive: z.boolean().optional(),
});
export type FieldIssue = z.infer<typeof ZFieldIssue>;

/** A zod issue as both sides see it (the server's comes from fastify-type-provider-zod). */
export interface ZodIssueLike {
  code: string;
  message: string;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: unknown;
  format?: unknown;
  expected?: unknown;
  divisor?: unknown;
}

const asNumber = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : undefined;

/** Digits after the decimal point of a step such as 0.01. */
const decimalsOfStep = (step: number) => {
  const [mantissa = '', exponent] = String(step).toLowerCase().split('e');
  return Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - Number(exponent ?? 0));
};

/**
 * The refusal's kind. `missing` says whether the value was absent: the console knows (it has the
 * values); the server reads it from zod's English message ('received undefined'), which zod
 * writes for a missing field since its issues carry no input by default.
 */
export function fieldIssueOf(issue: ZodIssueLike, missing?: boolean): FieldIssue {
  const absent = missing ?? /received (undefined|null)$/.test(issue.message);
  const inclusive = issue.inclusive !== false;
  const minimum = asNumber(issue.minimum);
  const maximum = asNumber(issue.maximum);
  switch (issue.code) {
    case 'invalid_type':
      if (absent) return { kind: 'required' };
      return issue.expected === 'int' ? { kind: 'wholeNumber' } : { kind: 'wrongType' };
    case 'too_small':
      if (issue.origin === 'string') {
        return absent || (minimum ?? 0) <= 1
          ? { kind: 'required' }
          : { kind: 'minLength', limit: minimum };
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return { kind: 'minItems', limit: minimum };
      }
      return { kind: 'min', limit: minimum, inclusive };
    case 'too_big':
      if (issue.origin === 'string') return { kind: 'maxLength', limit: maximum };
      if (issue.origin === 'array' || issue.origin === 'set') {
        return { kind: 'maxItems', limit: maximum };
      }
      return { kind: 'max', limit: maximum, inclusive };
    case 'not_multiple_of': {
      const divisor = asNumber(issue.divisor);
      return divisor !== undefined && divisor < 1
        ? { kind: 'decimals', limit: decimalsOfStep(divisor) }
        : { kind: 'wholeNumber' };
    }
    case 'invalid_format':
      if (issue.format === 'url') return { kind: 'url' };
      if (issue.format === 'email') return { kind: 'email' };
      // A pattern's own message says what it wants (the contract wrote it).
      return { kind: 'format' };
    case 'invalid_value':
      return { kind: 'choice' };
    default:
      return { kind: 'custom' };
  }
}

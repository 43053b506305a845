import type { z } from 'zod';

/** What a number field admits: the contract's bounds and how many decimals it keeps. */
export interface NumberBounds {
  min: number;
  max: number;
  /** 0 = whole numbers only. */
  decimals: number;
}

/**
 * The bounds a contract's number schema already states (`int4({ min, max })`, `.int()`,
 * `.multipleOf(0.01)`), so a form checks exactly what the server will: one definition, in the
 * contracts package. zod 4 keeps them readable on the schema (minValue, maxValue, isInt).
 */
export function boundsOf(schema: z.ZodType): NumberBounds {
  const number = unwrap(schema) as unknown as {
    minValue: number | null;
    maxValue: number | null;
    isInt: boolean;
    _zod: { def: { checks?: { _zod: { def: { check: string; value?: number } } }[] } };
  };
  if (typeof number.minValue !== 'number' && number.minValue !== null) {
    throw new Error('boundsOf needs a number schema');
  }
  const step = number._zod.def.checks?.find((c) => c._zod.def.check === 'multiple_of')?._zod.def
    .value;
  return {
    min: number.minValue ?? Number.MIN_SAFE_INTEGER,
    max: number.maxValue ?? Number.MAX_SAFE_INTEGER,
    decimals: number.isInt ? 0 : step !== undefined ? decimalsOf(step) : 20,
  };
}

/** Through .optional(), .nullable(), .default() to the number inside. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema as unknown as { _zod: { def: { innerType?: unknown } } };
  while (current._zod.def.innerType) {
    current = current._zod.def.innerType as typeof current;
  }
  return current as unknown as z.ZodType;
}

/** Digits after the decimal point of a number as typed (1e-7 counts 7). */
export function decimalsOf(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const [mantissa = '', exponent] = String(value).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

export type NumberProblem =
  | { kind: 'notANumber' }
  | { kind: 'wholeNumber' }
  | { kind: 'decimals'; decimals: number }
  | { kind: 'range'; min: number; max: number };

/** Why a typed value is refused, or undefined when it is allowed (empty is for `required`). */
export function numberProblem(value: unknown, bounds: NumberBounds): NumberProblem | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return { kind: 'notANumber' };
  if (decimalsOf(number) > bounds.decimals) {
    return bounds.decimals === 0
      ? { kind: 'wholeNumber' }
      : { kind: 'decimals', decimals: bounds.decimals };
  }
  if (number < bounds.min || number > bounds.max) {
    return { kind: 'range', min: bounds.min, max: bounds.max };
  }
  return undefined;
}

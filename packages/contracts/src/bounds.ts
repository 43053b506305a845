import { z } from 'zod';

/**
 * The bounds vocabulary of every request schema. Everything a request carries ends up in SQL, and
 * PostgreSQL refuses what zod's defaults let through: integers beyond int4 (zod's `.int()` admits
 * up to 2^53), NUL characters in text, unbounded lengths. A value the database would refuse must
 * fail here, as a 400 that names the field, never as a 500 from the driver. Request schemas use
 * these helpers instead of bare `z.number()` / `z.string()` / `z.array()`; the server's bounds test
 * walks the OpenAPI document and fails on any input field left unbounded.
 */

/** PostgreSQL `integer` (int4), the type of every id, version and numeric filter column. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/**
 * Marks an integer that may exceed int4 on purpose (an IDR amount kept in JSON and compared as
 * numeric, never written to an int4 column); it must still have bounds within 2^53.
 */
export const WIDE_INTEGER = { 'x-wide-integer': true } as const;

export const NUL_MESSAGE = 'must not contain the NUL character';

const hasNoNul = (value: string) => !value.includes('\u0000');

/**
 * Text with half a character: a UTF-16 surrogate without its partner. JSON carries it as an
 * escape, but PostgreSQL refuses it in jsonb and the driver would silently turn it into U+FFFD in
 * text, so it is refused at the edge like NUL.
 */
export const BROKEN_TEXT_MESSAGE = 'must not contain a broken character (half a surrogate pair)';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isWholeText = (value: string) => !LONE_SURROGATE.test(value);

/** An integer that fits int4, optionally narrowed (a page size, a sequence). */
export function int4(range: { min?: number; max?: number } = {}) {
  return z
    .number()
    .int()
    .min(Math.max(range.min ?? INT4_MIN, INT4_MIN))
    .max(Math.min(range.max ?? INT4_MAX, INT4_MAX));
}

/** A row id or version (a serial or a counter): 1..2147483647. `required` names a missing pick. */
export function id(required?: string) {
  return z.number().int().min(1, required).max(INT4_MAX);
}

/** Text as sent (passwords, tokens, names matched exactly): at most `max` characters, no NUL. */
export function text(max: number, tooLong?: string) {
  return z
    .string()
    .max(max, tooLong)
    .refine(hasNoNul, NUL_MESSAGE)
    .refine(isWholeText, BROKEN_TEXT_MESSAGE);
}

/** Text with surrounding blanks removed before the length is checked (what most forms send). */
export function trimmed(max: number, tooLong?: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .refine(hasNoNul, NUL_MESSAGE)
    .refine(isWholeText, BROKEN_TEXT_MESSAGE);
}

/** A list of at most `max` items (a bulk action, an upload's rows, a user's roles). */
export function list<T extends z.ZodType>(item: T, max: number) {
  return z.array(item).max(max);
}

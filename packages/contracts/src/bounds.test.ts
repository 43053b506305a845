import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BROKEN_TEXT_MESSAGE,
  id,
  INT4_MAX,
  INT4_MIN,
  int4,
  list,
  NUL_MESSAGE,
  text,
  trimmed,
} from './bounds';

const ok = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

describe('the bounds vocabulary', () => {
  it('admits ids from 1 to the largest int4 and names a missing pick', () => {
    expect(ok(id(), 1)).toBe(true);
    expect(ok(id(), INT4_MAX)).toBe(true);
    expect(ok(id(), INT4_MAX + 1)).toBe(false);
    expect(ok(id(), 1.5)).toBe(false);
    expect(id('clusterId is required').safeParse(0).error?.issues[0]?.message).toBe(
      'clusterId is required',
    );
  });

  it('admits integers of int4 only, and narrows them when asked', () => {
    expect(ok(int4(), INT4_MIN)).toBe(true);
    expect(ok(int4(), INT4_MIN - 1)).toBe(false);
    expect(ok(int4(), 2 ** 53)).toBe(false);
    expect(ok(int4({ min: 1, max: 500 }), 500)).toBe(true);
    expect(ok(int4({ min: 1, max: 500 }), 501)).toBe(false);
    // A wider range than int4 is clamped to int4.
    expect(ok(int4({ max: Number.MAX_SAFE_INTEGER }), INT4_MAX + 1)).toBe(false);
  });

  it('refuses NUL and text beyond its length, trimming first when asked', () => {
    expect(text(5).safeParse('a\u0000').error?.issues[0]?.message).toBe(NUL_MESSAGE);
    expect(ok(text(5), 'abcdef')).toBe(false);
    expect(ok(text(5), ' abc ')).toBe(true);
    expect(trimmed(3).parse('  abc  ')).toBe('abc');
    expect(trimmed(3, 'at most 3').safeParse('abcd').error?.issues[0]?.message).toBe('at most 3');
  });

  it('refuses half a surrogate pair but keeps whole characters beyond the BMP', () => {
    expect(text(9).safeParse('ab\ud800').error?.issues[0]?.message).toBe(BROKEN_TEXT_MESSAGE);
    expect(trimmed(9).safeParse('\udc00ab').error?.issues[0]?.message).toBe(BROKEN_TEXT_MESSAGE);
    expect(ok(text(9), 'car 🚗')).toBe(true);
  });

  it('refuses a list longer than its bound', () => {
    expect(ok(list(id(), 2), [1, 2])).toBe(true);
    expect(ok(list(id(), 2), [1, 2, 3])).toBe(false);
  });
});

import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { pageLimit } from './query';

describe('a page limit written into the statement text', () => {
  it('writes a positive whole page size as its digits, with no parameter', () => {
    expect(new PgDialect().sqlToQuery(pageLimit(20))).toEqual({ sql: '20', params: [] });
  });

  it('refuses anything but a positive safe integer, so no other text can reach the SQL', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => pageLimit(bad)).toThrow(RangeError);
    }
  });
});

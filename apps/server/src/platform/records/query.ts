import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const pageOffset = (page: { page: number; pageSize: number }) =>
  (page.page - 1) * page.pageSize;

/**
 * A page's LIMIT written into a prepared statement's text rather than sent as a parameter. With
 * LIMIT as a parameter PostgreSQL prices the generic plan for a tenth of the rows, so it never
 * prefers it to a custom plan and plans the statement again on every call (the stock search:
 * 0.85-1.3 ms planning for 0.75-0.9 ms running). Page sizes are few, so the texts stay few.
 */
export function pageLimit(pageSize: number): SQL {
  if (!Number.isSafeInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`page size must be a positive integer, not ${pageSize}`);
  }
  return sql.raw(String(pageSize));
}

export function ordered(column: AnyPgColumn, order: 'ascend' | 'descend'): SQL {
  return order === 'ascend' ? asc(column) : desc(column);
}

export const isoTime = (value: Date | null): string | null => value?.toISOString() ?? null;

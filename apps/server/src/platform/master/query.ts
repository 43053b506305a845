import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const pageOffset = (page: { page: number; pageSize: number }) =>
  (page.page - 1) * page.pageSize;

export function ordered(column: AnyPgColumn, order: 'ascend' | 'descend'): SQL {
  return order === 'ascend' ? asc(column) : desc(column);
}

export const isoTime = (value: Date | null): string | null => value?.toISOString() ?? null;

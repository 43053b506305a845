import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/http/errors';

/** 400 naming one field. */
export const invalid = (field: string, message: string) =>
  new AppError(400, 'VALIDATION', message, [{ field, message }]);

/** 409 naming one field (a duplicate code, a used component, an overlapping period). */
export const conflict = (field: string, message: string) =>
  new AppError(409, 'CONFLICT', message, [{ field, message }]);

/** Whether another active row holds `code` (case-insensitive); `exceptId` is the row being edited. */
export async function codeTaken(
  db: DbOrTx,
  table: { id: AnyPgColumn; isActive: AnyPgColumn },
  column: AnyPgColumn,
  code: string,
  exceptId: number | undefined,
): Promise<boolean> {
  const where: (SQL | undefined)[] = [
    eq(table.isActive, true),
    sql`lower(${column}) = lower(${code})`,
    exceptId === undefined ? undefined : ne(table.id, exceptId),
  ];
  const found = await db
    .select({ id: table.id })
    .from(table as never)
    .where(and(...where))
    .limit(1);
  return found.length > 0;
}

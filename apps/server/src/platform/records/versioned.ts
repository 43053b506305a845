import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { MASTER_MESSAGES } from '@dealer/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../http/errors';

/** The columns every master table shares (audit.ts + isActive). */
export type MasterTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  isActive: PgColumn;
  updatedTime: PgColumn;
  updatedBy: PgColumn;
};

export const staleError = () => new AppError(409, 'STALE_VERSION', MASTER_MESSAGES.stale);
export const notFoundError = () => new AppError(404, 'NOT_FOUND', MASTER_MESSAGES.notFound);

/**
 * Optimistic update of an active row: `update ... where id = $1 and version = $2 and is_active`.
 * No row means someone else changed it first (409 STALE_VERSION) or it is gone (404).
 * `version` undefined skips the version check (deletes from older clients).
 */
export async function updateVersioned(
  db: DbOrTx,
  table: MasterTable,
  id: number,
  version: number | undefined,
  values: Record<string, unknown>,
  actor: string,
): Promise<void> {
  const where = [eq(table.id, id), eq(table.isActive, true)];
  if (version !== undefined) where.push(eq(table.version, version));
  const updated = await db
    .update(table)
    .set({
      ...values,
      version: sql`${table.version} + 1`,
      updatedTime: sql`now()`,
      updatedBy: actor,
    } as never)
    .where(and(...where))
    .returning({ id: table.id });
  if (updated.length > 0) return;
  const [exists] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.isActive, true)));
  throw exists ? staleError() : notFoundError();
}

/** Delete keeps history: the row turns inactive, leaves every list and frees its unique keys. */
export function softDelete(
  db: DbOrTx,
  table: MasterTable,
  id: number,
  version: number | undefined,
  actor: string,
): Promise<void> {
  return updateVersioned(db, table, id, version, { isActive: false }, actor);
}

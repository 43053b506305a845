import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  MASTER_MESSAGES,
  type BulkAction,
  type BulkItemResult,
  type BulkResponse,
  type ErrorCode,
  type RowRef,
} from '@dealer/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { BodyError } from '../http/errors';
import { BULK_TEXT, NOT_CHANGED } from './messages';
import type { MasterTable } from './versioned';
import { acknowledged } from '../http/envelopes';

export interface BulkTarget {
  table: MasterTable & { isEnabled: PgColumn };
  /**
   * Bracketed keys of the rows the caller may change, e.g. '[CL-JKT-01]'. An id without a key
   * counts as not found, so this also decides which rows are visible (e.g. no BP branch).
   */
  keys(tx: DbOrTx, ids: number[]): Promise<Map<number, string>>;
  /**
   * Module rules that refuse some rows (a code in use, a second enabled mapping), by id. Runs only
   * when every row is current, inside the transaction.
   */
  refuse?(tx: DbOrTx, action: BulkAction, ids: number[]): Promise<Map<number, string>>;
}

type Failure = { code: ErrorCode; message: string };

function failureStatus(failures: Failure[]): { status: number; code: ErrorCode } {
  if (failures.some((f) => f.code === 'STALE_VERSION'))
    return { status: 409, code: 'STALE_VERSION' };
  if (failures.some((f) => f.code === 'CONFLICT')) return { status: 409, code: 'CONFLICT' };
  return { status: 404, code: 'NOT_FOUND' };
}

/**
 * Active / InActive / Delete of the selected rows as one transaction. Each row names the version
 * it was listed with; if any row is missing, stale or refused, nothing changes and the answer
 * (409 or 404, acknowledge 0) has one result per row saying which failed and why.
 */
export async function runBulk(
  db: Db,
  target: BulkTarget,
  request: { action: BulkAction; items: RowRef[] },
  actor: string,
): Promise<BulkResponse> {
  const { table } = target;
  const items = [...new Map(request.items.map((i) => [i.id, i])).values()];
  const ids = items.map((i) => i.id);
  return db.transaction(async (tx) => {
    const current = new Map(
      (
        await tx
          .select({ id: table.id, version: table.version })
          .from(table)
          .where(and(inArray(table.id, ids), eq(table.isActive, true)))
          .for('update')
      ).map((r) => [r.id as number, r.version as number]),
    );
    const keys = await target.keys(tx, ids);
    const keyOf = (id: number) => keys.get(id) ?? `[#${id}]`;
    const failures = new Map<number, Failure>();
    for (const item of items) {
      const version = current.get(item.id);
      if (version === undefined || !keys.has(item.id)) {
        failures.set(item.id, { code: 'NOT_FOUND', message: MASTER_MESSAGES.notFound });
      } else if (version !== item.version) {
        failures.set(item.id, { code: 'STALE_VERSION', message: MASTER_MESSAGES.stale });
      }
    }
    if (failures.size === 0 && target.refuse) {
      for (const [id, message] of await target.refuse(tx, request.action, ids)) {
        failures.set(id, { code: 'CONFLICT', message });
      }
    }

    if (failures.size > 0) {
      const results: BulkItemResult[] = items.map((item) => ({
        acknowledge: 0,
        id: item.id,
        key: keyOf(item.id),
        message: failures.get(item.id)?.message ?? NOT_CHANGED,
      }));
      const [firstId, first] = [...failures.entries()][0]!;
      const { status, code } = failureStatus([...failures.values()]);
      throw new BodyError(status, {
        acknowledge: 0,
        code,
        message: `${failures.size} of ${items.length} rows failed, nothing was changed: ${keyOf(firstId)} ${first.message}`,
        results,
      });
    }

    const change =
      request.action === 'Delete'
        ? { isActive: false }
        : { isEnabled: request.action === 'Active' };
    await tx
      .update(table)
      .set({
        ...change,
        version: sql`${table.version} + 1`,
        updatedTime: sql`now()`,
        updatedBy: actor,
      } as never)
      .where(inArray(table.id, ids));
    const text = BULK_TEXT[request.action];
    return {
      ...acknowledged(text.message),
      results: items.map((item) => ({
        acknowledge: 1 as const,
        id: item.id,
        key: keyOf(item.id),
        message: text.item,
      })),
    };
  });
}

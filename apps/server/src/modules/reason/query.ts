import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Reason, ReasonCategory, ReasonCommand } from '@dealer/contracts';
import type { DbOrTx } from '../../db/client';
import { reason, reasonCategory } from '../../db/schema/index';
import { isoTime, ordered, pageOffset } from '../../platform/records/query';
import { notFoundError } from '../../platform/records/versioned';
import { readTogether } from '../../db/together';

const columns = {
  id: reason.id,
  reasonCategoryId: reason.reasonCategoryId,
  reasonCategoryCode: reasonCategory.reasonCategoryCode,
  reasonCategoryDescription: reasonCategory.description,
  reasonDescription: reason.reasonDescription,
  isEnabled: reason.isEnabled,
  isActive: reason.isActive,
  version: reason.version,
  createdTime: reason.createdTime,
  updatedTime: reason.updatedTime,
};

function selectReasons(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(reason)
    .innerJoin(reasonCategory, eq(reasonCategory.id, reason.reasonCategoryId))
    .where(and(eq(reason.isActive, true), where));
}

type Row = Awaited<ReturnType<typeof selectReasons>>[number];
const toReason = (r: Row): Reason => ({
  ...r,
  createdTime: r.createdTime.toISOString(),
  updatedTime: isoTime(r.updatedTime),
});

const SORT = {
  id: reason.id,
  reasonCategoryCode: reasonCategory.reasonCategoryCode,
  reasonDescription: reason.reasonDescription,
  isEnabled: reason.isEnabled,
};

export type ReasonSearch = Omit<Extract<ReasonCommand, { action: 'Search' }>, 'action'>;

export async function searchReasons(
  db: DbOrTx,
  q: ReasonSearch,
): Promise<{ reasonListMappings: Reason[]; total: number }> {
  const where = and(
    q.isEnabled === undefined ? undefined : eq(reason.isEnabled, q.isEnabled),
    q.reasonCategoryCode ? eq(reasonCategory.reasonCategoryCode, q.reasonCategoryCode) : undefined,
  );
  const [[total], rows] = await readTogether(db, [
    () =>
      db
        .select({ n: count() })
        .from(reason)
        .innerJoin(reasonCategory, eq(reasonCategory.id, reason.reasonCategoryId))
        .where(and(eq(reason.isActive, true), where)),
    () =>
      selectReasons(db, where)
        // id breaks ties, so paging is stable whatever the sort column.
        .orderBy(ordered(SORT[q.sortField], q.sortOrder), ordered(reason.id, q.sortOrder))
        .limit(q.pageSize)
        .offset(pageOffset(q)),
  ]);
  return { reasonListMappings: rows.map(toReason), total: total?.n ?? 0 };
}

/** Enabled reasons (of a category) for forms, e.g. the block popup asks category 11. */
export async function enabledReasons(db: DbOrTx, categoryId?: number): Promise<Reason[]> {
  const rows = await selectReasons(
    db,
    and(
      eq(reason.isEnabled, true),
      categoryId === undefined ? undefined : eq(reason.reasonCategoryId, categoryId),
    ),
  ).orderBy(reason.reasonCategoryId, reason.reasonDescription);
  return rows.map(toReason);
}

export async function getReason(db: DbOrTx, id: number): Promise<Reason> {
  const [row] = await selectReasons(db, eq(reason.id, id));
  if (!row) throw notFoundError();
  return toReason(row);
}

export async function reasonsByIds(db: DbOrTx, ids: number[]): Promise<Reason[]> {
  if (ids.length === 0) return [];
  return (await selectReasons(db, inArray(reason.id, ids)).orderBy(reason.id)).map(toReason);
}

export async function reasonCategories(db: DbOrTx): Promise<ReasonCategory[]> {
  return db.select().from(reasonCategory).orderBy(reasonCategory.id);
}

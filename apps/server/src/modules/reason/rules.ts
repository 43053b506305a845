import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { FieldError, ReasonInput } from '@dealer/contracts';
import type { DbOrTx } from '../../db/client';
import { reason, reasonCategory } from '../../db/schema/index';
import { normalizeKey } from '../../platform/records/unique';

/** A reason is unique within its category among active reasons: 'categoryId|description'. */
export const reasonKey = (r: Pick<ReasonInput, 'reasonCategoryId' | 'reasonDescription'>) =>
  `${r.reasonCategoryId}|${normalizeKey(r.reasonDescription)}`;

export async function takenReasons(
  db: DbOrTx,
  inputs: Pick<ReasonInput, 'reasonCategoryId' | 'reasonDescription'>[],
  exceptId?: number,
): Promise<Set<string>> {
  if (inputs.length === 0) return new Set();
  const rows = await db
    .select({
      reasonCategoryId: reason.reasonCategoryId,
      reasonDescription: reason.reasonDescription,
    })
    .from(reason)
    .where(
      and(
        eq(reason.isActive, true),
        or(
          ...inputs.map((r) =>
            and(
              eq(reason.reasonCategoryId, r.reasonCategoryId),
              eq(sql`lower(${reason.reasonDescription})`, normalizeKey(r.reasonDescription)),
            ),
          ),
        ),
        exceptId === undefined ? undefined : ne(reason.id, exceptId),
      ),
    );
  return new Set(rows.map(reasonKey));
}

export async function unknownCategories(
  db: DbOrTx,
  inputs: Pick<ReasonInput, 'reasonCategoryId'>[],
  prefix?: string,
): Promise<FieldError[]> {
  const known = new Set(
    (await db.select({ id: reasonCategory.id }).from(reasonCategory)).map((c) => c.id),
  );
  return inputs.flatMap((r, i) =>
    known.has(r.reasonCategoryId)
      ? []
      : [
          {
            field: prefix ? `${prefix}.${i}.reasonCategoryId` : 'reasonCategoryId',
            message: `Reason category ${r.reasonCategoryId} does not exist`,
          },
        ],
  );
}

/** 409 field errors for reasons that exist or repeat in the request. */
export function reasonConflicts(
  inputs: ReasonInput[],
  taken: Set<string>,
  prefix?: string,
): FieldError[] {
  const seen = new Set<string>();
  return inputs.flatMap((r, i) => {
    const key = reasonKey(r);
    const field = prefix ? `${prefix}.${i}.reasonDescription` : 'reasonDescription';
    if (taken.has(key)) return [{ field, message: `Reason ${r.reasonDescription} already exists` }];
    if (seen.has(key)) {
      return [{ field, message: `Reason ${r.reasonDescription} already exists in this request` }];
    }
    seen.add(key);
    return [];
  });
}

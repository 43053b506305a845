import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FieldError, MasterBranchInput } from '@dealer/contracts';
import type { DbOrTx } from '../../db/client';
import { branch, branchCluster, branchType, region, testDriveUnit } from '../../db/schema/index';
import { normalizeKey } from '../../platform/records/unique';
import { readTogether } from '../../db/together';

/**
 * Branch codes are unique among ALL branches, deleted ones included: user areas, branch scope,
 * real-time rooms and orders name a branch by its code, so reusing a deleted branch's code would
 * hand its users and history to the new branch.
 */
export async function takenBranchCodes(
  db: DbOrTx,
  codes: string[],
  exceptId?: number,
): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: branch.branchCode })
    .from(branch)
    .where(
      and(
        inArray(sql`lower(${branch.branchCode})`, codes.map(normalizeKey)),
        exceptId === undefined ? undefined : ne(branch.id, exceptId),
      ),
    );
  return new Set(rows.map((r) => normalizeKey(r.code)));
}

/** 400 errors for region and branch type ids that do not exist. */
export async function unknownReferences(
  db: DbOrTx,
  inputs: Pick<MasterBranchInput, 'regionId' | 'branchTypeId'>[],
  prefix?: string,
): Promise<FieldError[]> {
  const regions = new Set((await db.select({ id: region.id }).from(region)).map((r) => r.id));
  const types = new Set((await db.select({ id: branchType.id }).from(branchType)).map((r) => r.id));
  const field = (i: number, name: string) => (prefix ? `${prefix}.${i}.${name}` : name);
  return inputs.flatMap((input, i) => [
    ...(regions.has(input.regionId)
      ? []
      : [{ field: field(i, 'regionId'), message: `Region ${input.regionId} does not exist` }]),
    ...(types.has(input.branchTypeId)
      ? []
      : [
          {
            field: field(i, 'branchTypeId'),
            message: `Branch type ${input.branchTypeId} does not exist`,
          },
        ]),
  ]);
}

/** Why branches cannot be deleted yet: active cluster mappings or units, by branch id. */
export async function branchesInUse(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const [mappings, units, codes] = await readTogether(db, [
    () =>
      db
        .select({ id: branchCluster.branchId, n: count() })
        .from(branchCluster)
        .where(and(inArray(branchCluster.branchId, ids), eq(branchCluster.isActive, true)))
        .groupBy(branchCluster.branchId),
    () =>
      db
        .select({ id: testDriveUnit.branchId, n: count() })
        .from(testDriveUnit)
        .where(and(inArray(testDriveUnit.branchId, ids), eq(testDriveUnit.isActive, true)))
        .groupBy(testDriveUnit.branchId),
    () =>
      db
        .select({ id: branch.id, code: branch.branchCode })
        .from(branch)
        .where(inArray(branch.id, ids)),
  ]);
  const m = new Map(mappings.map((r) => [r.id, r.n]));
  const u = new Map(units.map((r) => [r.id, r.n]));
  const reasons = new Map<number, string>();
  for (const { id, code } of codes) {
    const parts = [
      m.get(id) ? `${m.get(id)} cluster mapping(s)` : '',
      u.get(id) ? `${u.get(id)} unit(s)` : '',
    ].filter(Boolean);
    if (parts.length > 0)
      reasons.set(id, `Branch ${code} still has ${parts.join(' and ')}; delete them first`);
  }
  return reasons;
}

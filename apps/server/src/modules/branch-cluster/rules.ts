import { and, eq, inArray, ne, notInArray, or } from 'drizzle-orm';
import type { FieldError } from '@dealer/contracts';
import type { DbOrTx } from '../../db/client';
import { branch, branchCluster, branchType, cluster } from '../../db/schema/index';
import { ALL, listableBranch } from '../branch/public';
import { readTogether } from '../../db/together';

export interface MappingInput {
  clusterId: number;
  branchId: number;
  isEnabled: boolean;
}

export interface MappingRefs {
  clusters: Map<number, string>;
  branches: Map<number, string>;
}

const fieldName = (prefix: string | undefined, i: number, name: string) =>
  prefix === undefined ? name : `${prefix}.${i}.${name}`;

/**
 * A mapping may only reference an enabled, active cluster and a listable branch (company 0002,
 * active, not body paint). Answers their codes, and 400 errors for the others.
 */
export async function mappingReferences(
  db: DbOrTx,
  inputs: MappingInput[],
  prefix?: string,
): Promise<MappingRefs & { errors: FieldError[] }> {
  const clusterIds = [...new Set(inputs.map((m) => m.clusterId))];
  const branchIds = [...new Set(inputs.map((m) => m.branchId))];
  const [clusters, branches] = await readTogether(db, [
    () =>
      db
        .select({ id: cluster.id, code: cluster.clusterCode })
        .from(cluster)
        .where(
          and(
            inArray(cluster.id, clusterIds),
            eq(cluster.isActive, true),
            eq(cluster.isEnabled, true),
          ),
        ),
    () =>
      db
        .select({ id: branch.id, code: branch.branchCode })
        .from(branch)
        .innerJoin(branchType, eq(branchType.id, branch.branchTypeId))
        .where(and(inArray(branch.id, branchIds), listableBranch(ALL))),
  ]);
  const refs = {
    clusters: new Map(clusters.map((c) => [c.id, c.code])),
    branches: new Map(branches.map((b) => [b.id, b.code])),
  };
  const errors = inputs.flatMap((m, i) => [
    ...(refs.clusters.has(m.clusterId)
      ? []
      : [
          {
            field: fieldName(prefix, i, 'clusterId'),
            message: `Cluster ${m.clusterId} does not exist or is not enabled`,
          },
        ]),
    ...(refs.branches.has(m.branchId)
      ? []
      : [
          {
            field: fieldName(prefix, i, 'branchId'),
            message: `Branch ${m.branchId} does not exist or cannot be mapped`,
          },
        ]),
  ]);
  return { ...refs, errors };
}

/** Active mappings holding any of the pairs: 'clusterId|branchId' keys. */
export async function takenPairs(
  db: DbOrTx,
  pairs: { clusterId: number; branchId: number }[],
  exceptId?: number,
): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const rows = await db
    .select({ clusterId: branchCluster.clusterId, branchId: branchCluster.branchId })
    .from(branchCluster)
    .where(
      and(
        eq(branchCluster.isActive, true),
        or(
          ...pairs.map((p) =>
            and(eq(branchCluster.clusterId, p.clusterId), eq(branchCluster.branchId, p.branchId)),
          ),
        ),
        exceptId === undefined ? undefined : ne(branchCluster.id, exceptId),
      ),
    );
  return new Set(rows.map((r) => `${r.clusterId}|${r.branchId}`));
}

/** Branches (by id) that already have an enabled mapping, with that mapping's cluster code. */
export async function enabledMappingOf(
  db: DbOrTx,
  branchIds: number[],
  exceptIds: number[] = [],
): Promise<Map<number, string>> {
  if (branchIds.length === 0) return new Map();
  const rows = await db
    .select({ branchId: branchCluster.branchId, code: cluster.clusterCode })
    .from(branchCluster)
    .innerJoin(cluster, eq(cluster.id, branchCluster.clusterId))
    .where(
      and(
        inArray(branchCluster.branchId, branchIds),
        eq(branchCluster.isActive, true),
        eq(branchCluster.isEnabled, true),
        exceptIds.length === 0 ? undefined : notInArray(branchCluster.id, exceptIds),
      ),
    );
  return new Map(rows.map((r) => [r.branchId, r.code]));
}

/**
 * Duplicate pairs and second enabled mappings of a branch, in the request and against the
 * database, as 409 field errors (a unit's cluster comes from the one enabled mapping).
 */
export async function mappingConflicts(
  db: DbOrTx,
  inputs: MappingInput[],
  refs: MappingRefs,
  prefix?: string,
  exceptId?: number,
): Promise<FieldError[]> {
  const pairs = await takenPairs(db, inputs, exceptId);
  const enabled = await enabledMappingOf(
    db,
    inputs.filter((m) => m.isEnabled).map((m) => m.branchId),
    exceptId === undefined ? [] : [exceptId],
  );
  const seenPairs = new Set<string>();
  const seenEnabled = new Map<number, string>();
  const errors: FieldError[] = [];
  inputs.forEach((m, i) => {
    const clusterCode = refs.clusters.get(m.clusterId) ?? `#${m.clusterId}`;
    const branchCode = refs.branches.get(m.branchId) ?? `#${m.branchId}`;
    const pair = `${m.clusterId}|${m.branchId}`;
    const field = fieldName(prefix, i, 'branchId');
    if (pairs.has(pair) || seenPairs.has(pair)) {
      errors.push({ field, message: `Branch ${branchCode} is already mapped to ${clusterCode}` });
      return;
    }
    seenPairs.add(pair);
    if (!m.isEnabled) return;
    const other = enabled.get(m.branchId) ?? seenEnabled.get(m.branchId);
    if (other !== undefined) {
      errors.push({
        field,
        message: `Branch ${branchCode} already has an enabled mapping to ${other}`,
      });
      return;
    }
    seenEnabled.set(m.branchId, clusterCode);
  });
  return errors;
}

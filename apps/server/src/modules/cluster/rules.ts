import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FieldError } from '@dealer/contracts';
import type { DbOrTx } from '../../db/client';
import { branchCluster, cluster, clusterType } from '../../db/schema/index';
import { normalizeKey } from '../../platform/records/unique';

/** Normalised codes among `codes` that active clusters hold (other than `exceptId`). */
export async function takenClusterCodes(
  db: DbOrTx,
  codes: string[],
  exceptId?: number,
): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: cluster.clusterCode })
    .from(cluster)
    .where(
      and(
        eq(cluster.isActive, true),
        inArray(sql`lower(${cluster.clusterCode})`, codes.map(normalizeKey)),
        exceptId === undefined ? undefined : ne(cluster.id, exceptId),
      ),
    );
  return new Set(rows.map((r) => normalizeKey(r.code)));
}

/** 400 errors for cluster type ids that do not exist, named `<prefix>.<i>.clusterTypeId`. */
export async function unknownClusterTypes(
  db: DbOrTx,
  typeIds: number[],
  fieldOf: (index: number) => string,
): Promise<FieldError[]> {
  const known = new Set(
    (await db.select({ id: clusterType.id }).from(clusterType)).map((t) => t.id),
  );
  return typeIds.flatMap((id, index) =>
    known.has(id) ? [] : [{ field: fieldOf(index), message: `Cluster type ${id} does not exist` }],
  );
}

/** Clusters (by id) that still have active branch mappings: they cannot be deleted. */
export async function clustersInUse(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ clusterId: branchCluster.clusterId, n: count() })
    .from(branchCluster)
    .where(and(inArray(branchCluster.clusterId, ids), eq(branchCluster.isActive, true)))
    .groupBy(branchCluster.clusterId);
  return new Map(rows.map((r) => [r.clusterId, r.n]));
}

export const inUseMessage = (code: string, mappings: number) =>
  `Cluster ${code} still has ${mappings} branch mapping(s); delete them first`;

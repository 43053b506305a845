import { and, count, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Cluster, ClusterListResponse, ClusterSearch, ClusterType } from '@dealer/contracts';
import type { DbOrTx } from '../../db/client';
import { cluster, clusterType } from '../../db/schema/index';
import { ilikeContains } from '../../platform/http/like';
import { isoTime, ordered, pageOffset } from '../../platform/records/query';
import { notFoundError } from '../../platform/records/versioned';
import { readTogether } from '../../db/together';
import { SUCCESS } from '../../platform/http/envelopes';

const columns = {
  id: cluster.id,
  clusterCode: cluster.clusterCode,
  clusterTypeId: cluster.clusterTypeId,
  clusterTypeCode: clusterType.clusterTypeCode,
  clusterTypeDesc: clusterType.clusterTypeDesc,
  clusterDescription: cluster.clusterDescription,
  isEnabled: cluster.isEnabled,
  isActive: cluster.isActive,
  version: cluster.version,
  createdTime: cluster.createdTime,
  updatedTime: cluster.updatedTime,
};

type Row = { createdTime: Date; updatedTime: Date | null } & Omit<
  Cluster,
  'createdTime' | 'updatedTime'
>;

const toCluster = (row: Row): Cluster => ({
  ...row,
  createdTime: row.createdTime.toISOString(),
  updatedTime: isoTime(row.updatedTime),
});

function listed(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(cluster)
    .innerJoin(clusterType, eq(clusterType.id, cluster.clusterTypeId))
    .where(and(eq(cluster.isActive, true), where));
}

const SORT = {
  id: cluster.id,
  clusterCode: cluster.clusterCode,
  clusterDescription: cluster.clusterDescription,
};

export async function searchClusters(db: DbOrTx, q: ClusterSearch): Promise<ClusterListResponse> {
  const where: SQL[] = [];
  if (q.clusterId !== undefined) where.push(eq(cluster.id, q.clusterId));
  if (q.isEnabled !== undefined) where.push(eq(cluster.isEnabled, q.isEnabled));
  if (q.ClusterTypeId !== undefined) where.push(eq(cluster.clusterTypeId, q.ClusterTypeId));
  if (q.keyword) {
    where.push(
      or(
        ilikeContains(cluster.clusterCode, q.keyword),
        ilikeContains(cluster.clusterDescription, q.keyword),
      )!,
    );
  }
  const condition = and(eq(cluster.isActive, true), ...where);
  const [[total], rows] = await readTogether(db, [
    () => db.select({ n: count() }).from(cluster).where(condition),
    () =>
      listed(db, and(...where))
        // id breaks ties, so paging is stable whatever the sort column.
        .orderBy(ordered(SORT[q.sortField], q.sortOrder), ordered(cluster.id, q.sortOrder))
        .limit(q.pageSize)
        .offset(pageOffset(q)),
  ]);
  return {
    ...SUCCESS,
    listCluster: rows.map(toCluster),
    total: total?.n ?? 0,
  };
}

/** Enabled clusters (of a type) for forms: the only ones a mapping may reference. */
export async function enabledClusters(
  db: DbOrTx,
  clusterTypeId?: number,
): Promise<ClusterListResponse> {
  const rows = await listed(
    db,
    and(
      eq(cluster.isEnabled, true),
      clusterTypeId === undefined ? undefined : eq(cluster.clusterTypeId, clusterTypeId),
    ),
  ).orderBy(cluster.clusterCode);
  return {
    ...SUCCESS,
    listCluster: rows.map(toCluster),
    total: rows.length,
  };
}

export async function clustersByIds(db: DbOrTx, ids: number[]): Promise<Cluster[]> {
  if (ids.length === 0) return [];
  const rows = await listed(db, inArray(cluster.id, ids)).orderBy(cluster.id);
  return rows.map(toCluster);
}

export async function getCluster(db: DbOrTx, id: number): Promise<Cluster> {
  const [row] = await listed(db, eq(cluster.id, id));
  if (!row) throw notFoundError();
  return toCluster(row);
}

export async function clusterTypes(db: DbOrTx): Promise<ClusterType[]> {
  return db.select().from(clusterType).orderBy(clusterType.id);
}

import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { BranchClusterCommand, ClusterBranchMapping } from '@dealer/contracts';
import type { DbOrTx } from '../../db/client';
import { branch, branchCluster, branchType, cluster } from '../../db/schema/index';
import type { BranchScope } from '../../platform/access/branchScope';
import { isoTime, ordered, pageOffset } from '../../platform/records/query';
import { notFoundError } from '../../platform/records/versioned';
import { listableBranch } from '../branch/public';
import { readTogether } from '../../db/together';

const columns = {
  id: branchCluster.id,
  clusterId: branchCluster.clusterId,
  clusterCode: cluster.clusterCode,
  clusterDescription: cluster.clusterDescription,
  branchId: branchCluster.branchId,
  branchCode: branch.branchCode,
  branchDescription: branch.branchDescription,
  isEnabled: branchCluster.isEnabled,
  version: branchCluster.version,
  createdTime: branchCluster.createdTime,
  updatedTime: branchCluster.updatedTime,
};

/** Active mappings of listable branches in the scope (a branch user sees only its own). */
function visible(scope: BranchScope, where?: SQL): SQL {
  return and(
    eq(branchCluster.isActive, true),
    eq(cluster.isActive, true),
    listableBranch(scope),
    where,
  )!;
}

function selectMappings(db: DbOrTx, condition: SQL) {
  return db
    .select(columns)
    .from(branchCluster)
    .innerJoin(cluster, eq(cluster.id, branchCluster.clusterId))
    .innerJoin(branch, eq(branch.id, branchCluster.branchId))
    .innerJoin(branchType, eq(branchType.id, branch.branchTypeId))
    .where(condition);
}

type Row = Awaited<ReturnType<typeof selectMappings>>[number];
const toMapping = (r: Row): ClusterBranchMapping => ({
  ...r,
  createdTime: r.createdTime.toISOString(),
  updatedTime: isoTime(r.updatedTime),
});

export type MappingSearch = Omit<Extract<BranchClusterCommand, { action: 'Search' }>, 'action'>;

const SORT = {
  id: branchCluster.id,
  clusterCode: cluster.clusterCode,
  clusterDescription: cluster.clusterDescription,
  branchCode: branch.branchCode,
  branchDescription: branch.branchDescription,
  isEnabled: branchCluster.isEnabled,
};

export async function searchMappings(
  db: DbOrTx,
  scope: BranchScope,
  q: MappingSearch,
): Promise<{ clusterBranches: ClusterBranchMapping[]; total: number }> {
  const condition = visible(
    scope,
    and(
      q.clusterid === undefined ? undefined : eq(branchCluster.clusterId, q.clusterid),
      q.isEnabled === undefined ? undefined : eq(branchCluster.isEnabled, q.isEnabled),
    ),
  );
  const [[total], rows] = await readTogether(db, [
    () =>
      db
        .select({ n: count() })
        .from(branchCluster)
        .innerJoin(cluster, eq(cluster.id, branchCluster.clusterId))
        .innerJoin(branch, eq(branch.id, branchCluster.branchId))
        .innerJoin(branchType, eq(branchType.id, branch.branchTypeId))
        .where(condition),
    () =>
      selectMappings(db, condition)
        // id breaks ties, so paging is stable whatever the sort column.
        .orderBy(ordered(SORT[q.sortField], q.sortOrder), ordered(branchCluster.id, q.sortOrder))
        .limit(q.pageSize)
        .offset(pageOffset(q)),
  ]);
  return { clusterBranches: rows.map(toMapping), total: total?.n ?? 0 };
}

/** Enabled mappings of enabled clusters: what forms may offer. */
export async function enabledMappings(
  db: DbOrTx,
  scope: BranchScope,
): Promise<ClusterBranchMapping[]> {
  const rows = await selectMappings(
    db,
    visible(scope, and(eq(branchCluster.isEnabled, true), eq(cluster.isEnabled, true))),
  ).orderBy(cluster.clusterCode, branch.branchCode);
  return rows.map(toMapping);
}

export async function getMapping(
  db: DbOrTx,
  scope: BranchScope,
  id: number,
): Promise<ClusterBranchMapping> {
  const [row] = await selectMappings(db, visible(scope, eq(branchCluster.id, id)));
  if (!row) throw notFoundError();
  return toMapping(row);
}

export async function mappingsByIds(
  db: DbOrTx,
  scope: BranchScope,
  ids: number[],
): Promise<ClusterBranchMapping[]> {
  if (ids.length === 0) return [];
  const rows = await selectMappings(db, visible(scope, inArray(branchCluster.id, ids))).orderBy(
    branchCluster.id,
  );
  return rows.map(toMapping);
}

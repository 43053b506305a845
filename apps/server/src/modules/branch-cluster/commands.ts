import { eq, inArray } from 'drizzle-orm';
import type { BulkAction, BulkRequest, ClusterBranchMapping } from '@dealer/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { branch, branchCluster, cluster } from '../../db/schema/index';
import { runBulk, type BulkTarget } from '../../platform/records/bulk';
import { assertNoConflicts, assertValid } from '../../platform/records/unique';
import { softDelete, updateVersioned } from '../../platform/records/versioned';
import { ALL } from '../branch/public';
import { getMapping, mappingsByIds } from './query';
import { enabledMappingOf, mappingConflicts, mappingReferences, type MappingInput } from './rules';

const PREFIX = 'clusterBranchMapping';

export async function addMappings(
  db: Db,
  inputs: MappingInput[],
  actor: string,
): Promise<ClusterBranchMapping[]> {
  return db.transaction(async (tx) => {
    const refs = await mappingReferences(tx, inputs, PREFIX);
    assertValid(refs.errors);
    assertNoConflicts(await mappingConflicts(tx, inputs, refs, PREFIX));
    const rows = await tx
      .insert(branchCluster)
      .values(
        inputs.map((m) => ({
          clusterId: m.clusterId,
          branchId: m.branchId,
          isEnabled: m.isEnabled,
          createdBy: actor,
        })),
      )
      .returning({ id: branchCluster.id });
    return mappingsByIds(
      tx,
      ALL,
      rows.map((r) => r.id),
    );
  });
}

export async function editMapping(
  db: Db,
  input: MappingInput & { id: number; version: number },
  actor: string,
): Promise<ClusterBranchMapping> {
  return db.transaction(async (tx) => {
    await getMapping(tx, ALL, input.id);
    const refs = await mappingReferences(tx, [input]);
    assertValid(refs.errors);
    assertNoConflicts(await mappingConflicts(tx, [input], refs, undefined, input.id));
    const { id, version, clusterId, branchId, isEnabled } = input;
    await updateVersioned(
      tx,
      branchCluster,
      id,
      version,
      { clusterId, branchId, isEnabled },
      actor,
    );
    return getMapping(tx, ALL, id);
  });
}

export async function removeMapping(
  db: Db,
  input: { id: number; version?: number | undefined },
  actor: string,
): Promise<ClusterBranchMapping> {
  return db.transaction(async (tx) => {
    const existing = await getMapping(tx, ALL, input.id);
    await softDelete(tx, branchCluster, input.id, input.version, actor);
    return existing;
  });
}

/** Activating: the cluster must be enabled and the branch must have no other enabled mapping. */
async function refuseActivation(
  tx: DbOrTx,
  action: BulkAction,
  ids: number[],
): Promise<Map<number, string>> {
  const refusals = new Map<number, string>();
  if (action !== 'Active') return refusals;
  const rows = await tx
    .select({
      id: branchCluster.id,
      branchId: branchCluster.branchId,
      branchCode: branch.branchCode,
      clusterCode: cluster.clusterCode,
      clusterEnabled: cluster.isEnabled,
    })
    .from(branchCluster)
    .innerJoin(cluster, eq(cluster.id, branchCluster.clusterId))
    .innerJoin(branch, eq(branch.id, branchCluster.branchId))
    .where(inArray(branchCluster.id, ids))
    .orderBy(branchCluster.id);
  const others = await enabledMappingOf(
    tx,
    rows.map((r) => r.branchId),
    ids,
  );
  const chosen = new Map<number, string>();
  for (const r of rows) {
    const other = others.get(r.branchId) ?? chosen.get(r.branchId);
    if (!r.clusterEnabled) refusals.set(r.id, `Cluster ${r.clusterCode} is not enabled`);
    else if (other !== undefined)
      refusals.set(r.id, `Branch ${r.branchCode} already has an enabled mapping to ${other}`);
    else chosen.set(r.branchId, r.clusterCode);
  }
  return refusals;
}

const bulkTarget: BulkTarget = {
  table: branchCluster,
  async keys(tx, ids) {
    const rows = await mappingsByIds(tx, ALL, ids);
    return new Map(rows.map((m) => [m.id, `[${m.clusterCode} x ${m.branchCode}]`]));
  },
  refuse: refuseActivation,
};

export const bulkMappings = (db: Db, request: BulkRequest, actor: string) =>
  runBulk(db, bulkTarget, request, actor);

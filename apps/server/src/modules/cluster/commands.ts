import { and, eq, inArray } from 'drizzle-orm';
import type { BulkRequest, Cluster, ClusterEdit, ClusterInput } from '@dealer/contracts';
import type { Db } from '../../db/client';
import { cluster } from '../../db/schema/index';
import { runBulk, type BulkTarget } from '../../platform/records/bulk';
import { AppError } from '../../platform/http/errors';
import { assertNoConflicts, assertValid, duplicateErrors } from '../../platform/records/unique';
import { notFoundError, softDelete, updateVersioned } from '../../platform/records/versioned';
import { clustersByIds, getCluster } from './query';
import { clustersInUse, inUseMessage, takenClusterCodes, unknownClusterTypes } from './rules';

const codeRule = {
  field: 'clusterCode',
  label: 'Cluster code',
  value: (c: ClusterInput) => c.clusterCode,
};

export async function addClusters(
  db: Db,
  inputs: ClusterInput[],
  actor: string,
): Promise<Cluster[]> {
  return db.transaction(async (tx) => {
    assertValid(
      await unknownClusterTypes(
        tx,
        inputs.map((c) => c.clusterTypeId),
        (i) => `clusters.${i}.clusterTypeId`,
      ),
    );
    const taken = await takenClusterCodes(
      tx,
      inputs.map((c) => c.clusterCode),
    );
    assertNoConflicts(duplicateErrors(inputs, codeRule, taken, 'clusters'));
    const rows = await tx
      .insert(cluster)
      .values(inputs.map((c) => ({ ...c, createdBy: actor })))
      .returning({ id: cluster.id });
    return clustersByIds(
      tx,
      rows.map((r) => r.id),
    );
  });
}

export async function editCluster(db: Db, input: ClusterEdit, actor: string): Promise<Cluster> {
  return db.transaction(async (tx) => {
    assertValid(await unknownClusterTypes(tx, [input.clusterTypeId], () => 'clusterTypeId'));
    const taken = await takenClusterCodes(tx, [input.clusterCode], input.id);
    assertNoConflicts(duplicateErrors([input], codeRule, taken));
    const { id, version, ...values } = input;
    await updateVersioned(tx, cluster, id, version, values, actor);
    return getCluster(tx, id);
  });
}

export async function deleteCluster(
  db: Db,
  input: { clusterid: number; version?: number | undefined },
  actor: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await getCluster(tx, input.clusterid).catch(() => {
      throw notFoundError();
    });
    const mappings = (await clustersInUse(tx, [input.clusterid])).get(input.clusterid);
    if (mappings) throw new AppError(409, 'CONFLICT', inUseMessage(existing.clusterCode, mappings));
    await softDelete(tx, cluster, input.clusterid, input.version, actor);
  });
}

const bulkTarget: BulkTarget = {
  table: cluster,
  async keys(tx, ids) {
    const rows = await tx
      .select({ id: cluster.id, code: cluster.clusterCode })
      .from(cluster)
      .where(and(inArray(cluster.id, ids), eq(cluster.isActive, true)));
    return new Map(rows.map((r) => [r.id, `[${r.code}]`]));
  },
  async refuse(tx, action, ids) {
    if (action !== 'Delete') return new Map();
    const inUse = await clustersInUse(tx, ids);
    const codes = await this.keys(tx, [...inUse.keys()]);
    return new Map([...inUse].map(([id, n]) => [id, inUseMessage(codes.get(id)!.slice(1, -1), n)]));
  },
};

export const bulkClusters = (db: Db, request: BulkRequest, actor: string) =>
  runBulk(db, bulkTarget, request, actor);

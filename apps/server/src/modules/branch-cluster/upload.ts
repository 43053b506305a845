import { ZClusterBranchInput, type ClusterBranchInput } from '@dealer/contracts';
import { and, eq } from 'drizzle-orm';
import { branch, branchCluster, branchType, cluster } from '../../db/schema/index';
import type { UploadModule } from '../../platform/upload/types';
import { ALL, listableBranch } from '../branch/public';
import { uploadFlag } from '../../platform/upload/uploadFlag';
import { enabledMappingOf, takenPairs } from './rules';
import { readTogether } from '../../db/together';

interface Lookups {
  clusters: Map<string, { id: number; code: string }>;
  branches: Map<string, { id: number; code: string }>;
  clusterCodes: Map<number, string>;
}

/** Mapping upload (spec 1 section 5): ClusterCode (enabled clusters) and BranchCode map to ids. */
export const branchClusterUpload: UploadModule<ClusterBranchInput, Lookups> = {
  name: 'branchcluster',
  columns: [
    { name: 'ClusterCode', mandatory: true, example: 'CL-JKT-01' },
    { name: 'BranchCode', mandatory: true, example: 'T010' },
    { name: 'Status', mandatory: true, example: '1' },
  ],
  async lookups(db) {
    const [clusters, branches] = await readTogether(db, [
      () =>
        db
          .select({ id: cluster.id, code: cluster.clusterCode })
          .from(cluster)
          .where(and(eq(cluster.isActive, true), eq(cluster.isEnabled, true))),
      () =>
        db
          .select({ id: branch.id, code: branch.branchCode })
          .from(branch)
          .innerJoin(branchType, eq(branchType.id, branch.branchTypeId))
          .where(listableBranch(ALL)),
    ]);
    return {
      clusters: new Map(clusters.map((c) => [c.code.toLowerCase(), c])),
      branches: new Map(branches.map((b) => [b.code.toLowerCase(), b])),
      clusterCodes: new Map(clusters.map((c) => [c.id, c.code])),
    };
  },
  toInput(row, { clusters, branches }) {
    const clusterCode = row.text('ClusterCode');
    const branchCode = row.text('BranchCode');
    const c = clusters.get(clusterCode.toLowerCase());
    const b = branches.get(branchCode.toLowerCase());
    if (!c) row.unknown('ClusterCode', clusterCode);
    if (!b) row.unknown('BranchCode', branchCode);
    return {
      clusterId: c?.id,
      branchId: b?.id,
      branchCode: b?.code,
      isEnabled: uploadFlag(row, 'Status'),
    };
  },
  schema: ZClusterBranchInput,
  columnOf: { clusterId: 'ClusterCode', branchId: 'BranchCode', isEnabled: 'Status' },
  unique: [
    {
      column: 'BranchCode',
      label: 'Mapping',
      key: (m, { clusterCodes }) =>
        m.clusterId === undefined || m.branchCode === undefined
          ? undefined
          : `${clusterCodes.get(m.clusterId)} x ${m.branchCode}`,
      async taken(db, keys) {
        // keys are 'cl-jkt-01 x t010' (normalised); resolve them back to ids for one query.
        const lookups = await branchClusterUpload.lookups(db);
        const pairs = keys.flatMap((k) => {
          const [c, b] = k.split(' x ');
          const clusterRow = lookups.clusters.get(c ?? '');
          const branchRow = lookups.branches.get(b ?? '');
          return clusterRow && branchRow
            ? [{ clusterId: clusterRow.id, branchId: branchRow.id, k }]
            : [];
        });
        const taken = await takenPairs(db, pairs);
        return new Set(
          pairs.filter((p) => taken.has(`${p.clusterId}|${p.branchId}`)).map((p) => p.k),
        );
      },
    },
    {
      column: 'BranchCode',
      label: 'Enabled mapping of branch',
      key: (m) => (m.isEnabled ? m.branchCode : undefined),
      async taken(db, keys) {
        const lookups = await branchClusterUpload.lookups(db);
        const ids = keys.flatMap((k) => lookups.branches.get(k)?.id ?? []);
        const enabled = await enabledMappingOf(db, ids);
        return new Set(keys.filter((k) => enabled.has(lookups.branches.get(k)?.id ?? 0)));
      },
    },
  ],
  async insert(tx, inputs, actor) {
    for (let i = 0; i < inputs.length; i += 1000) {
      await tx.insert(branchCluster).values(
        inputs.slice(i, i + 1000).map((m) => ({
          clusterId: m.clusterId,
          branchId: m.branchId,
          isEnabled: m.isEnabled,
          createdBy: actor,
        })),
      );
    }
    return inputs.length;
  },
};

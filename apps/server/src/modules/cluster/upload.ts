import { ZClusterInput, type ClusterInput } from '@dealer/contracts';
import { cluster, clusterType } from '../../db/schema/index';
import type { UploadModule } from '../../platform/upload/types';
import { uploadFlag } from '../../platform/upload/uploadFlag';
import { takenClusterCodes } from './rules';

/** Cluster upload (spec 1 section 5): ClusterTypeCode maps to its id; Status 1 = enabled. */
export const clusterUpload: UploadModule<ClusterInput, Map<string, number>> = {
  name: 'cluster',
  columns: [
    { name: 'ClusterCode', mandatory: true, example: 'CL-JKT-09' },
    { name: 'ClusterTypeCode', mandatory: true, example: 'TD' },
    { name: 'ClusterDescription', mandatory: true, example: 'Jakarta Barat' },
    { name: 'Status', mandatory: true, example: '1' },
  ],
  async lookups(db) {
    const types = await db.select().from(clusterType);
    return new Map(types.map((t) => [t.clusterTypeCode.toLowerCase(), t.id]));
  },
  toInput(row, types) {
    const typeCode = row.text('ClusterTypeCode');
    const clusterTypeId = types.get(typeCode.toLowerCase());
    if (clusterTypeId === undefined) row.unknown('ClusterTypeCode', typeCode);
    return {
      clusterCode: row.text('ClusterCode'),
      clusterTypeId,
      clusterDescription: row.text('ClusterDescription'),
      isEnabled: uploadFlag(row, 'Status'),
    };
  },
  schema: ZClusterInput,
  columnOf: {
    clusterCode: 'ClusterCode',
    clusterTypeId: 'ClusterTypeCode',
    clusterDescription: 'ClusterDescription',
    isEnabled: 'Status',
  },
  unique: [
    {
      column: 'ClusterCode',
      label: 'Cluster code',
      key: (c) => c.clusterCode,
      taken: (db, keys) => takenClusterCodes(db, keys),
    },
  ],
  async insert(tx, inputs, actor) {
    for (let i = 0; i < inputs.length; i += 1000) {
      await tx
        .insert(cluster)
        .values(inputs.slice(i, i + 1000).map((c) => ({ ...c, createdBy: actor })));
    }
    return inputs.length;
  },
};

import { z } from 'zod';
import { id, int4, list, trimmed } from './bounds';
import { ZAck } from './envelope';
import { ZAudit, ZListPaging, ZSortOrder } from './master';

/** Cluster type 1 is 'Test Drive Cluster', the default. */
export const TEST_DRIVE_CLUSTER_TYPE_ID = 1;

export const ZClusterType = z.object({
  id: z.number().int(),
  clusterTypeCode: z.string(),
  clusterTypeDesc: z.string(),
});
export type ClusterType = z.infer<typeof ZClusterType>;

export const ZCluster = ZAudit.extend({
  id: z.number().int(),
  clusterCode: z.string(),
  clusterTypeId: z.number().int(),
  clusterTypeCode: z.string(),
  clusterTypeDesc: z.string(),
  clusterDescription: z.string(),
  isEnabled: z.boolean(),
  isActive: z.boolean(),
});
export type Cluster = z.infer<typeof ZCluster>;

const clusterFields = {
  clusterCode: trimmed(20, 'clusterCode has at most 20 characters').min(
    1,
    'clusterCode is required',
  ),
  clusterTypeId: id('clusterTypeId is required'),
  clusterDescription: trimmed(200, 'clusterDescription has at most 200 characters').min(
    1,
    'clusterDescription is required',
  ),
  isEnabled: z.boolean(),
};
export const ZClusterInput = z.object(clusterFields);
export type ClusterInput = z.infer<typeof ZClusterInput>;

/** POST /api/testdrive/cluster/getall — enabled clusters of a type, for forms. */
export const ZClusterGetAllRequest = z.object({ ClusterTypeId: int4().optional() });
export const ZClusterListResponse = ZAck.extend({
  listCluster: z.array(ZCluster),
  total: z.number().int(),
});
export type ClusterListResponse = z.infer<typeof ZClusterListResponse>;

/** GET /api/testdrive/clusterType/getall */
export const ZClusterTypeListResponse = ZAck.extend({ listClusterType: z.array(ZClusterType) });

/** POST /api/testdrive/cluster/search — sorted by id descending unless asked otherwise. */
export const ZClusterSearch = ZListPaging.extend({
  clusterId: int4().optional(),
  isEnabled: z.boolean().optional(),
  ClusterTypeId: int4().optional(),
  keyword: trimmed(100).optional(),
  sortField: z.enum(['id', 'clusterCode', 'clusterDescription']).default('id'),
  sortOrder: ZSortOrder.default('descend'),
});
export type ClusterSearch = z.infer<typeof ZClusterSearch>;

/** POST /api/testdrive/cluster/getbyid */
export const ZClusterGetById = z.object({ clusterid: id() });
export const ZClusterResponse = ZAck.extend({ cluster: ZCluster });

/** POST /api/testdrive/cluster/addmultiple — a list; all rows or none. */
export const ZClusterAddMultiple = list(ZClusterInput, 1000).min(1);
/** POST /api/testdrive/cluster/edit */
export const ZClusterEdit = ZClusterInput.extend({ id: id(), version: id() });
export type ClusterEdit = z.infer<typeof ZClusterEdit>;
/** POST /api/testdrive/cluster/delete */
export const ZClusterDelete = z.object({ clusterid: id(), version: id().optional() });

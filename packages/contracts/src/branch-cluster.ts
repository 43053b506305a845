import { z } from 'zod';
import { id, list, trimmed } from './bounds';
import { ZAck } from './envelope';
import { ZAudit, ZListPaging, ZSortOrder } from './master';

export const ZClusterBranchMapping = ZAudit.extend({
  id: z.number().int(),
  clusterId: z.number().int(),
  clusterCode: z.string(),
  clusterDescription: z.string(),
  branchId: z.number().int(),
  branchCode: z.string(),
  branchDescription: z.string(),
  isEnabled: z.boolean(),
});
export type ClusterBranchMapping = z.infer<typeof ZClusterBranchMapping>;

export const ZClusterBranchInput = z.object({
  clusterId: id('clusterId is required'),
  branchId: id('branchId is required'),
  branchCode: trimmed(10).optional(),
  isEnabled: z.boolean(),
});
export type ClusterBranchInput = z.infer<typeof ZClusterBranchInput>;

/** The Search's sort columns; by id descending unless asked otherwise. */
export const MAPPING_SORT_FIELDS = [
  'id',
  'clusterCode',
  'clusterDescription',
  'branchCode',
  'branchDescription',
  'isEnabled',
] as const;

/** POST /api/testdrive/branchcluster — action-style, reads and writes on one path. */
export const ZBranchClusterCommand = z.discriminatedUnion('action', [
  z.object({ action: z.literal('DisplayAll') }),
  z.object({ action: z.literal('Display'), id: id() }),
  ZListPaging.extend({
    action: z.literal('Search'),
    clusterid: id().optional(),
    isEnabled: z.boolean().optional(),
    sortField: z.enum(MAPPING_SORT_FIELDS).default('id'),
    sortOrder: ZSortOrder.default('descend'),
  }),
  z.object({
    action: z.literal('Add'),
    clusterBranchMapping: list(ZClusterBranchInput, 1000).min(1),
  }),
  z.object({
    action: z.literal('Edit'),
    id: id(),
    version: id(),
    clusterId: id('clusterId is required'),
    branchId: id('branchId is required'),
    isEnabled: z.boolean(),
  }),
  z.object({
    action: z.literal('Remove'),
    id: id(),
    version: id().optional(),
  }),
]);
export type BranchClusterCommand = z.infer<typeof ZBranchClusterCommand>;
export const ZBranchClusterResponse = z.array(
  ZAck.extend({ clusterBranches: z.array(ZClusterBranchMapping), total: z.number().int() }),
);
export type BranchClusterResponse = z.infer<typeof ZBranchClusterResponse>;

import { z } from 'zod';
import { ZAck } from './envelope';
import { ZAudit, ZListPaging } from './master';

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
  clusterId: z.number().int().positive('clusterId is required'),
  branchId: z.number().int().positive('branchId is required'),
  branchCode: z.string().trim().max(10).optional(),
  isEnabled: z.boolean(),
});
export type ClusterBranchInput = z.infer<typeof ZClusterBranchInput>;

/** POST /api/testdrive/branchcluster — action-style, reads and writes on one path. */
export const ZBranchClusterCommand = z.discriminatedUnion('action', [
  z.object({ action: z.literal('DisplayAll') }),
  z.object({ action: z.literal('Display'), id: z.number().int().positive() }),
  ZListPaging.extend({
    action: z.literal('Search'),
    clusterid: z.number().int().positive().optional(),
    isEnabled: z.boolean().optional(),
  }),
  z.object({
    action: z.literal('Add'),
    clusterBranchMapping: z.array(ZClusterBranchInput).min(1).max(1000),
  }),
  z.object({
    action: z.literal('Edit'),
    id: z.number().int().positive(),
    version: z.number().int().positive(),
    clusterId: z.number().int().positive('clusterId is required'),
    branchId: z.number().int().positive('branchId is required'),
    isEnabled: z.boolean(),
  }),
  z.object({
    action: z.literal('Remove'),
    id: z.number().int().positive(),
    version: z.number().int().positive().optional(),
  }),
]);
export type BranchClusterCommand = z.infer<typeof ZBranchClusterCommand>;
export const ZBranchClusterResponse = z.array(
  ZAck.extend({ clusterBranches: z.array(ZClusterBranchMapping), total: z.number().int() }),
);
export type BranchClusterResponse = z.infer<typeof ZBranchClusterResponse>;

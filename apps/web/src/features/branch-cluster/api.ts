import {
  MAPPING_SORT_FIELDS,
  ZBranchClusterResponse,
  type ClusterBranchInput,
  type ClusterBranchMapping,
} from '@dealer/contracts/branch-cluster';
import { MASTER_API, type BulkAction, type BulkResponse } from '@dealer/contracts/master';
import { ApiError } from '../../shared/api/ApiError';
import { apiPost } from '../../shared/api/client';
import { expectReply } from '../../shared/api/expectReply';
import { postMasterBulk, postMasterCommand } from '../../shared/kit/commands';
import { sortOf, type ListQuery } from '../../shared/kit/search';

const API = MASTER_API.branchCluster;
export const mappingKeys = { all: ['branch-cluster'] as const };

/** The list's search body for a query (the export sends the same). */
export function toMappingSearch(query: ListQuery) {
  const { clusterid, isEnabled } = query.filters;
  return {
    action: 'Search',
    clusterid: typeof clusterid === 'number' ? clusterid : undefined,
    isEnabled: typeof isEnabled === 'boolean' ? isEnabled : undefined,
    page: query.page,
    pageSize: query.pageSize,
    ...sortOf(query, MAPPING_SORT_FIELDS),
  };
}

export async function searchMappings(query: ListQuery, signal: AbortSignal) {
  const body = toMappingSearch(query);
  const [head] = expectReply(ZBranchClusterResponse, await apiPost(API.command, body, { signal }));
  return { rows: head?.clusterBranches ?? [], total: head?.total ?? 0 };
}

export async function getMapping(id: number, signal: AbortSignal): Promise<ClusterBranchMapping> {
  const reply = await apiPost(API.command, { action: 'Display', id }, { signal, handles: [404] });
  const mapping = expectReply(ZBranchClusterResponse, reply)[0]?.clusterBranches[0];
  if (!mapping) throw new ApiError('Data not found!', { status: 404, notified: false });
  return mapping;
}

/** One Add with the list: every branch mapped to the cluster, or none. */
export const createMappings = (inputs: ClusterBranchInput[]) =>
  postMasterCommand(API.command, { action: 'Add', clusterBranchMapping: inputs });

export const updateMapping = (
  input: ClusterBranchInput,
  row: Pick<ClusterBranchMapping, 'id' | 'version'>,
) =>
  postMasterCommand(API.command, {
    action: 'Edit',
    id: row.id,
    version: row.version,
    clusterId: input.clusterId,
    branchId: input.branchId,
    isEnabled: input.isEnabled,
  });

export const bulkMappings = (action: BulkAction, rows: readonly ClusterBranchMapping[]) =>
  postMasterBulk<BulkResponse>(API.bulk, {
    action,
    items: rows.map((row) => ({ id: row.id, version: row.version })),
  });

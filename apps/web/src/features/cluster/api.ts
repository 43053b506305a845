import {
  ZClusterListResponse,
  ZClusterResponse,
  type Cluster,
  type ClusterInput,
  type ClusterSearch,
} from '@dealer/contracts/cluster';
import { MASTER_API, type BulkAction, type BulkResponse } from '@dealer/contracts/master';
import { apiPost } from '../../shared/api/client';
import { expectReply } from '../../shared/api/expectReply';
import { postMasterBulk, postMasterCommand } from '../../shared/kit/commands';
import type { ListQuery } from '../../shared/kit/search';

const API = MASTER_API.cluster;
export const clusterKeys = { all: ['cluster'] as const };

const SORT_FIELDS = ['id', 'clusterCode', 'clusterDescription'] as const;
type SortField = (typeof SORT_FIELDS)[number];

/** The list's query as the search call takes it; by id descending unless a column says otherwise. */
export function toClusterSearch(query: ListQuery): ClusterSearch {
  const { clusterId, isEnabled, ClusterTypeId } = query.filters;
  const sortField = SORT_FIELDS.includes(query.sortField as SortField)
    ? (query.sortField as SortField)
    : 'id';
  return {
    clusterId: typeof clusterId === 'number' ? clusterId : undefined,
    isEnabled: typeof isEnabled === 'boolean' ? isEnabled : undefined,
    ClusterTypeId: typeof ClusterTypeId === 'number' ? ClusterTypeId : undefined,
    page: query.page,
    pageSize: query.pageSize,
    sortField,
    sortOrder: query.sortField ? (query.sortOrder ?? 'descend') : 'descend',
  };
}

export async function searchClusters(query: ListQuery, signal: AbortSignal) {
  const reply = await apiPost(API.search, toClusterSearch(query), { signal });
  const list = expectReply(ZClusterListResponse, reply);
  return { rows: list.listCluster, total: list.total };
}

/** A missing cluster is a 404 the form reports itself ('Data not found!'). */
export async function getCluster(id: number, signal: AbortSignal): Promise<Cluster> {
  const reply = await apiPost(API.getById, { clusterid: id }, { signal, handles: [404] });
  return expectReply(ZClusterResponse, reply).cluster;
}

/** addmultiple takes a list; the form adds one. */
export const createCluster = (input: ClusterInput) => postMasterCommand(API.addMultiple, [input]);

export const updateCluster = (input: ClusterInput, row: Pick<Cluster, 'id' | 'version'>) =>
  postMasterCommand(API.edit, { ...input, id: row.id, version: row.version });

export const bulkClusters = (action: BulkAction, rows: readonly Cluster[]) =>
  postMasterBulk<BulkResponse>(API.bulk, {
    action,
    items: rows.map((row) => ({ id: row.id, version: row.version })),
  });

import {
  BRANCH_SORT_FIELDS,
  ZMasterBranchListResponse,
  type MasterBranch,
  type MasterBranchInput,
} from '@dealer/contracts/branch';
import { MASTER_API, type BulkAction, type BulkResponse } from '@dealer/contracts/master';
import { ApiError } from '../../shared/api/ApiError';
import { apiPost } from '../../shared/api/client';
import { expectReply } from '../../shared/api/expectReply';
import { postMasterBulk, postMasterCommand } from '../../shared/kit/commands';
import { sortOf, type ListQuery } from '../../shared/kit/search';

const API = MASTER_API.branch;
export const branchKeys = { all: ['branch'] as const };

/** The list's search body for a query (the export sends the same). */
export function toBranchSearch(query: ListQuery) {
  const { branchCode, regionCode, isEnabled } = query.filters;
  return {
    action: 'Search',
    branchCode: typeof branchCode === 'string' ? branchCode : undefined,
    regionCode: typeof regionCode === 'string' ? regionCode : undefined,
    isEnabled: typeof isEnabled === 'boolean' ? isEnabled : undefined,
    page: query.page,
    pageSize: query.pageSize,
    ...sortOf(query, BRANCH_SORT_FIELDS),
  };
}

export async function searchBranches(query: ListQuery, signal: AbortSignal) {
  const body = toBranchSearch(query);
  const [head] = expectReply(ZMasterBranchListResponse, await apiPost(API.query, body, { signal }));
  return { rows: head?.listBranch ?? [], total: head?.total ?? 0 };
}

/** Display of one branch; a missing one (404 or an empty list) reads as 'Data not found!'. */
export async function getBranch(id: number, signal: AbortSignal): Promise<MasterBranch> {
  const reply = await apiPost(
    API.query,
    { action: 'Display', masterBranch: { id } },
    { signal, handles: [404] },
  );
  const branch = expectReply(ZMasterBranchListResponse, reply)[0]?.listBranch[0];
  if (!branch) throw new ApiError('Data not found!', { status: 404, notified: false });
  return branch;
}

export const createBranch = (input: MasterBranchInput) =>
  postMasterCommand(API.command, { action: 'Add', masterBranches: [input] });

export const updateBranch = (input: MasterBranchInput, row: Pick<MasterBranch, 'id' | 'version'>) =>
  postMasterCommand(API.command, {
    action: 'Edit',
    masterBranch: { ...input, id: row.id, version: row.version },
  });

export const bulkBranches = (action: BulkAction, rows: readonly MasterBranch[]) =>
  postMasterBulk<BulkResponse>(API.bulk, {
    action,
    items: rows.map((row) => ({ id: row.id, version: row.version })),
  });

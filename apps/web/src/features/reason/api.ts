import { MASTER_API, type BulkAction, type BulkResponse } from '@dealer/contracts/master';
import {
  REASON_SORT_FIELDS,
  ZReasonResponse,
  type Reason,
  type ReasonInput,
} from '@dealer/contracts/reason';
import { ApiError } from '../../shared/api/ApiError';
import { apiPost } from '../../shared/api/client';
import { expectReply } from '../../shared/api/expectReply';
import { postMasterBulk, postMasterCommand } from '../../shared/kit/commands';
import { sortOf, type ListQuery } from '../../shared/kit/search';

const API = MASTER_API.reason;
export const reasonKeys = { all: ['reason'] as const };

/** The list's search body for a query (the export sends the same). */
export function toReasonSearch(query: ListQuery) {
  const { reasonCategoryCode, isEnabled } = query.filters;
  return {
    action: 'Search',
    reasonCategoryCode: typeof reasonCategoryCode === 'string' ? reasonCategoryCode : undefined,
    isEnabled: typeof isEnabled === 'boolean' ? isEnabled : undefined,
    page: query.page,
    pageSize: query.pageSize,
    ...sortOf(query, REASON_SORT_FIELDS),
  };
}

export async function searchReasons(query: ListQuery, signal: AbortSignal) {
  const body = toReasonSearch(query);
  const [head] = expectReply(ZReasonResponse, await apiPost(API.command, body, { signal }));
  return { rows: head?.reasonListMappings ?? [], total: head?.total ?? 0 };
}

export async function getReason(id: number, signal: AbortSignal): Promise<Reason> {
  const reply = await apiPost(
    API.command,
    { action: 'Display', reasonListMappings: [{ id }] },
    { signal, handles: [404] },
  );
  const reason = expectReply(ZReasonResponse, reply)[0]?.reasonListMappings[0];
  if (!reason) throw new ApiError('Data not found!', { status: 404, notified: false });
  return reason;
}

export const createReason = (input: ReasonInput) =>
  postMasterCommand(API.command, { action: 'Add', reasonListMappings: [input] });

export const updateReason = (input: ReasonInput, row: Pick<Reason, 'id' | 'version'>) =>
  postMasterCommand(API.command, {
    action: 'Edit',
    reasonListMappings: [{ ...input, id: row.id, version: row.version }],
  });

export const bulkReasons = (action: BulkAction, rows: readonly Reason[]) =>
  postMasterBulk<BulkResponse>(API.bulk, {
    action,
    items: rows.map((row) => ({ id: row.id, version: row.version })),
  });

import {
  ZBlockCollision,
  ZBlockResponse,
  ZTestDriveUnitListResponse,
  type BookingStatus,
  type TestDriveUnitSearch,
} from '@dealer/contracts/branch-stock';
import { ZErrorBody, type Ack } from '@dealer/contracts/envelope';
import { MASTER_API } from '@dealer/contracts/master';
import { z } from 'zod';
import { isApiError } from '../../shared/api/ApiError';
import { apiPost, isErrorBody } from '../../shared/api/client';
import { expectReply } from '../../shared/api/expectReply';
import type { ListQuery } from '../../shared/kit/search';
import type { BlockVehicleValues } from '../../shared/vehicle/blockForm';
import type { BlockRefusal } from '../../shared/vehicle/blockRefusal';

const API = MASTER_API.branchStock;
export const vehicleKeys = { all: ['vehicles'] as const };

const SORT_FIELDS = ['policeRegNo', 'branchCode', 'modelMaterialDesc'] as const;
type SortField = (typeof SORT_FIELDS)[number];
const BOOKING_STATUSES: readonly number[] = [1, 2, 3];

/**
 * The list query → the unit search. `branchId` is the branch the screen searches: the fixed
 * branch of a branch role, or the one picked (undefined = every branch in scope). Only enabled
 * units: a unit set InActive in Branch Stock is not offered for test drives.
 */
export function toVehicleSearch(
  query: ListQuery,
  branchId: number | undefined,
): TestDriveUnitSearch {
  const f = query.filters;
  const sorted = SORT_FIELDS.includes(query.sortField as SortField) && query.sortOrder;
  return {
    BranchId: branchId,
    IsEnabled: true,
    keyword: typeof f.keyword === 'string' && f.keyword ? f.keyword : undefined,
    BookingStatus:
      typeof f.BookingStatus === 'number' && BOOKING_STATUSES.includes(f.BookingStatus)
        ? (f.BookingStatus as BookingStatus)
        : undefined,
    page: query.page,
    pageSize: query.pageSize,
    sortField: sorted ? (query.sortField as SortField) : 'policeRegNo',
    sortOrder: sorted ? query.sortOrder! : 'ascend',
  };
}

export async function searchVehicles(search: TestDriveUnitSearch, signal: AbortSignal) {
  const reply = await apiPost(API.search, search, { signal });
  const list = expectReply(ZTestDriveUnitListResponse, reply);
  return { rows: list.testDriveUnits, total: list.total };
}

/** A refused block's body: the error envelope, with the orders in the way when those were why. */
const ZBlockRefusalBody = ZErrorBody.extend({
  collidingOrders: z.array(ZBlockCollision).optional(),
});

export type BlockOutcome = { done: true; reply: Ack } | { done: false; refusal: BlockRefusal };

/**
 * POST block for one unit. A refusal the user can act on comes back as `done: false`: 400 (a bad
 * date or reason) and 409 (an overlapping block, or booked orders, listed in collidingOrders).
 * Other failures are shown by the API client and rejected.
 */
export async function blockVehicle(
  testDriveUnitId: number,
  values: BlockVehicleValues,
): Promise<BlockOutcome> {
  try {
    const reply = await apiPost(API.block, { testDriveUnitId, ...values }, { handles: [409] });
    if (isErrorBody(reply)) {
      return { done: false, refusal: { message: reply.message, collidingOrders: [] } };
    }
    return { done: true, reply: expectReply(ZBlockResponse, reply) };
  } catch (error) {
    if (!isApiError(error) || error.status !== 409) throw error;
    const body = ZBlockRefusalBody.safeParse(error.body);
    return {
      done: false,
      refusal: {
        message: body.success ? body.data.message : error.message,
        collidingOrders: body.success ? (body.data.collidingOrders ?? []) : [],
      },
    };
  }
}

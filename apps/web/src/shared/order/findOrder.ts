import { ORDER_API, ZOrderListResponse, type TestDriveOrder } from '@dealer/contracts/order';
import { isApiError } from '../api/ApiError';
import { apiPost } from '../api/client';
import { expectReply } from '../api/expectReply';

/** The order popup's query key; the boards invalidate it under ['order'] after a move. */
export const orderDetailKey = (orderNo: string) => ['order', 'detail', orderNo] as const;

/** POST order/search (actionType GENERAL): the order with that number, or null. */
export async function findOrder(
  orderNo: string,
  signal?: AbortSignal,
): Promise<{ order: TestDriveOrder | null; timeZone: string | null }> {
  try {
    const reply = await apiPost(
      ORDER_API.search,
      { testDriveOrderNo: orderNo, actionType: 'GENERAL' },
      { signal, handles: [404] },
    );
    const list = expectReply(ZOrderListResponse, reply);
    return { order: list.testDriveOrders[0] ?? null, timeZone: list.timeZone };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { order: null, timeZone: null };
    throw error;
  }
}

/**
 * POST order/search (actionType FIND): up to 20 orders of the user's branches whose number,
 * customer name or phone contains the text, newest first.
 */
export async function findOrders(keyword: string, signal?: AbortSignal): Promise<TestDriveOrder[]> {
  const reply = await apiPost(ORDER_API.search, { keyword, actionType: 'FIND' }, { signal });
  return expectReply(ZOrderListResponse, reply).testDriveOrders;
}

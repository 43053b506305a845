import type { BlockResponse } from '@dealer/contracts/branch-stock';

export type CollidingOrder = BlockResponse['collidingOrders'][number];

/**
 * Why the server did not write a block: its message, and the booked orders inside the range when
 * that was the reason (the unit desk rejects or the CRC cancels them first, then blocks again).
 */
export interface BlockRefusal {
  message: string;
  collidingOrders: readonly CollidingOrder[];
}

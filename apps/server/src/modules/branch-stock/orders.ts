import type { z } from 'zod';
import type { ZBlockCollision } from '@dealer/contracts';
import type { DbOrTx } from '../../db/client';

export type BlockCollision = z.infer<typeof ZBlockCollision>;

/**
 * Orders booked on a unit inside a date range. The orders module answers them
 * (order/bookings.ts); the block command refuses, and writes nothing, when this answers any.
 */
export interface BookedOrders {
  findBookedOrders(
    tx: DbOrTx,
    unitId: number,
    start: string,
    end: string,
  ): Promise<BlockCollision[]>;
}

import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { FINAL_STATUSES, type ZBlockCollision } from '@dealer/contracts';
import type { DbOrTx } from '../../db/client';

/**
 * The statuses that release a unit (rejected before the drive, cancelled, completed): an order
 * holds its unit while its status is `not in` these. Orders rejected by the salesman or the
 * system still hold it, because the CRC may re-assign them.
 */
export const RELEASED_STATUSES = sql.raw(`(${FINAL_STATUSES.join(', ')})`);

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

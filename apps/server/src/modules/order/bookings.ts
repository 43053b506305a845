import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { RELEASED_STATUSES, type BlockCollision, type BookedOrders } from '../branch-stock/public';

/**
 * The orders booked on a unit that overlap a block's business days [start, end] (whole days in
 * the business time zone). Blocking answers them and writes nothing (branch-stock/block.ts): the
 * unit desk decides first what happens to each order (reject it with REJECTBYPDI, or the CRC
 * cancels it), then blocks. Nothing moves an order behind a user's back.
 */
export function bookedOrders(timeZone: string): BookedOrders {
  return {
    async findBookedOrders(tx, unitId, start, end): Promise<BlockCollision[]> {
      return rows<BlockCollision>(
        tx,
        sql`select o.test_drive_order_no as "testDriveOrderNo",
            to_json(o.start_date_time) #>> '{}' as "startDateTime",
            to_json(o.end_date_time) #>> '{}' as "endDateTime",
            o.status_code as "statusCode"
          from test_drive_order o
          where o.test_drive_unit_id = ${unitId}
            and o.status_code not in ${RELEASED_STATUSES}
            and o.start_date_time < ((${end}::date + 1)::timestamp at time zone ${timeZone})
            and o.end_date_time > (${start}::date::timestamp at time zone ${timeZone})
          order by o.start_date_time`,
      );
    },
  };
}

import { sql } from 'drizzle-orm';
import { METADATA_TYPE_IDS } from '@dealer/contracts/quest-rules';
import { rows, type DbOrTx } from '../../../db/client';
import { recordAndScore } from './scoring';

/** The order statuses that matter to a salesman's quests, and the event each records. */
const EVENT_OF_STATUS: Partial<Record<number, number>> = {
  2: METADATA_TYPE_IDS.ORDER_ASSIGNED,
  4: METADATA_TYPE_IDS.ORDER_CLAIMED,
  9: METADATA_TYPE_IDS.TEST_DRIVE_COMPLETED,
  16: METADATA_TYPE_IDS.ORDER_COMPLETED,
};

/**
 * Called by the order workflow inside a move's transaction: records the move as a quest event
 * of the order's current salesman (model, material, branch, customer city, order type, location
 * type) and scores it, so the move and its points commit or roll back together. The event id is
 * the order number, the status and the order's version after the move: unique per move.
 */
export async function recordOrderMove(
  tx: DbOrTx,
  orderId: number,
  to: number,
  version: number,
  timeZone = process.env.TZ_BUSINESS ?? 'Asia/Jakarta',
): Promise<void> {
  const metadataTypeId = EVENT_OF_STATUS[to];
  if (metadataTypeId === undefined) return;
  const [order] = await rows<{
    orderNo: string;
    playerNo: string;
    model: string;
    material: string;
    branch: string;
    customerCity: string;
    orderType: string;
    locationType: string;
  }>(
    tx,
    sql`select o.test_drive_order_no as "orderNo", s.employee_no as "playerNo",
          mm.model_material_code as model, m.material_number as material, b.branch_code as branch,
          o.city as "customerCity", o.order_type as "orderType", o.location_type as "locationType"
        from test_drive_order o
        join branch b on b.id = o.branch_id
        join test_drive_unit u on u.id = o.test_drive_unit_id
        join model_material mm on mm.id = u.model_material_id
        join material m on m.id = u.material_id
        join test_drive_order_partner p on p.test_drive_order_id = o.id and p.is_current
        join salesman s on s.id = p.salesman_id
        where o.id = ${orderId}::integer`,
  );
  if (!order) return; // no salesman on the order: nobody to score
  const { orderNo, playerNo, ...data } = order;
  await recordAndScore(
    tx,
    {
      eventId: `TD:${orderNo}:${to}:${version}`,
      metadataTypeId,
      playerNo,
      occurredAt: new Date(),
      data,
      source: 'order',
    },
    timeZone,
  );
}

import { sql } from 'drizzle-orm';
import { METADATA_TYPE_IDS } from '@dealer/contracts/quest-rules';
import { QUEST_COMPANY_CODE } from '@dealer/contracts/quest';
import type { DbOrTx } from '../../../db/client';
import { TIER_PERIODS_COLUMN, type PlayerProfile } from './players';
import { preparedRows } from './prepared';
import { scoreRecorded } from './scoring';
import { SCORING_DIGEST } from './definitions';

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
  // One statement, prepared once per connection: reads the order's details and its salesman's
  // profile (what targeting compares), records the event (once per event id) and answers the
  // digest of the scoring quests. The order read alone cost 0.9 ms of planning per move.
  const occurredAt = new Date();
  const [order] = await preparedRows<
    {
      orderNo: string;
      model: string;
      material: string;
      branch: string;
      customerCity: string;
      orderType: string;
      locationType: string;
      isPlayer: boolean;
      eventPk: number | string | null;
      digest: string;
    } & PlayerProfile
  >(
    tx,
    sql`with o as (
          select o.test_drive_order_no as "orderNo",
            mm.model_material_code as model, m.material_number as material, b.branch_code as branch,
            o.city as "customerCity", o.order_type as "orderType", o.location_type as "locationType",
            s.employee_no as "playerNo", s.employee_name as "playerName", s.is_enabled as "isEnabled",
            sb.branch_code as "branchCode", r.region_code as "areaCode", c.city_code as "cityCode",
            s.player_level as "playerLevel", s.player_tier as "playerTier",
            s.salesman_tier as "salesmanTier", ${TIER_PERIODS_COLUMN},
            sb.company_code = ${QUEST_COMPANY_CODE} and sb.is_active as "isPlayer"
          from test_drive_order o
          join branch b on b.id = o.branch_id
          join test_drive_unit u on u.id = o.test_drive_unit_id
          join model_material mm on mm.id = u.model_material_id
          join material m on m.id = u.material_id
          join test_drive_order_partner p on p.test_drive_order_id = o.id and p.is_current
          join salesman s on s.id = p.salesman_id
          join branch sb on sb.id = s.branch_id
          left join region r on r.id = sb.region_id
          left join branch_city bc on bc.branch_id = sb.id
          left join city c on c.id = bc.city_id
          where o.id = ${orderId}::integer),
        inserted as (
          insert into quest_event (event_id, metadata_type_id, player_no, occurred_at, data, source, source_client)
          select 'TD:' || o."orderNo" || ':' || ${to}::integer || ':' || ${version}::integer,
            ${metadataTypeId}::integer, o."playerNo", ${occurredAt.toISOString()}::timestamptz,
            jsonb_build_object('model', o.model, 'material', o.material, 'branch', o.branch,
              'customerCity', o."customerCity", 'orderType', o."orderType",
              'locationType', o."locationType"),
            'order', ''
          from o
          on conflict (event_id) do nothing
          returning id)
        select o.*, (select id from inserted) as "eventPk", ${SCORING_DIGEST} as digest from o`,
  );
  // No salesman on the order (nobody to score), or the move was recorded already.
  if (!order || order.eventPk === null) return;
  const { orderNo, model, material, branch, customerCity, orderType, locationType } = order;
  const data = { model, material, branch, customerCity, orderType, locationType };
  const player: PlayerProfile = {
    playerNo: order.playerNo,
    playerName: order.playerName,
    isEnabled: order.isEnabled,
    branchCode: order.branchCode,
    areaCode: order.areaCode,
    cityCode: order.cityCode,
    playerLevel: order.playerLevel,
    playerTier: order.playerTier,
    salesmanTier: order.salesmanTier,
    tierPeriods: order.tierPeriods,
  };
  await scoreRecorded(
    tx,
    {
      id: Number(order.eventPk),
      eventId: `TD:${orderNo}:${to}:${version}`,
      metadataTypeId,
      playerNo: player.playerNo,
      occurredAt,
      data,
      source: 'order',
    },
    timeZone,
    // A salesman outside company 0002's active branches is no player (as loadPlayer reads it).
    order.isPlayer ? player : undefined,
    order.digest,
  );
}

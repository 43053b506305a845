import { sql } from 'drizzle-orm';
import {
  COMPANY_CODE,
  HIDDEN_BRANCH_TYPE,
  type ServiceOrderCreate,
  type TestDriveOrder,
} from '@dealer/contracts';
import { rows, type Db } from '../../db/client';
import type { ChangePublisher } from '../../platform/hub/changes';
import { AppError } from '../../platform/http/errors';
import { displayDate } from '../../platform/time/businessDate';
import { RELEASED_STATUSES } from '../branch-stock/public';
import { findOrder } from './query';
import { orderChange } from './orderChange';
import { recordActivity } from './workflow';

/** A slot may start this long ago (clock drift between the apps and the server). */
const PAST_TOLERANCE_MS = 5 * 60_000;

/**
 * A new order from the customer app, as ONE transaction: the unit is locked, so two customers
 * asking for the same slot at once cannot both get it; the unit must be enabled at a listed
 * branch, not blocked on those business days and not booked at that time. The order starts
 * SUBMITTED with its log row and a notification for the branch's CRC, which the live hub hears
 * of once committed.
 */
export async function createOrder(
  db: Db,
  input: ServiceOrderCreate,
  client: string,
  timeZone: string,
  now = new Date(),
  changes?: ChangePublisher,
): Promise<TestDriveOrder> {
  const start = new Date(input.startDateTime);
  const end = new Date(input.endDateTime);
  if (start.getTime() < now.getTime() - PAST_TOLERANCE_MS) {
    throw new AppError(400, 'VALIDATION', 'startDateTime: is in the past', [
      { field: 'startDateTime', message: 'is in the past' },
    ]);
  }
  const made = await db.transaction(async (tx) => {
    const [unit] = await rows<{
      id: number;
      branchId: number;
      branchCode: string;
      plate: string;
      isEnabled: boolean;
    }>(
      tx,
      sql`select u.id, u.branch_id as "branchId", b.branch_code as "branchCode",
          u.police_reg_no as plate, u.is_enabled as "isEnabled"
        from test_drive_unit u
          join branch b on b.id = u.branch_id
          join branch_type bt on bt.id = b.branch_type_id
        where u.id = ${input.testDriveUnitId} and u.is_active and b.is_active
          and b.company_code = ${COMPANY_CODE} and bt.branch_type_code <> ${HIDDEN_BRANCH_TYPE}
        for update of u`,
    );
    if (!unit) {
      throw new AppError(404, 'NOT_FOUND', `Unit ${input.testDriveUnitId} not found`);
    }
    if (!unit.isEnabled) {
      throw new AppError(409, 'CONFLICT', `Unit ${unit.plate} is not offered for test drives`);
    }
    const [block] = await rows<{ from: string; to: string }>(
      tx,
      sql`select to_char(k.block_start_date, 'YYYY-MM-DD') as "from",
          to_char(k.block_end_date, 'YYYY-MM-DD') as "to"
        from test_drive_unit_block k
        where k.test_drive_unit_id = ${unit.id} and k.released_time is null
          and k.block_start_date <= (${end.toISOString()}::timestamptz at time zone ${timeZone})::date
          and k.block_end_date >= (${start.toISOString()}::timestamptz at time zone ${timeZone})::date
        limit 1`,
    );
    if (block) {
      throw new AppError(
        409,
        'CONFLICT',
        `Unit ${unit.plate} is blocked from ${displayDate(block.from)} to ${displayDate(block.to)}`,
      );
    }
    const [booked] = await rows<{ orderNo: string }>(
      tx,
      sql`select o.test_drive_order_no as "orderNo" from test_drive_order o
        where o.test_drive_unit_id = ${unit.id} and o.status_code not in ${RELEASED_STATUSES}
          and o.start_date_time < ${end.toISOString()}::timestamptz
          and o.end_date_time > ${start.toISOString()}::timestamptz
        limit 1`,
    );
    if (booked) {
      throw new AppError(409, 'CONFLICT', `Unit ${unit.plate} is already booked at that time`);
    }
    const [created] = await rows<{ id: number; orderNo: string }>(
      tx,
      sql`insert into test_drive_order (company_code, test_drive_order_no, user_id, base_product,
          customer_name, customer_email, customer_phone_no, city, address, branch_id,
          test_drive_unit_id, start_date_time, end_date_time, status_code, order_type,
          location_type, comment, submitted_time, created_by, promo_code)
        values (${COMPANY_CODE}, 'TD-NEW-' || gen_random_uuid(), ${input.userId},
          ${input.baseProduct}, ${input.customerName}, ${input.customerEmail},
          ${input.customerPhoneNo}, ${input.city}, ${input.address}, ${unit.branchId}, ${unit.id},
          ${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, 1,
          ${input.orderType}, ${input.locationType}, ${input.comment}, ${now.toISOString()}::timestamptz,
          ${client}, ${input.promoCode ? input.promoCode.toUpperCase() : null})
        returning id, test_drive_order_no as "orderNo"`,
    );
    // The number people read out on the phone: branch, day of the drive, the order's id.
    const [numbered] = await rows<{ orderNo: string }>(
      tx,
      sql`update test_drive_order
        set test_drive_order_no = 'TD-' || ${unit.branchCode} || '-'
          || to_char(start_date_time at time zone ${timeZone}, 'YYMMDD') || '-'
          || lpad(id::text, 6, '0')
        where id = ${created!.id}
        returning test_drive_order_no as "orderNo"`,
    );
    const number = numbered!.orderNo;
    await recordActivity(
      tx,
      { id: created!.id, branchId: unit.branchId },
      number,
      null,
      1,
      `Order submitted by ${client}`,
      client,
    );
    return { orderNo: number, branchId: unit.branchId };
  });
  // Committed (a refused order threw above and sends nothing): now the live hub may tell.
  changes?.afterCommit([orderChange(made.branchId, null, 1)]);
  const order = await findOrder(db, { all: true }, made.orderNo);
  return order!;
}

import { sql, type SQL } from 'drizzle-orm';
import { statusName, type OrderPartner, type TestDriveOrder } from '@dealer/contracts';
import { rows, type DbOrTx } from '../../db/client';
import { plainRunner, type Runner } from '../../db/prepared';
import { branchIdsInScope, type BranchScope } from '../../platform/access/branchScope';
import { escapeLike } from '../../platform/http/like';

/** Orders of the branches the scope lists (the unit lists' rule, branchIdsInScope). */
export function orderScope(scope: BranchScope): SQL {
  return sql`o.branch_id in ${branchIdsInScope(scope)}`;
}

type OrderRow = Omit<TestDriveOrder, 'statusName'>;

/**
 * Orders in the contract's shape, each with its unit, current salesman and activity log (oldest
 * first), built by PostgreSQL as JSON so that one statement answers the whole detail.
 */
export async function selectOrders(
  db: DbOrTx,
  where: SQL,
  limit: number,
  { withLogs = true, offset = 0 }: { withLogs?: boolean; offset?: number } = {},
): Promise<TestDriveOrder[]> {
  return ordersPicked(
    db,
    sql`select o.id from test_drive_order o
        where ${where}
        order by o.created_time desc, o.id desc
        limit ${limit} offset ${offset}`,
    withLogs,
  );
}

/**
 * The orders whose ids `picked` selects (a statement with an `id` column), newest first, in the
 * contract's shape. The page's ids come first (index-only for the dashboard), then the JSON of
 * those rows only: building it in the same select made PostgreSQL build it for every matching
 * row before the sort (about 500 ms for a 30,000-order branch month instead of about 15 ms).
 *
 * With `prepared` (the boards), the ids are picked by a statement of their own, planned for its
 * values on every call (cheap: one table), and the JSON is built by a prepared statement keyed
 * by ids only: its seven joins took ~18 ms to plan per call under load, and one prepared
 * statement holding the pick too got a generic plan that sorts the whole month.
 */
export async function ordersPicked(
  db: DbOrTx,
  picked: SQL,
  withLogs: boolean,
  prepared?: Runner,
): Promise<TestDriveOrder[]> {
  let run = plainRunner(db);
  if (prepared) {
    const ids = (await rows<{ id: number }>(db, picked)).map((row) => Number(row.id));
    if (ids.length === 0) return [];
    picked = sql`select unnest(${`{${ids.join(',')}}`}::int[]) as id`;
    run = prepared;
  }
  const logs = withLogs
    ? sql`coalesce((select json_agg(json_build_object(
            'id', l.id, 'logMessage', l.log_message, 'loggedBy', l.logged_by,
            'createdTime', l.created_time) order by l.id)
          from test_drive_activity_log l where l.test_drive_order_id = o.id), '[]')`
    : sql`'[]'::json`;
  const found = await run<OrderRow>(
    sql`with picked as (${picked})
      select o.id, o.company_code as "companyCode", o.test_drive_order_no as "testDriveOrderNo",
        o.user_id as "userId", o.base_product as "baseProduct", o.customer_name as "customerName",
        o.customer_email as "customerEmail", o.customer_phone_no as "customerPhoneNo", o.city,
        o.address, b.branch_code as "branchCode",
        to_json(o.start_date_time) #>> '{}' as "startDateTime",
        to_json(o.end_date_time) #>> '{}' as "endDateTime",
        o.status_code as "statusCode", o.test_drive_unit_id as "testDriveUnitId",
        o.order_type as "orderType", o.location_type as "locationType", o.comment,
        to_json(o.submitted_time) #>> '{}' as "submittedTime",
        to_json(o.created_time) #>> '{}' as "createdTime", o.version,
        to_char(o.vehicle_date_start, 'YYYY-MM-DD') as "vehicleDateStart",
        to_char(o.vehicle_date_end, 'YYYY-MM-DD') as "vehicleDateEnd",
        o.reason_category as "reasonCategory", o.vehicle_reason as "vehicleReason",
        json_build_object(
          'id', u.id, 'branchId', u.branch_id, 'branchCode', b.branch_code,
          'branchDescription', b.branch_description,
          'clusterDescription', (select c.cluster_description from branch_cluster bc
            join cluster c on c.id = bc.cluster_id and c.is_active
            where bc.branch_id = u.branch_id and bc.is_active and bc.is_enabled limit 1),
          'modelMaterialCode', mm.model_material_code, 'modelMaterialDesc', mm.model_material_desc,
          'materialDesc', m.material_desc, 'colorDesc', col.color_desc,
          'transmissionType', u.transmission_type, 'policeRegNo', u.police_reg_no,
          'equipmentNo', u.equipment_no, 'isEnabled', u.is_enabled
        ) as "testDriveUnit",
        coalesce((select json_agg(json_build_object(
            'employeeId', s.id, 'employeeNo', s.employee_no, 'employeeName', s.employee_name,
            'hpno', s.hpno, 'email', s.email, 'photo', s.photo))
          from test_drive_order_partner p join salesman s on s.id = p.salesman_id
          where p.test_drive_order_id = o.id and p.is_current), '[]') as "testDriveOrderPartners",
        ${logs} as "testDriveActivityLogs"
      from picked
        join test_drive_order o on o.id = picked.id
        join branch b on b.id = o.branch_id
        join test_drive_unit u on u.id = o.test_drive_unit_id
        join model_material mm on mm.id = u.model_material_id
        join material m on m.id = u.material_id
        join model_material_color col on col.id = u.model_material_color_id
      order by o.created_time desc, o.id desc`,
  );
  return found.map((order) => ({ ...order, statusName: statusName(order.statusCode) ?? '' }));
}

/** The order with this number inside the caller's scope, or undefined (also when out of scope). */
export async function findOrder(
  db: DbOrTx,
  scope: BranchScope,
  orderNo: string,
): Promise<TestDriveOrder | undefined> {
  const [order] = await selectOrders(
    db,
    sql`o.test_drive_order_no = ${orderNo} and ${orderScope(scope)}`,
    1,
  );
  return order;
}

/**
 * Orders in the caller's scope whose number, customer name or phone contains `keyword`, newest
 * first (the boards' and the report's Find). Phones are compared on their digits only.
 */
export async function findOrders(
  db: DbOrTx,
  scope: BranchScope,
  keyword: string,
  limit: number,
): Promise<TestDriveOrder[]> {
  const pattern = `%${escapeLike(keyword)}%`;
  const digits = keyword.replace(/\D/g, '');
  const phone =
    digits.length >= 3
      ? sql` or regexp_replace(o.customer_phone_no, '[^0-9]', '', 'g') like ${`%${digits}%`}`
      : sql``;
  return selectOrders(
    db,
    sql`${orderScope(scope)} and (o.test_drive_order_no ilike ${pattern}
      or o.customer_name ilike ${pattern}${phone})`,
    limit,
    { withLogs: false },
  );
}

/**
 * The enabled salesmen of the branch of the order `orderNo`, by name; undefined when the order is
 * not in the caller's scope.
 */
export async function salesmenForOrder(
  db: DbOrTx,
  scope: BranchScope,
  orderNo: string,
): Promise<OrderPartner[] | undefined> {
  const [order] = await rows<{ branchId: number }>(
    db,
    sql`select o.branch_id as "branchId" from test_drive_order o
      where o.test_drive_order_no = ${orderNo} and ${orderScope(scope)}`,
  );
  if (!order) return undefined;
  return rows<OrderPartner>(
    db,
    sql`select s.id as "employeeId", s.employee_no as "employeeNo",
        s.employee_name as "employeeName", s.hpno, s.email, s.photo
      from salesman s
      where s.branch_id = ${order.branchId} and s.is_enabled
      order by s.employee_name, s.id`,
  );
}

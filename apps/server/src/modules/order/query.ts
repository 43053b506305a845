import { sql, type SQL } from 'drizzle-orm';
import {
  ORDER_STATUSES,
  ORDER_STATUS_NAMES,
  statusName,
  type TestDriveOrder,
} from '@dealer/contracts';
import { rows, type DbOrTx } from '../../db/client';
import { plainRunner, type Runner } from '../../db/prepared';
import { branchIdsInScope, type BranchScope } from '../../platform/access/branchScope';

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

/** The activity log of order `o` as JSON, oldest first. */
const ACTIVITY_LOGS = sql`coalesce((select json_agg(json_build_object(
    'id', l.id, 'logMessage', l.log_message, 'loggedBy', l.logged_by,
    'createdTime', l.created_time) order by l.id)
  from test_drive_activity_log l where l.test_drive_order_id = o.id), '[]')`;

/**
 * The contract's fields of an order (alias o, with its branch b, unit u, model mm, type m and
 * colour col joined), each a name and the SQL of its value: one list for both shapes a read
 * asks for, rows (ordersPicked) or one JSON text (ordersPickedJson).
 */
function orderFields(shape: 'rows' | 'json', withLogs = false): [string, SQL][] {
  // Times as PostgreSQL's JSON text of them (ISO 8601 with the session's offset): row_to_json
  // writes a timestamptz so itself; as a row, the text keeps pg from making a Date of it.
  const time = (column: string) =>
    shape === 'json' ? sql.raw(column) : sql`to_json(${sql.raw(column)}) #>> '{}'`;
  return [
    ['id', sql`o.id`],
    ['companyCode', sql`o.company_code`],
    ['testDriveOrderNo', sql`o.test_drive_order_no`],
    ['userId', sql`o.user_id`],
    ['baseProduct', sql`o.base_product`],
    ['customerName', sql`o.customer_name`],
    ['customerEmail', sql`o.customer_email`],
    ['customerPhoneNo', sql`o.customer_phone_no`],
    ['city', sql`o.city`],
    ['address', sql`o.address`],
    ['branchCode', sql`b.branch_code`],
    ['startDateTime', time('o.start_date_time')],
    ['endDateTime', time('o.end_date_time')],
    ['statusCode', sql`o.status_code`],
    ['testDriveUnitId', sql`o.test_drive_unit_id`],
    ['orderType', sql`o.order_type`],
    ['locationType', sql`o.location_type`],
    ['comment', sql`o.comment`],
    ['submittedTime', time('o.submitted_time')],
    ['createdTime', time('o.created_time')],
    ['version', sql`o.version`],
    ['vehicleDateStart', sql`to_char(o.vehicle_date_start, 'YYYY-MM-DD')`],
    ['vehicleDateEnd', sql`to_char(o.vehicle_date_end, 'YYYY-MM-DD')`],
    ['reasonCategory', sql`o.reason_category`],
    ['vehicleReason', sql`o.vehicle_reason`],
    // row_to_json writes JSON without spaces, as JSON.stringify does (json_build_object and
    // json_agg put spaces around ':' and after ','): the board passes the text on unchanged.
    ['testDriveUnit', sql`row_to_json(unit)`],
    // At most one current salesman per order (test_drive_order_partner_current_uq), joined as
    // `partner`: a subquery per order hashed the salesmen each time (0.9 ms of 2.3 for 100).
    [
      'testDriveOrderPartners',
      sql`case when partner."employeeId" is null then '[]'::json
        else json_build_array(row_to_json(partner)) end`,
    ],
    ['testDriveActivityLogs', withLogs ? ACTIVITY_LOGS : sql`'[]'::json`],
  ];
}

/**
 * The tables an order's fields read. The unit's cluster is a lateral join, not a subquery per
 * order: PostgreSQL memoizes it per branch (7 % of the page's statement, pgbench, 100 orders).
 */
const ORDER_JOINS = sql`join test_drive_order o on o.id = picked.id
  join branch b on b.id = o.branch_id
  join test_drive_unit u on u.id = o.test_drive_unit_id
  join model_material mm on mm.id = u.model_material_id
  join material m on m.id = u.material_id
  join model_material_color col on col.id = u.model_material_color_id
  left join lateral (select c.cluster_description from branch_cluster bc
      join cluster c on c.id = bc.cluster_id and c.is_active
      where bc.branch_id = u.branch_id and bc.is_active and bc.is_enabled limit 1) cl on true
  cross join lateral (select u.id, u.branch_id as "branchId", b.branch_code as "branchCode",
    b.branch_description as "branchDescription", cl.cluster_description as "clusterDescription",
    mm.model_material_code as "modelMaterialCode", mm.model_material_desc as "modelMaterialDesc",
    m.material_desc as "materialDesc", col.color_desc as "colorDesc",
    u.transmission_type as "transmissionType", u.police_reg_no as "policeRegNo",
    u.equipment_no as "equipmentNo", u.is_enabled as "isEnabled") unit
  left join lateral (select s.id as "employeeId", s.employee_no as "employeeNo",
      s.employee_name as "employeeName", s.hpno, s.email, s.photo
    from test_drive_order_partner p join salesman s on s.id = p.salesman_id
    where p.test_drive_order_id = o.id and p.is_current) partner on true`;

/** The status's name for o.status_code, as statusName() gives it ('' for an unknown code). */
const STATUS_NAME = sql`case o.status_code ${sql.join(
  ORDER_STATUS_NAMES.map((name) => sql.raw(`when ${ORDER_STATUSES[name]} then '${name}'`)),
  sql` `,
)} else '' end`;

/** `fields` as a select list, each value under its contract name. */
const selectList = (fields: [string, SQL][]) =>
  sql.join(
    fields.map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
    sql`, `,
  );

// Built once: the statements differ per call only in the ids they are given.
const ROW_COLUMNS = {
  withLogs: selectList(orderFields('rows', true)),
  withoutLogs: selectList(orderFields('rows', false)),
};
const JSON_COLUMNS = selectList([...orderFields('json'), ['statusName', STATUS_NAME]]);

/**
 * The names of an order's JSON fields as this file writes them. The stored board documents write
 * the same names in SQL (docs/order.md, 'Where an order's JSON is written'); orderJsonPlaces.test.ts
 * holds every place to this list and to the contract.
 */
export const ORDER_JSON_FIELDS: readonly string[] = [
  ...orderFields('json').map(([name]) => name),
  'statusName',
];

/**
 * The ids `picked` selects, read by a statement of their own (planned for its values on every
 * call: cheap, one table), in the page's order; the reading statement takes them as one parameter
 * (pickedIds). Prepared statements then read the orders keyed by ids only: their seven joins took
 * ~18 ms to plan per call under load, and one prepared statement holding the pick too got a
 * generic plan that sorts the whole month.
 */
async function readIds(db: DbOrTx, picked: SQL): Promise<number[]> {
  return (await rows<{ id: number }>(db, picked)).map((row) => Number(row.id));
}

/** `ids` as the relation `picked(id, place)`, one parameter whatever their number. */
export const pickedIds = (ids: number[]) =>
  sql`select * from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as picked(id, place)`;

/**
 * The orders whose ids `picked` selects (a statement with an `id` column), newest first, in the
 * contract's shape. The page's ids come first (index-only for the dashboard), then the JSON of
 * those rows only: building it in the same select made PostgreSQL build it for every matching
 * row before the sort (about 500 ms for a 30,000-order branch month instead of about 15 ms).
 */
export async function ordersPicked(
  db: DbOrTx,
  picked: SQL,
  withLogs: boolean,
  prepared?: Runner,
): Promise<TestDriveOrder[]> {
  // Prepared (the boards): the ids first (readIds). Plain: one statement.
  let ids = picked;
  if (prepared) {
    const read = await readIds(db, picked);
    if (read.length === 0) return [];
    ids = pickedIds(read);
  }
  const run = prepared ?? plainRunner(db);
  const found = await run<OrderRow>(
    sql`with picked as (${ids})
      select ${withLogs ? ROW_COLUMNS.withLogs : ROW_COLUMNS.withoutLogs}
      from picked ${ORDER_JOINS}
      order by o.created_time desc, o.id desc`,
  );
  return found.map((order) => ({ ...order, statusName: statusName(order.statusCode) ?? '' }));
}

/**
 * The same orders as ordersPicked (without their logs), each as its JSON text, byte for byte what
 * JSON.stringify makes of it: the boards' hot path writes them into the answer without parsing
 * the orders into objects and serialising them again (docs/history/performance-diary.md, session 11). One small
 * text per order rather than the page as one: see platform/http/jsonBuffer.ts.
 *
 * The texts are the stored documents of migration 0022 (order_board_doc and unit_board_doc, kept
 * by triggers), concatenated: building them per call was half of PostgreSQL's time on a board
 * call. One statement: the pick, planned for its values as before, hands its ids in their order
 * to order_board_page_docs (migration 0025), whose own statement keeps its plan; the ids and the
 * documents were two round trips. An order without its document (none should be) sends the page
 * to ordersBuiltJson.
 */
export async function ordersPickedJson(db: DbOrTx, picked: SQL, run: Runner): Promise<string[]> {
  const page = await rows<{ id: number; doc: string | null }>(
    db,
    sql`select p.id, p.doc
      from order_board_page_docs(array(${picked})) with ordinality as p(id, doc, place)
      order by p.place`,
  );
  if (page.some((row) => row.doc === null)) {
    return ordersBuiltJson(
      page.map((row) => Number(row.id)),
      run,
    );
  }
  return page.map((row) => row.doc!);
}

/**
 * The orders `ids` as ordersPickedJson gives them, built from the orders and the tables they show
 * (the documents' definition in migration 0022 writes the same fields in the same order).
 */
export async function ordersBuiltJson(ids: number[], run: Runner): Promise<string[]> {
  if (ids.length === 0) return [];
  const page = await run<{ order: string }>(
    sql`with picked as (${pickedIds(ids)})
      select row_to_json(r)::text as "order"
      from picked ${ORDER_JOINS}
        cross join lateral (select ${JSON_COLUMNS}) r
      order by picked.place`,
  );
  return page.map((row) => row.order);
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

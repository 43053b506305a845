import { sql } from 'drizzle-orm';
import { COMPANY_CODE } from '@dealer/contracts';
import { rows, type DbOrTx } from '../../db/client';
import { GENERATOR, generateUnits } from './units';

/** Orders per generated unit when `--orders` comes without enough `--units`. */
const ORDERS_PER_UNIT = 500;
/**
 * A generated unit's orders start this many days before today, three a day: 500 orders span
 * 120 days back to 47 ahead, so a current month is full.
 */
const ANCHOR_DAYS = 120;
/** Slots of a generated unit's day (business time): three one-hour drives. */
const SLOTS = ['09:00', '12:00', '15:00'];

/**
 * `npm run seed -- --orders N`: N orders on the generated units (one per 500 orders, added when
 * missing), in set-based SQL: 1,000,000 orders in about 100 s on PostgreSQL here. The k-th order
 * of a unit takes slot k mod 3 of day k / 3 counted from ANCHOR_DAYS ago, so no unit is booked
 * twice at once and none meets the demo orders (those are on the demo units). Statuses follow the date: past
 * orders mostly completed, cancelled or rejected; today's in the flow; future ones not yet
 * started. Assigned orders get a salesman of their branch; every order gets its submission log.
 * Numbered after the orders generated before, so running it again adds N more.
 */
export async function generateOrders(
  db: DbOrTx,
  count: number,
  today: string,
  timeZone: string,
): Promise<number> {
  if (count === 0) return 0;
  const [done] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from test_drive_order where created_by = ${GENERATOR}`,
  );
  const first = done?.n ?? 0;
  const [units] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from test_drive_unit where created_by = ${GENERATOR} and is_active`,
  );
  const needed = Math.ceil((first + count) / ORDERS_PER_UNIT) - (units?.n ?? 0);
  if (needed > 0) await generateUnits(db, needed, today);
  const slots = sql.raw(`array[${SLOTS.map((s) => `'${s}'`).join(', ')}]::text[]`);

  await db.execute(sql`
    with u as (
      select t.id, t.branch_id, (row_number() over (order by t.id) - 1)::int as k,
        count(*) over ()::int as n,
        (select count(*)::int from test_drive_order o
          where o.test_drive_unit_id = t.id and o.created_by = ${GENERATOR}) as taken
      from test_drive_unit t where t.created_by = ${GENERATOR} and t.is_active
    ),
    g as (
      -- The unit's next free slots: its own order count, not the global index, so that a
      -- second run on more units never lands on a slot the first run used.
      select ${first}::int + s.x as i, u.id as unit_id, u.branch_id, u.taken + (s.x / u.n) as j
      from generate_series(0, ${count - 1}::int) as s(x)
      join u on u.k = s.x % u.n
    ),
    planned as (
      select g.*, (j / ${SLOTS.length}) - ${ANCHOR_DAYS} as day_offset,
        ((${today}::date + ((j / ${SLOTS.length}) - ${ANCHOR_DAYS})::int)
          + (${slots})[1 + (j % ${SLOTS.length})]::time)::timestamp at time zone ${timeZone}
          as start_at,
        (i * 2654435761::bigint % 100)::int as r
      from g
    )
    insert into test_drive_order (company_code, test_drive_order_no, user_id, base_product,
      customer_name, customer_email, customer_phone_no, city, address, branch_id,
      test_drive_unit_id, start_date_time, end_date_time, status_code, order_type,
      location_type, comment, submitted_time, version, created_time, created_by)
    select ${COMPANY_CODE}, 'TG-' || lpad(i::text, 8, '0'), 'cust-g' || (i % 50000),
      'TESTDRIVE', 'Generated Customer ' || (i % 9973), 'customer' || (i % 9973) || '@example.co.id',
      '0813' || lpad((i % 100000000)::text, 8, '0'), 'Jakarta', 'Jl. Generator No. ' || (i % 500),
      branch_id, unit_id, start_at, start_at + interval '1 hour',
      case
        when day_offset < 0 then
          case when r < 70 then 16 when r < 80 then 13 when r < 87 then 12 when r < 93 then 15 else 14 end
        when day_offset = 0 then (array[1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 16])[1 + r % 11]
        else case when r < 40 then 2 when r < 60 then 3 when r < 85 then 4 when r < 95 then 13 else 14 end
      end,
      'TESTDRIVE', 'DEALER', '',
      start_at - interval '2 days', 1, start_at - interval '2 days', ${GENERATOR}
    from planned`);

  // A salesman of the order's branch for every order that was assigned.
  await db.execute(sql`
    with team as (
      select branch_id, array_agg(id order by id) as ids from salesman group by branch_id
    )
    insert into test_drive_order_partner (test_drive_order_id, salesman_id, created_by)
    select o.id, t.ids[1 + o.id % array_length(t.ids, 1)], ${GENERATOR}
    from test_drive_order o join team t on t.branch_id = o.branch_id
    where o.created_by = ${GENERATOR} and o.status_code not in (1, 13, 15)
      and o.test_drive_order_no >= ${`TG-${String(first).padStart(8, '0')}`}`);

  await db.execute(sql`
    insert into test_drive_activity_log (test_drive_order_id, from_status, status_code,
      log_message, logged_by, created_time)
    select o.id, null, 1, 'Order submitted by customer app', 'customer app', o.submitted_time
    from test_drive_order o
    where o.created_by = ${GENERATOR}
      and o.test_drive_order_no >= ${`TG-${String(first).padStart(8, '0')}`}`);
  return count;
}

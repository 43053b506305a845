import { sql, type SQL } from 'drizzle-orm';
import { LONGEST_TEST_DRIVE_HOURS } from '@dealer/contracts';
import { RELEASED_STATUSES } from './orders';

const LONGEST_DRIVE = sql.raw(`interval '${LONGEST_TEST_DRIVE_HOURS} hours'`);

/** The business day a unit list is read on, and the zone that cuts it (TZ_BUSINESS). */
export interface BusinessDay {
  /** YYYY-MM-DD */
  date: string;
  timeZone: string;
}

const blockCovers = (day: BusinessDay) => sql`k.released_time is null
  and k.block_start_date <= ${day.date}::date and k.block_end_date >= ${day.date}::date`;

/** An open block of the unit (alias u) covers the day. */
export function blockedOn(day: BusinessDay): SQL {
  return sql`exists (select 1 from test_drive_unit_block k where k.test_drive_unit_id = u.id
    and ${blockCovers(day)})`;
}

/** Orders (alias o) still holding their unit that overlap the day [00:00, 24:00) in its zone. */
function holdsOn(day: BusinessDay): SQL {
  // Each bound is a scalar subquery, i.e. computed once per statement: written as a plain
  // expression of the statement's parameters, the generic plan evaluated the end time's bound
  // (a time zone lookup by name) for every order the index scan read (session 18).
  const dayStart = sql`(select ${day.date}::date::timestamp at time zone ${day.timeZone})`;
  const dayEnd = sql`(select (${day.date}::date + 1)::timestamp at time zone ${day.timeZone})`;
  // Orders last at most four hours (order-service contract, LONGEST_TEST_DRIVE_HOURS), so one
  // that overlaps the day started at most four hours before it: the lower bound keeps each read
  // of the start indexes to the day and four hours of orders instead of the whole history. (From
  // the previous midnight, as until session 17, the day's booked set read twice the orders:
  // 12,141 index entries for 5,548 holding orders in the bench's data.)
  return sql`o.start_date_time >= ${dayStart} - ${LONGEST_DRIVE} and o.start_date_time < ${dayEnd}
    and o.end_date_time > ${dayStart} and o.status_code not in ${RELEASED_STATUSES}`;
}

/**
 * An order holding the unit (`unitId`, by default alias u's id) overlaps the day: one probe of the
 * unit/start index per unit. A scalar subquery with LIMIT 1, not EXISTS: PostgreSQL may run an
 * EXISTS as a hashed subplan that first reads every order holding a unit that day, and its generic
 * plan for a page of 50 units did (5,548 orders in the bench's data, 2.9 ms, where 50 probes take
 * about 0.1 ms; session 18).
 *
 * For a list of thousands of units reading the day's orders once is the cheaper way, so `many`
 * leaves PostgreSQL the choice (EXISTS): the list of all 1,992 enabled units took a median of
 * 99 ms that way against 128 ms probing each (one caller, 30 lists each, session 18).
 */
export function bookedOn(
  day: BusinessDay,
  unitId: SQL = sql`u.id`,
  options: { many?: boolean } = {},
): SQL {
  if (options.many) {
    return sql`exists (select 1 from test_drive_order o where o.test_drive_unit_id = ${unitId}
      and ${holdsOn(day)})`;
  }
  return sql`(select true from test_drive_order o where o.test_drive_unit_id = ${unitId}
    and ${holdsOn(day)} limit 1) is not null`;
}

/**
 * The ids (column `id`) of the units blocked / booked on the day, for filtering a whole list by
 * its state (query.ts). Filtering with [NOT] EXISTS instead was planned as a nested-loop anti join
 * that compared every unit with every order of the day: 190 ms for 'Non Booking' over 50,000
 * units and 200,000 orders, against 29 ms with these sets.
 */
export const blockedUnitIds = (day: BusinessDay): SQL =>
  sql`select k.test_drive_unit_id as id from test_drive_unit_block k where ${blockCovers(day)}`;
export const bookedUnitIds = (day: BusinessDay): SQL =>
  sql`select distinct o.test_drive_unit_id as id from test_drive_order o where ${holdsOn(day)}`;

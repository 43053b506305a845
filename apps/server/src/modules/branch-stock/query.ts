import { sql, type SQL } from 'drizzle-orm';
import {
  BOOKING_STATUS,
  type BookingStatus,
  type TestDriveUnit,
  type TestDriveUnitSearch,
} from '@dealer/contracts';
import type { Database, DbOrTx } from '../../db/client';
import { plainRunner, preparedRunner } from '../../db/prepared';
import { branchIdsInScope, type BranchScope } from '../../platform/access/branchScope';
import { ilikeContains } from '../../platform/http/like';
import { pageLimit, pageOffset } from '../../platform/records/query';
import { notFoundError } from '../../platform/records/versioned';
import { blockedOn, blockedUnitIds, bookedOn, bookedUnitIds, type BusinessDay } from './dayState';

export type { BusinessDay } from './dayState';

export interface UnitFilter {
  scope: BranchScope;
  ids?: number[] | undefined;
  clusterId?: number | undefined;
  branchId?: number | undefined;
  modelMaterialId?: number | undefined;
  materialId?: number | undefined;
  isEnabled?: boolean | undefined;
  transmissionType?: string | undefined;
  keyword?: string | undefined;
  bookingStatus?: BookingStatus | undefined;
}

/**
 * Conditions on the columns that test_drive_unit and test_drive_unit_count share, so the same
 * filter selects the units (alias u) and their counts (alias x).
 */
function sharedConditions(f: UnitFilter, alias: 'u' | 'x'): SQL[] {
  const a = sql.raw(alias);
  const parts: SQL[] = [sql`${a}.branch_id in ${branchIdsInScope(f.scope)}`];
  // The branch as a scalar subquery, hidden from the planner in custom plans too: priced for
  // its own branch, a small branch's custom plan looked cheaper than the generic plan (priced
  // for the average branch), and PostgreSQL planned the branch searches again on every call.
  if (f.branchId !== undefined) parts.push(sql`${a}.branch_id = (select ${f.branchId}::int)`);
  if (f.clusterId !== undefined) {
    parts.push(sql`${a}.branch_id in (select bc.branch_id from branch_cluster bc
      where bc.cluster_id = ${f.clusterId} and bc.is_active and bc.is_enabled)`);
  }
  if (f.modelMaterialId !== undefined)
    parts.push(sql`${a}.model_material_id = ${f.modelMaterialId}`);
  if (f.materialId !== undefined) parts.push(sql`${a}.material_id = ${f.materialId}`);
  if (f.isEnabled !== undefined) parts.push(sql`${a}.is_enabled = ${f.isEnabled}`);
  if (f.transmissionType) parts.push(sql`${a}.transmission_type = ${f.transmissionType}`);
  return parts;
}

/**
 * The unit (alias u) is in `status` on the day: Blocked wins over Booking, as in the list. The
 * day's blocked and booked units are the relations day_blocked and day_booked (dayStates).
 */
function inBookingStatus(status: BookingStatus): SQL {
  if (status === BOOKING_STATUS.blocked) return sql`u.id in (select id from day_blocked)`;
  const notBlocked = sql`u.id not in (select id from day_blocked)`;
  if (status === BOOKING_STATUS.booking) {
    return sql`${notBlocked} and u.id in (select id from day_booked)`;
  }
  return sql`${notBlocked} and u.id not in (select id from day_booked)`;
}

/** Filters only the units themselves answer: ids, a keyword, a booking state. */
const readsEveryUnit = (f: UnitFilter) =>
  f.ids !== undefined || Boolean(f.keyword) || f.bookingStatus !== undefined;

/**
 * The statement's WITH clause. A filter by booking state reads the day's blocked and booked unit
 * ids (day_blocked, day_booked) once; a filter only the units answer reads its matches (`matched`,
 * with the page's sort key) once, for both the count and the page. Each was read twice before,
 * and the count fetched the booked units one by one by id (`= any(array(...))`, 1,702 of 2,103
 * units in the bench's data). PostgreSQL and driver time per search, one caller, prepared, with
 * the session's other changes (session 17, docs/history/performance-diary.md): Booking 6.4 -> 3.5 ms, a keyword
 * 2.0 -> 1.4 ms (an ILIKE over every unit, once instead of twice).
 */
function withClause(f: UnitFilter, day: BusinessDay, sortKey: SQL): SQL {
  const parts: SQL[] = [];
  if (f.bookingStatus !== undefined) {
    parts.push(
      sql`day_blocked as materialized (${blockedUnitIds(day)})`,
      sql`day_booked as materialized (${bookedUnitIds(day)})`,
    );
  }
  if (readsEveryUnit(f)) {
    parts.push(sql`matched as materialized (select u.id, ${sortKey} as sort_key
      from test_drive_unit u where ${unitWhere(f)})`);
  }
  return parts.length === 0 ? sql`` : sql`with ${sql.join(parts, sql`, `)} `;
}

/** A keyword the trigram indexes can narrow: three letters or digits ('B 12', '123'). */
const narrows = (keyword: string) => keyword.replace(/[^\p{L}\p{N}]/gu, '').length >= 3;

/**
 * A unit whose plate or equipment number contains `keyword` (trigram indexes, migration 0027).
 * A shorter keyword ('12') gives the indexes nothing to narrow, yet a prepared statement's generic
 * plan, blind to the keyword's length, still read both indexes whole and rechecked every unit:
 * 54 ms against 32 ms for a plain read of 50,000 units. Such a keyword is a statement shape of its
 * own, its columns written so that no index applies.
 */
export function unitKeyword(keyword: string): SQL {
  const column = (name: string) => sql.raw(narrows(keyword) ? `u.${name}` : `(u.${name} || '')`);
  return sql`(${ilikeContains(column('police_reg_no'), keyword)} or ${ilikeContains(column('equipment_no'), keyword)})`;
}

/** WHERE of every unit list; each condition but the booking state can use an index of test_drive_unit. */
function unitWhere(f: UnitFilter): SQL {
  const parts: SQL[] = [sql`u.is_active`, ...sharedConditions(f, 'u')];
  if (f.ids) {
    parts.push(
      f.ids.length === 0
        ? sql`false`
        : sql`u.id in (${sql.join(
            f.ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
  }
  if (f.keyword) parts.push(unitKeyword(f.keyword));
  if (f.bookingStatus !== undefined) parts.push(inBookingStatus(f.bookingStatus));
  return sql.join(parts, sql` and `);
}

/**
 * The total: counted from `matched` when the filter names ids, a keyword or a booking state
 * (withClause), which only the units themselves can answer; otherwise summed from
 * test_drive_unit_count (a few hundred rows).
 */
function countOf(f: UnitFilter): SQL {
  if (readsEveryUnit(f)) return sql`select count(*)::int as total from matched`;
  return sql`select coalesce(sum(x.n), 0)::int as total from test_drive_unit_count x
    where ${sql.join(sharedConditions(f, 'x'), sql` and `)}`;
}

const SORT: Record<TestDriveUnitSearch['sortField'], SQL> = {
  id: sql`u.id`,
  policeRegNo: sql`u.police_reg_no`,
  branchCode: sql`(select b.branch_code from branch b where b.id = u.branch_id)`,
  modelMaterialDesc: sql`(select mm.model_material_desc from model_material mm where mm.id = u.model_material_id)`,
};

/** A row of the list statement: the total, and one unit as its JSON text (null: an empty page). */
interface UnitJsonRow {
  total: number;
  unit: string | null;
}

/** Runs the list statement: inside a transaction through drizzle, or prepared on the pool. */
export type UnitRunner = (statement: SQL) => Promise<UnitJsonRow[]>;

export const inTransaction = (db: DbOrTx): UnitRunner => {
  const run = plainRunner(db);
  return (statement) => run<UnitJsonRow>(statement);
};

/**
 * The list's SQL text depends only on which filters are set, so each shape is one named prepared
 * statement: PostgreSQL stops parsing it again on every call of the hot unit search.
 */
export const prepared = (database: Database): UnitRunner => {
  const run = preparedRunner(database, 'units');
  return (statement) => run<UnitJsonRow>(statement);
};

/**
 * Up to this many units a page probes each unit's booking; a longer list (all units, 5,000) lets
 * PostgreSQL read the day's orders once instead (dayState.ts bookedOn). The screens' pages are
 * 20, 50 and 100 units and the export's batches 500.
 */
const PROBED_PAGE_MAX = 500;

export interface UnitPage {
  page: number;
  pageSize: number;
  sortField?: TestDriveUnitSearch['sortField'];
  sortOrder?: 'ascend' | 'descend';
}

/**
 * The unit list as ONE statement: the count and the page of the same filter, each page row joined
 * to its branch, cluster (from the branch's enabled mapping), model, type and colour, with its
 * open blocks, written by PostgreSQL as the contract's JSON (one text per unit), which the search
 * sends as it is. `day` (the business day) decides isBlock, bookingStatus and which blocks are
 * open.
 */
export async function listUnitsJson(
  run: UnitRunner,
  filter: UnitFilter,
  page: UnitPage,
  day: BusinessDay,
): Promise<{ units: string[]; total: number }> {
  const today = day.date;
  const direction = page.sortOrder === 'ascend' ? sql`asc` : sql`desc`;
  const sortKey = SORT[page.sortField ?? 'id'];
  const order = sql`${sortKey} ${direction}, u.id ${direction}`;
  // The offset as a scalar subquery, for the same reason as the branch (sharedConditions): a
  // custom plan for the first page was priced below the generic plan, which assumes a deeper one.
  const limit = sql`limit ${pageLimit(page.pageSize)} offset (select ${pageOffset(page)}::int)`;
  const picked = readsEveryUnit(filter)
    ? sql`select m.id from matched m order by m.sort_key ${direction}, m.id ${direction} ${limit}`
    : sql`select u.id from test_drive_unit u where ${unitWhere(filter)} order by ${order} ${limit}`;
  const result = await run(
    // The booking state is asked of the page's rows only, outside the lateral page: inside it,
    // next to ORDER BY ... LIMIT, the planner expects thousands of rows and hashes the whole
    // day's orders of every unit (1,200 buffers, +3.5 ms per search over 200,000 orders) instead
    // of probing the unit/start index 20 times. A blocked unit is not probed at all.
    // Each unit is its stored document (migration 0024: everything but the day's state, kept by
    // triggers) with isBlock, bookingStatus and the open blocks written in between, in the
    // contract's order of keys.
    sql`${withClause(filter, day, sortKey)}select t.total,
      case when p.id is null then null else
        p.head || ',"isBlock":' || p."isBlock" || ',"bookingStatus":' ||
        case when p."isBlock" then ${BOOKING_STATUS.blocked}::int
          when ${bookedOn(day, sql`p.id`, { many: page.pageSize > PROBED_PAGE_MAX })} then ${BOOKING_STATUS.booking}::int
          else ${BOOKING_STATUS.nonBooking}::int end ||
        ',"blockageDetails":' || coalesce(p."blockageDetails", '[]') || p.tail end as unit
      from (${countOf(filter)}) t
      left join lateral (
        select u.id, d.head, d.tail, ${blockedOn(day)} as "isBlock",
          -- Written compact, as JSON.stringify writes (json_agg and json_build_object put
          -- spaces after every comma and colon).
          (select '[' || string_agg(row_to_json(d)::text, ',' order by k.block_start_date) || ']'
            from test_drive_unit_block k join reason r on r.id = k.reason_id
              cross join lateral (select k.id,
                to_char(k.block_start_date, 'YYYY-MM-DD') as "blockStartDate",
                to_char(k.block_end_date, 'YYYY-MM-DD') as "blockEndDate",
                k.reason_id as "reasonListMappingId", r.reason_description as "reasonDescription",
                k.block_notes as "blockNotes") d
            where k.test_drive_unit_id = u.id and k.released_time is null
              and k.block_end_date >= ${today}::date) as "blockageDetails"
        -- The statement is prepared and runs on its generic plan. Each picked unit is read by
        -- its primary key (offset 0 keeps the lookup from becoming a hash join over every
        -- unit), for the page's sort key. The page's ids are picked first: selecting more next
        -- to LIMIT ... OFFSET made PostgreSQL compute it for every skipped row too (page 25:
        -- 500 rows, 8.7 ms).
        from (${picked}) picked
          cross join lateral (
            select * from test_drive_unit u where u.id = picked.id offset 0
          ) u
          join unit_list_doc d on d.unit_id = u.id
        order by ${order}
      ) p on true`,
  );
  const total = result[0]?.total ?? 0;
  const units: string[] = [];
  for (const row of result) if (row.unit !== null) units.push(row.unit);
  return { units, total };
}

/** listUnitsJson's page as objects (a unit's read-back after a write, the spreadsheet export). */
export async function listUnits(
  run: UnitRunner,
  filter: UnitFilter,
  page: UnitPage,
  day: BusinessDay,
): Promise<{ units: TestDriveUnit[]; total: number }> {
  const { units, total } = await listUnitsJson(run, filter, page, day);
  return { units: units.map((unit) => JSON.parse(unit) as TestDriveUnit), total };
}

export async function getUnit(
  db: DbOrTx,
  scope: BranchScope,
  id: number,
  day: BusinessDay,
): Promise<TestDriveUnit> {
  const { units } = await listUnits(
    inTransaction(db),
    { scope, ids: [id] },
    { page: 1, pageSize: 1 },
    day,
  );
  if (!units[0]) throw notFoundError();
  return units[0];
}

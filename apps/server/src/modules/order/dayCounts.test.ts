import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_API, type OrderDashboardResponse } from '@dealer/contracts';
import { rows } from '../../db/client';
import { dumpToFile } from '../../platform/backup/dump';
import { restoreFromFile } from '../../platform/backup/restore';
import { createTestApp, type TestApp } from '../../test/testApp';
import { callerFor, type Caller } from '../../test/masterHelpers';
import { ordersByStatus } from '../notification/public';
import { alignDayCounts } from './dashboard';
import { orderFixture } from './test/orders';

let t: TestApp;
let fx: Awaited<ReturnType<typeof orderFixture>>;
let ho: Caller;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixture(t);
  ho = await callerFor(t, 'ho_testdrive');
  dir = mkdtempSync(join(tmpdir(), 'day-counts-test-'));
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/**
 * (branch, business day, status) groups where order_day_count and a direct count of the orders
 * differ, in the zone the table says it is cut in; plus orders created after their bucket's
 * created_max (the page's walk would miss them).
 */
async function differences() {
  const [result] = await rows<{ differing: number; pastMax: number; zone: string | null }>(
    t.db,
    sql`with z as (select zone from order_day_count_zone),
      counted as (
        select o.branch_id, (o.start_date_time at time zone (select zone from z))::date as day,
          o.status_code, count(*)::int as n
        from test_drive_order o group by 1, 2, 3
      ),
      kept as (select branch_id, day, status_code, n from order_day_count where n <> 0)
      select
        (select count(*)::int from (
          (select * from counted except select * from kept)
          union all (select * from kept except select * from counted)) d) as differing,
        (select count(*)::int from test_drive_order o
          join order_day_count c on c.branch_id = o.branch_id and c.status_code = o.status_code
            and c.day = (o.start_date_time at time zone (select zone from z))::date
          where o.created_time > c.created_max) as "pastMax",
        (select zone from z) as zone`,
  );
  return result!;
}

const consistent = { differing: 0, pastMax: 0, zone: 'Asia/Jakarta' };

const board = async (body: Record<string, unknown>) => {
  const response = await ho.post(ORDER_API.dashboard, { actionType: 'DASHBOARD', ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderDashboardResponse>();
};

/** The counters and the whole ordered list of one branch and period, counted from the orders. */
async function direct(branchCode: string, startDate: string, endDate: string, statuses: number[]) {
  const period = sql`o.start_date_time >= (${startDate}::date::timestamp at time zone 'Asia/Jakarta')
    and o.start_date_time < ((${endDate}::date + 1)::timestamp at time zone 'Asia/Jakarta')
    and o.branch_id = (select id from branch where branch_code = ${branchCode})`;
  const [counts] = await rows<OrderDashboardResponse['counts']>(
    t.db,
    sql`select count(*)::int as "orderReceipt",
        (count(*) filter (where status_code = 1))::int as "openReceipt",
        (count(*) filter (where status_code = 16))::int as "completeOrder",
        (count(*) filter (where status_code between 2 and 11))::int as "pendingOrder",
        (count(*) filter (where status_code between 12 and 15))::int as "cancelOrder"
      from test_drive_order o where ${period}`,
  );
  const listed = await rows<{ orderNo: string }>(
    t.db,
    sql`select test_drive_order_no as "orderNo" from test_drive_order o
      where ${period} and o.status_code in (${sql.join(
        statuses.map((s) => sql`${s}`),
        sql`, `,
      )})
      order by o.created_time desc, o.id desc`,
  );
  return { counts: counts!, orderNos: listed.map((o) => o.orderNo) };
}

/** Every page of the board for one branch, period and status filter, concatenated. */
async function allPages(body: Record<string, unknown>, pageSize: number) {
  const first = await board({ ...body, pageSize });
  const orderNos = first.testDriveOrders.map((o) => o.testDriveOrderNo);
  for (let page = 2; (page - 1) * pageSize < first.total + pageSize; page++) {
    const next = await board({ ...body, pageSize, page });
    expect(next.total).toBe(first.total);
    orderNos.push(...next.testDriveOrders.map((o) => o.testDriveOrderNo));
  }
  return { counts: first.counts, total: first.total, orderNos };
}

describe('order_day_count (the boards’ counters)', () => {
  it('holds the seeded orders, cut in the business zone, once the server has started', async () => {
    const [held] = await rows<{ n: number }>(
      t.db,
      sql`select coalesce(sum(n), 0)::int as n from order_day_count`,
    );
    expect(held!.n).toBeGreaterThan(1000);
    expect(await differences()).toEqual(consistent);
  });

  it('follows the orders as they are inserted, moved, rescheduled, moved between branches and deleted', async () => {
    const days = ['2031-03-03T02:00:00Z', '2031-03-03T16:59:00Z', '2031-03-03T17:00:00Z'];
    const made: string[] = [];
    for (const [i, day] of days.entries()) made.push(await fx.order('T011', 1, i, new Date(day)));
    expect(await differences()).toEqual(consistent);

    // Moved through the API (the workflow's own statement), then several rows in one statement.
    const cancel = await ho.post(ORDER_API.updateStatus, {
      testDriveOrderNo: made[0],
      status: 'CANCELLED',
      reasonListMappingId: await fx.reasonFor('CANCEL'),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await differences()).toEqual(consistent);
    await rows(
      t.db,
      sql`update test_drive_order set status_code = 16 where test_drive_order_no in (${made[1]}, ${made[2]})`,
    );
    expect(await differences()).toEqual(consistent);

    // Across the business day's edge (17:00 UTC is midnight in Jakarta) and to another branch.
    await rows(
      t.db,
      sql`update test_drive_order set start_date_time = start_date_time + interval '2 minutes'
        where test_drive_order_no = ${made[1]}`,
    );
    await rows(
      t.db,
      sql`update test_drive_order set branch_id = (select id from branch where branch_code = 'T012')
        where test_drive_order_no = ${made[2]}`,
    );
    expect(await differences()).toEqual(consistent);

    // A statement that changes nothing counted (a comment) leaves the counts alone.
    await rows(t.db, sql`update test_drive_order set comment = 'seen' where branch_id is not null`);
    expect(await differences()).toEqual(consistent);

    await rows(
      t.db,
      sql`delete from test_drive_activity_log where test_drive_order_id in
        (select id from test_drive_order where test_drive_order_no in (${made[0]}, ${made[1]}))`,
    );
    await rows(
      t.db,
      sql`delete from test_drive_order_partner where test_drive_order_id in
        (select id from test_drive_order where test_drive_order_no in (${made[0]}, ${made[1]}))`,
    );
    await rows(
      t.db,
      sql`delete from test_drive_order where test_drive_order_no in (${made[0]}, ${made[1]})`,
    );
    expect(await differences()).toEqual(consistent);
  });

  it('gives the board the counters and pages of a direct count and sort, on either read of the page', async () => {
    // A branch-month of the demo data: the whole board (many match: the newest-first walk) and
    // one status (few match: the status index and a sort), paged through to the end.
    const month = { startDate: '2026-11-01', endDate: '2026-11-30' };
    const [busiest] = await rows<{ code: string; startDate: string; endDate: string }>(
      t.db,
      sql`select b.branch_code as code,
          to_char(date_trunc('month', o.start_date_time at time zone 'Asia/Jakarta'), 'YYYY-MM-DD')
            as "startDate",
          to_char(date_trunc('month', o.start_date_time at time zone 'Asia/Jakarta')
            + interval '1 month - 1 day', 'YYYY-MM-DD') as "endDate"
        from test_drive_order o join branch b on b.id = o.branch_id
        group by 1, 2, 3 order by count(*) desc limit 1`,
    );
    const period = busiest ? { startDate: busiest.startDate, endDate: busiest.endDate } : month;
    const branchCode = busiest?.code ?? 'T010';
    const every = Array.from({ length: 16 }, (_, i) => i + 1);
    const whole = await allPages({ ...period, branchCode }, 7);
    const expected = await direct(branchCode, period.startDate, period.endDate, every);
    expect(whole.total).toBeGreaterThan(20);
    expect(whole.counts).toEqual(expected.counts);
    expect(whole.orderNos).toEqual(expected.orderNos);

    for (const [statusCode, statuses] of [
      ['COMPLETED', [16]],
      ['SUBMITTED', [1]],
      ['Cancel', [12, 13, 14, 15]],
    ] as const) {
      const one = await allPages({ ...period, branchCode, statusCode }, 5);
      const wanted = await direct(branchCode, period.startDate, period.endDate, [...statuses]);
      expect(one.orderNos, statusCode).toEqual(wanted.orderNos);
      expect(one.total, statusCode).toBe(wanted.orderNos.length);
    }
  });

  it('is restored from a backup as it was, and kept again by the restored triggers', async () => {
    await fx.order('T010', 2, 0, new Date('2031-04-04T03:00:00Z'));
    const file = join(dir, 'backup.jsonl.gz');
    await dumpToFile(t.database, file);
    await restoreFromFile(t.database, file, { force: true });
    expect(await differences()).toEqual(consistent);
    await fx.order('T010', 1, 0, new Date('2031-04-04T04:00:00Z'));
    await rows(t.db, sql`update test_drive_order set status_code = 3 where status_code = 2`);
    expect(await differences()).toEqual(consistent);
  });

  it('gives the live hub the orders per branch and status a direct count gives', async () => {
    const branchIds = [...fx.branches.values()];
    const statuses = [1, 2, 3, 4, 5, 12, 14];
    const counted = await rows<{ branchId: number; statusCode: number; n: number }>(
      t.db,
      sql`select branch_id as "branchId", status_code as "statusCode", count(*)::int as n
        from test_drive_order where status_code in (1, 2, 3, 4, 5, 12, 14) group by 1, 2`,
    );
    const order = (a: { branchId: number; statusCode: number }, b: typeof a) =>
      a.branchId - b.branchId || a.statusCode - b.statusCode;
    expect(counted.length).toBeGreaterThan(3);
    expect((await ordersByStatus(t.db, branchIds, statuses)).sort(order)).toEqual(
      counted.sort(order),
    );
  });

  it('recounts in another zone when TZ_BUSINESS changes, and the board counts right meanwhile', async () => {
    const before = await board({ startDate: '2031-03-03', endDate: '2031-03-04' });
    expect(await alignDayCounts(t.db, 'UTC')).toBe(true);
    expect(await differences()).toEqual({ ...consistent, zone: 'UTC' });
    // Cut in UTC now: the Jakarta board counts the orders themselves until it is realigned.
    const meanwhile = await board({ startDate: '2031-03-03', endDate: '2031-03-04', page: 1 });
    expect(meanwhile.counts).toEqual(before.counts);
    expect(await alignDayCounts(t.db, 'Asia/Jakarta')).toBe(true);
    expect(await alignDayCounts(t.db, 'Asia/Jakarta')).toBe(false);
    expect(await differences()).toEqual(consistent);
  });
});

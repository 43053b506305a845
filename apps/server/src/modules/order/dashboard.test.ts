import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_API, type OrderDashboardResponse } from '@dealer/contracts';
import { addDays, businessToday } from '../../platform/time/businessDate';
import { createTestApp, type TestApp } from '../../test/testApp';
import { callerFor, type Caller } from '../../test/masterHelpers';
import { orderFixture } from './test/orders';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { rows } from '../../db/client';
import { compileHandWritten } from '../../db/compile';
import { plainRunner, type Runner } from '../../db/prepared';
import { dashboard, dashboardJson } from './dashboard';
import { ordersBuiltJson } from './query';

let t: TestApp;
let fx: Awaited<ReturnType<typeof orderFixture>>;
let ho: Caller;
let crc: Caller;
const today = businessToday('Asia/Jakarta');
const month = { startDate: addDays(today, -20), endDate: addDays(today, 10) };

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixture(t);
  ho = await callerFor(t, 'ho_testdrive');
  crc = await callerFor(t, 'crc');
});
afterAll(async () => {
  await t?.close();
});

const board = async (caller: Caller, body: Record<string, unknown>) => {
  const response = await caller.post(ORDER_API.dashboard, { actionType: 'DASHBOARD', ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderDashboardResponse>();
};

describe('order/dashboard', () => {
  it('lists head office every branch and status of the period, newest first, without logs', async () => {
    const first = await board(ho, { ...month, pageSize: 1000 });
    const rest = await board(ho, { ...month, pageSize: 1000, page: 2 });
    const all = { ...first, testDriveOrders: [...first.testDriveOrders, ...rest.testDriveOrders] };
    expect(all.total).toBeGreaterThan(1000);
    expect(all.testDriveOrders).toHaveLength(all.total);
    expect(new Set(all.testDriveOrders.map((o) => o.statusCode)).size).toBe(16);
    const created = all.testDriveOrders.map((o) => Date.parse(o.createdTime));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(all.testDriveOrders.every((o) => o.testDriveActivityLogs.length === 0)).toBe(true);
    expect(all.counts.orderReceipt).toBe(all.total);
    expect(all.counts.openReceipt).toBe(
      all.testDriveOrders.filter((o) => o.statusCode === 1).length,
    );
    expect(all.counts.completeOrder).toBe(
      all.testDriveOrders.filter((o) => o.statusCode === 16).length,
    );
  });

  it('answers the board with PostgreSQL-built JSON equal to the orders read as rows', async () => {
    // The board's answer is JSON text built by PostgreSQL (dashboardJson); the export reads the
    // same orders as rows (dashboard). Every field, nested unit and salesman, and the order of
    // keys and orders must be the same, whatever the page, status or role.
    const bodies = [
      { ...month, statusCode: '', page: 1, pageSize: 100 },
      { ...month, statusCode: '', page: 3, pageSize: 7 },
      { ...month, statusCode: 'CANCELLED', page: 1, pageSize: 50 },
      { ...month, statusCode: 'SUBMITTED', page: 1, pageSize: 1000 },
      { ...month, statusCode: '', page: 999, pageSize: 100 },
    ];
    const users = [
      { caller: ho, user: { role: 'ho_testdrive' as const, branchCodes: [] } },
      { caller: crc, user: { role: 'crc' as const, branchCodes: ['T010'] } },
    ];
    let partners = 0;
    for (const { caller, user } of users) {
      for (const body of bodies) {
        const query = { ...body, branchCode: '', actionType: 'DASHBOARD' as const };
        const response = await caller.post(ORDER_API.dashboard, query);
        expect(response.statusCode, response.body).toBe(200);
        const rowsRead = await dashboard(t.db, user, query, 'Asia/Jakarta');
        const expected = {
          acknowledge: 1,
          message: 'Success',
          ...rowsRead,
          timeZone: 'Asia/Jakarta',
        };
        expect(response.body).toBe(JSON.stringify(expected));
        partners += rowsRead.testDriveOrders.filter((o) => o.testDriveOrderPartners.length).length;
      }
    }
    expect(partners).toBeGreaterThan(0);
  });

  it("compiles every board statement in one pass, to drizzle's text and parameters", async () => {
    // The board runs prepared (db/prepared.ts) through compileStatement's own walk; a statement
    // it cannot walk falls back to drizzle, which would be slower but still right.
    const dialect = new PgDialect();
    const seen: SQL[] = [];
    const capture: Runner = (statement) => {
      seen.push(statement);
      return plainRunner(t.db)(statement);
    };
    const users = [
      { role: 'ho_testdrive' as const, branchCodes: [] },
      { role: 'crc' as const, branchCodes: ['T010'] },
    ];
    for (const user of users)
      for (const statusCode of ['', 'SUBMITTED', 'CANCELLED'])
        for (const branchCode of ['', 'T010'])
          await dashboardJson(
            t.db,
            user,
            { ...month, statusCode, branchCode, actionType: 'DASHBOARD', page: 2, pageSize: 20 },
            'Asia/Jakarta',
            capture,
          );
    // And the page built from the tables, for orders without their stored document.
    const [some] = await rows<{ ids: number[] }>(
      t.db,
      sql`select array_agg(id order by id) as ids from (select id from test_drive_order limit 5) o`,
    );
    expect(await ordersBuiltJson(some!.ids.map(Number), capture)).toHaveLength(5);
    const texts = seen.map((statement) => dialect.sqlToQuery(statement).sql);
    // The counters of each of the 12 calls (the page's pick and documents are one statement
    // planned for its values, not prepared: query.ts ordersPickedJson).
    expect(texts.filter((text) => text.includes('order_day_count')).length).toBeGreaterThanOrEqual(
      12,
    );
    expect(texts.filter((text) => text.includes('row_to_json')).length).toBeGreaterThanOrEqual(1);
    for (const statement of seen) {
      const own = compileHandWritten(statement);
      const { sql: text, params } = dialect.sqlToQuery(statement);
      expect(own).toEqual({ sql: text, params });
    }
  });

  it('pages the list, keeping the total', async () => {
    const first = await board(ho, { ...month, pageSize: 10 });
    const second = await board(ho, { ...month, pageSize: 10, page: 2 });
    expect(first.testDriveOrders).toHaveLength(10);
    expect(second.total).toBe(first.total);
    const seen = new Set(first.testDriveOrders.map((o) => o.id));
    expect(second.testDriveOrders.some((o) => seen.has(o.id))).toBe(false);
  });

  it('shows the CRC its statuses at its branch only', async () => {
    const mine = await board(crc, month);
    expect(mine.total).toBeGreaterThan(0);
    expect(new Set(mine.testDriveOrders.map((o) => o.branchCode))).toEqual(new Set(['T010']));
    for (const order of mine.testDriveOrders)
      expect([1, 2, 4, 13, 14, 15]).toContain(order.statusCode);
  });

  it('lists exactly the status asked; the Submitted filter is its three calls', async () => {
    const codes = new Set<number>();
    for (const statusCode of ['SUBMITTED', 'REJECTEDBYSALESMAN', 'REJECTEDBYSYSTEM']) {
      const one = await board(crc, { ...month, statusCode, pageSize: 1000 });
      const seen = new Set(one.testDriveOrders.map((o) => o.statusCode));
      expect(seen.size, statusCode).toBe(1);
      for (const code of seen) codes.add(code);
    }
    expect([...codes].sort((a, b) => a - b)).toEqual([1, 14, 15]);
  });

  it('takes the dashboard-state groups and counts like the counters', async () => {
    const all = await board(ho, month);
    const groups: [string, number, number[]][] = [
      ['Completed', all.counts.completeOrder, [16]],
      ['New Ticket', all.counts.openReceipt, [1]],
      ['Pending Task', all.counts.pendingOrder, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
      ['Cancel', all.counts.cancelOrder, [12, 13, 14, 15]],
    ];
    for (const [statusCode, counted, statuses] of groups) {
      const group = await board(ho, { ...month, statusCode, pageSize: 1000 });
      expect(group.total, statusCode).toBe(counted);
      for (const order of group.testDriveOrders) expect(statuses).toContain(order.statusCode);
    }
  });

  it('counts every order of the branch and period on every board, whatever the board lists', async () => {
    const branch = await board(ho, { ...month, branchCode: 'T010' });
    expect(branch.counts.completeOrder).toBeGreaterThan(0);
    expect(branch.counts.openReceipt).toBeGreaterThan(0);
    const pdi = await callerFor(t, 'pdi');
    for (const desk of [crc, pdi]) {
      const mine = await board(desk, { ...month, branchCode: 'T010' });
      // The CRC lists no completed order and the PDI no submitted one, yet both are counted.
      expect(mine.counts).toEqual(branch.counts);
      expect(mine.total).toBeLessThan(branch.total);
    }
  });

  it('narrows head office to one branch when asked', async () => {
    const t020 = await board(ho, { ...month, branchCode: 'T020' });
    expect(t020.total).toBeGreaterThan(0);
    expect(t020.testDriveOrders.every((o) => o.branchCode === 'T020')).toBe(true);
  });

  it('cuts days in the business time zone', async () => {
    // 20:00 UTC on 31 May is 03:00 on 1 June in Jakarta.
    const orderNo = await fx.order('T012', 2, 0, new Date('2030-05-31T20:00:00Z'));
    const june = await board(ho, { startDate: '2030-06-01', endDate: '2030-06-01' });
    expect(june.testDriveOrders.map((o) => o.testDriveOrderNo)).toContain(orderNo);
    const may = await board(ho, { startDate: '2030-05-31', endDate: '2030-05-31' });
    expect(may.testDriveOrders.map((o) => o.testDriveOrderNo)).not.toContain(orderNo);
  });

  it('answers a status outside the role’s dashboard with 400 and another branch with 403', async () => {
    const pdi = await callerFor(t, 'pdi');
    const status = await pdi.post(ORDER_API.dashboard, {
      ...month,
      statusCode: 'SUBMITTED',
      actionType: 'DASHBOARD',
    });
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toContain('statusCode');
    const branch = await crc.post(ORDER_API.dashboard, {
      ...month,
      branchCode: 'T020',
      actionType: 'DASHBOARD',
    });
    expect(branch.statusCode).toBe(403);
  });

  it('answers malformed periods with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ startDate: '2026-13-01', endDate: '2026-12-31' }, 'startDate'],
      [{ startDate: '2026-12-10', endDate: '2026-12-01' }, 'endDate'],
      [{ startDate: '2026-01-01', endDate: '2026-06-30' }, 'endDate'],
      [{ startDate: '2026-12-01', endDate: '2026-12-31', statusCode: 'DONE' }, 'statusCode'],
    ];
    for (const [body, field] of cases) {
      const response = await ho.post(ORDER_API.dashboard, { ...body, actionType: 'DASHBOARD' });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(field);
    }
  });

  it('shows a move on the next call (the cached answer is dropped by the write)', async () => {
    const orderNo = await fx.order('T011', 1, 0, new Date('2030-07-01T03:00:00Z'));
    const day = { startDate: '2030-07-01', endDate: '2030-07-01' };
    const before = await board(ho, day);
    expect(before.testDriveOrders.find((o) => o.testDriveOrderNo === orderNo)?.statusCode).toBe(1);
    expect(await board(ho, day)).toEqual(before);
    const cancel = await ho.post(ORDER_API.updateStatus, {
      testDriveOrderNo: orderNo,
      status: 'CANCELLED',
      reasonListMappingId: await fx.reasonFor('CANCEL'),
    });
    expect(cancel.statusCode).toBe(200);
    const after = await board(ho, day);
    expect(after.testDriveOrders.find((o) => o.testDriveOrderNo === orderNo)?.statusCode).toBe(13);
  });

  it('answers 403 to a role without a dashboard of orders', async () => {
    const konten = await callerFor(t, 'pickontenho');
    const response = await konten.post(ORDER_API.dashboard, { ...month, actionType: 'DASHBOARD' });
    expect(response.statusCode).toBe(403);
  });
});

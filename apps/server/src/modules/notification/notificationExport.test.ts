import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_API, type ActivityLogResponse } from '@dealer/contracts';
import { orderNotification, testDriveOrder } from '../../db/schema/index';
import { addDays, businessToday } from '../../platform/time/businessDate';
import { callerFor, type Caller } from '../../test/masterHelpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { orderFixture } from '../order/test/orders';
import { exportedDate, readExport } from '../../platform/excel/test/exports';

let t: TestApp;
let fx: Awaited<ReturnType<typeof orderFixture>>;
let crc: Caller;
let pdi: Caller;
const today = businessToday('Asia/Jakarta');
const period = { startDate: addDays(today, -7), endDate: today };

/** `n` notification rows for `role` on one new order of `branchCode`, with `message`. */
async function notices(branchCode: string, role: string, n: number, message = 'test') {
  const orderNo = await fx.order(branchCode, 1);
  const [order] = await t.db
    .select({ id: testDriveOrder.id })
    .from(testDriveOrder)
    .where(eq(testDriveOrder.testDriveOrderNo, orderNo));
  await t.db.insert(orderNotification).values(
    Array.from({ length: n }, (_, i) => ({
      testDriveOrderId: order!.id,
      branchId: fx.branches.get(branchCode)!,
      targetRole: role,
      statusCode: 1,
      message,
      isRead: i % 2 === 0,
      createdTime: new Date(Date.now() - i * 60_000),
    })),
  );
  return orderNo;
}

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixture(t);
  crc = await callerFor(t, 'crc');
  pdi = await callerFor(t, 'pdi');
  await notices('T010', 'pdi', 1100);
  await notices('T010', 'crc', 3);
  await notices('T020', 'crc', 4);
  await notices('T010', 'crc', 1, '=HYPERLINK("http://evil","x")');
});
afterAll(async () => {
  await t?.close();
});

const log = async (caller: Caller, body: Record<string, unknown>) => {
  const response = await caller.post(NOTIFICATION_API.activityLog, { ...body, pageSize: 500 });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ActivityLogResponse>();
};

async function exported(caller: Caller, body: Record<string, unknown>) {
  const response = await caller.post(NOTIFICATION_API.export, body);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-disposition']).toMatch(/notifications-[\d-]+\.xlsx/);
  return readExport(response.rawPayload);
}

describe('notification export', () => {
  it('writes every row of the filter past the first 500, newest first, naming the filters', async () => {
    const body = { ...period, isRead: false };
    const file = await exported(pdi, body);
    const first = await log(pdi, body);
    const second = await log(pdi, { ...body, page: 2 });
    const listed = [...first.listOfNotifications, ...second.listOfNotifications];
    expect(first.total).toBeGreaterThan(500);
    expect(file.rows).toHaveLength(first.total);
    expect(file.column('Order No')).toEqual(listed.map((n) => n.testDriveOrderNo));
    expect(new Set(file.column('Read'))).toEqual(new Set(['No']));
    expect(file.lines.get('Read')).toBe('No');
    expect(file.column('Time')[0]).toEqual(exportedDate(listed[0]!.createdTime, 'Asia/Jakarta'));
  });

  it("keeps a branch desk's export to its own desk and branches", async () => {
    const file = await exported(crc, period);
    expect(file.rows).toHaveLength((await log(crc, period)).total);
    expect(new Set(file.column('Branch'))).toEqual(new Set(['T010']));
    expect(new Set(file.column('Desk'))).toEqual(new Set(['crc']));
  });

  it('answers 403 for a branch outside the desk and for a role without notifications', async () => {
    expect(
      (await crc.post(NOTIFICATION_API.export, { ...period, branchCode: 'T020' })).statusCode,
    ).toBe(403);
    const konten = await callerFor(t, 'pickontenho');
    expect((await konten.post(NOTIFICATION_API.export, period)).statusCode).toBe(403);
  });

  it('writes a message that looks like a formula as text', async () => {
    const file = await exported(crc, period);
    expect(file.column('Message')).toContain(`'=HYPERLINK("http://evil","x")`);
  });
});

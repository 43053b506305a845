import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BLOCK_REASON_CATEGORY_ID, MASTER_API, ORDER_API } from '@dealer/contracts';
import { reason } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/testApp';
import { callerFor, type Caller } from '../../test/masterHelpers';
import { orderFixture } from './test/orders';

let t: TestApp;
let fx: Awaited<ReturnType<typeof orderFixture>>;
let ho: Caller;
let reasonId: number;

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixture(t);
  ho = await callerFor(t, 'ho_testdrive');
  const [blockReason] = await t.db
    .select({ id: reason.id })
    .from(reason)
    .where(and(eq(reason.reasonCategoryId, BLOCK_REASON_CATEGORY_ID), eq(reason.isEnabled, true)));
  reasonId = blockReason!.id;
});
afterAll(async () => {
  await t?.close();
});

const block = (unitId: number, startDate: string, endDate: string) =>
  ho.post(MASTER_API.branchStock.block, {
    testDriveUnitId: unitId,
    startDate,
    endDate,
    reasonListMappingId: reasonId,
    blockNotes: 'Exhibition',
  });

describe('blocking a unit with booked orders', () => {
  it('lists the orders of the blocked business days and blocks nothing', async () => {
    const unitId = await fx.unitOf('T011');
    // 22:30 to 23:30 on 1 March 2030 in Jakarta (UTC+7) is 15:30 to 16:30 UTC.
    const late = await fx.order('T011', 2, 0, new Date('2030-03-01T15:30:00Z'));
    const response = await block(unitId, '2030-03-01', '2030-03-01');
    expect(response.statusCode).toBe(409);
    expect(response.json().collidingOrders).toEqual([
      expect.objectContaining({ testDriveOrderNo: late, statusCode: 2 }),
    ]);
    // The next business day is free.
    expect((await block(unitId, '2030-03-02', '2030-03-03')).statusCode).toBe(200);
  });

  it('reads the days in the business time zone, not in UTC', async () => {
    const unitId = await fx.unitOf('T012');
    // 20:00 UTC on 4 March is 03:00 on 5 March in Jakarta.
    const early = await fx.order('T012', 4, 0, new Date('2030-03-04T20:00:00Z'));
    expect((await block(unitId, '2030-03-04', '2030-03-04')).statusCode).toBe(200);
    const response = await block(unitId, '2030-03-05', '2030-03-06');
    expect(response.statusCode).toBe(409);
    expect(response.json().collidingOrders[0].testDriveOrderNo).toBe(early);
  });

  it('lets a cancelled order go, so the unit can then be blocked', async () => {
    const unitId = await fx.unitOf('T011');
    const orderNo = await fx.order('T011', 1, 0, new Date('2030-04-10T03:00:00Z'));
    expect((await block(unitId, '2030-04-10', '2030-04-12')).statusCode).toBe(409);
    const cancel = await ho.post(ORDER_API.updateStatus, {
      testDriveOrderNo: orderNo,
      status: 'CANCELLED',
      reasonListMappingId: await fx.reasonFor('CANCEL'),
    });
    expect(cancel.statusCode).toBe(200);
    expect((await block(unitId, '2030-04-10', '2030-04-12')).statusCode).toBe(200);
  });
});

describe('rejecting with a unit block (REJECTBYPDI + block)', () => {
  const reject = (orderNo: string, startDate: string, endDate: string, status = 'REJECTBYPDI') =>
    ho.post(ORDER_API.updateStatus, {
      testDriveOrderNo: orderNo,
      status,
      block: { startDate, endDate, reasonListMappingId: reasonId, blockNotes: 'Scratched door' },
    });

  it('rejects the order and blocks its unit in one go, the order keeping the block', async () => {
    const orderNo = await fx.order('T020', 5, 0, new Date('2030-08-01T03:00:00Z'));
    const response = await reject(orderNo, '2030-08-01', '2030-08-02');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ statusCode: 12 });
    const found = await ho.post(ORDER_API.search, {
      testDriveOrderNo: orderNo,
      actionType: 'GENERAL',
    });
    expect(found.json().testDriveOrders[0]).toMatchObject({
      statusCode: 12,
      vehicleDateStart: '2030-08-01',
      vehicleDateEnd: '2030-08-02',
    });
    // The unit is now blocked on those days.
    const unitId = await fx.unitOf('T020');
    expect((await block(unitId, '2030-08-02', '2030-08-02')).statusCode).toBe(409);
  });

  it('refuses both when another order is booked in the range, writing nothing', async () => {
    const orderNo = await fx.order('T021', 5, 0, new Date('2030-09-01T03:00:00Z'));
    const other = await fx.order('T021', 2, 0, new Date('2030-09-02T03:00:00Z'));
    const response = await reject(orderNo, '2030-09-01', '2030-09-03');
    expect(response.statusCode).toBe(409);
    expect(response.json().collidingOrders).toEqual([
      expect.objectContaining({ testDriveOrderNo: other }),
    ]);
    expect(await fx.statusOf(orderNo)).toEqual({ status: 5, version: 1 });
  });

  it('takes a block only with REJECTBYPDI', async () => {
    const orderNo = await fx.order('T020', 5, 0, new Date('2030-10-01T03:00:00Z'));
    const response = await reject(orderNo, '2030-10-01', '2030-10-01', 'CHECKBEFORETDONPROCESS');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('block');
  });
});

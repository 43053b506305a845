import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_API, type OrderListResponse, type SalesmanListResponse } from '@dealer/contracts';
import { createTestApp, type TestApp } from '../../test/testApp';
import { callerFor, type Caller } from '../../test/masterHelpers';
import { orderFixture } from './test/orders';

let t: TestApp;
let fx: Awaited<ReturnType<typeof orderFixture>>;
let crc: Caller;
let salesmanId: number;

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixture(t);
  crc = await callerFor(t, 'crc');
  salesmanId = (await fx.salesmanOf('T010')).id;
});
afterAll(async () => {
  await t?.close();
});

describe('order/updatestatus', () => {
  it('assigns a salesman and answers the order number followed by the message', async () => {
    const orderNo = await fx.order('T010', 1);
    const response = await crc.post(ORDER_API.updateStatus, {
      testDriveOrderNo: orderNo,
      status: 'ASSIGNED',
      statusAssignedByName: 'Rina Kusuma',
      statusAssignedByRole: 'CRC',
      testDriveOrderPartner: { employeeId: salesmanId },
      version: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      acknowledge: 1,
      testDriveOrderNo: orderNo,
      statusCode: 2,
      statusName: 'ASSIGNED',
      version: 2,
    });
    expect(response.json().message).toMatch(new RegExp(`^${orderNo} Salesman assigned: `));
  });

  it('takes REJECTBYPicTestDrive as the rejection before the drive', async () => {
    const orderNo = await fx.order('T010', 5);
    const pic = await callerFor(t, 'pictestdrive');
    const response = await pic.post(ORDER_API.updateStatus, {
      testDriveOrderNo: orderNo,
      status: 'REJECTBYPicTestDrive',
      reasonListMappingId: await fx.reasonFor('REJECT'),
    });
    expect(response.json()).toMatchObject({ acknowledge: 1, statusCode: 12 });
  });

  it('answers 403 to a role outside the order desks, on both calls', async () => {
    const orderNo = await fx.order('T010', 1);
    const konten = await callerFor(t, 'pickontenho');
    const update = await konten.post(ORDER_API.updateStatus, {
      testDriveOrderNo: orderNo,
      status: 'CANCELLED',
    });
    expect(update.statusCode).toBe(403);
    const search = await konten.post(ORDER_API.search, {
      testDriveOrderNo: orderNo,
      actionType: 'GENERAL',
    });
    expect(search.statusCode).toBe(403);
    expect(await fx.statusOf(orderNo)).toEqual({ status: 1, version: 1 });
  });

  it('answers bad input with 400 naming the field, writing nothing', async () => {
    const orderNo = await fx.order('T010', 1);
    const cases: [Record<string, unknown>, string][] = [
      [{ testDriveOrderNo: orderNo, status: 'FINISHED' }, 'status'],
      [{ status: 'CANCELLED' }, 'testDriveOrderNo'],
      [{ testDriveOrderNo: orderNo, status: 'ASSIGNED', testDriveOrderPartner: {} }, 'employeeId'],
      [
        { testDriveOrderNo: orderNo, status: 'CANCELLED', statusAssignedByRole: 'Boss' },
        'statusAssignedByRole',
      ],
      [{ testDriveOrderNo: orderNo, status: 'CANCELLED', version: 'one' }, 'version'],
    ];
    for (const [body, field] of cases) {
      const response = await crc.post(ORDER_API.updateStatus, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(field);
    }
    expect(await fx.statusOf(orderNo)).toEqual({ status: 1, version: 1 });
  });

  it('answers an assignment without a salesman with 400 on the partner field', async () => {
    const orderNo = await fx.order('T010', 1);
    const response = await crc.post(ORDER_API.updateStatus, {
      testDriveOrderNo: orderNo,
      status: 'ASSIGNED',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('testDriveOrderPartner.employeeId');
  });

  it('answers 404 for an unknown order and 409 for a stale version', async () => {
    const unknown = await crc.post(ORDER_API.updateStatus, {
      testDriveOrderNo: 'TD-NOPE-1',
      status: 'CANCELLED',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Order TD-NOPE-1 not found');
    const orderNo = await fx.order('T010', 1);
    const stale = await crc.post(ORDER_API.updateStatus, {
      testDriveOrderNo: orderNo,
      status: 'CANCELLED',
      version: 7,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain(orderNo);
  });

  it('keeps a branch user away from another branch’s order (404 on read and write)', async () => {
    const orderNo = await fx.order('T010', 1);
    const bandung = await callerFor(t, 'crc_bandung');
    const read = await bandung.post(ORDER_API.search, {
      testDriveOrderNo: orderNo,
      actionType: 'GENERAL',
    });
    expect(read.statusCode).toBe(404);
    const write = await bandung.post(ORDER_API.updateStatus, {
      testDriveOrderNo: orderNo,
      status: 'CANCELLED',
    });
    expect(write.statusCode).toBe(404);
    expect(await fx.statusOf(orderNo)).toEqual({ status: 1, version: 1 });
  });
});

describe('order/updatestatus: the reason of a cancel or a reject', () => {
  const refusal = async (body: Record<string, unknown>, caller = crc) => {
    const response = await caller.post(ORDER_API.updateStatus, body);
    expect(response.statusCode, JSON.stringify(body)).toBe(400);
    expect(response.json().errors[0].field).toBe('reasonListMappingId');
    return response.json().message as string;
  };

  it('refuses a console cancel or reject without a reason, naming the field', async () => {
    const toCancel = await fx.order('T010', 1);
    expect(await refusal({ testDriveOrderNo: toCancel, status: 'CANCELLED' })).toContain(
      'reasonListMappingId',
    );
    const toReject = await fx.order('T010', 5);
    await refusal({ testDriveOrderNo: toReject, status: 'REJECTBYPDI' }, await callerFor(t, 'pdi'));
    expect(await fx.statusOf(toCancel)).toEqual({ status: 1, version: 1 });
    expect(await fx.statusOf(toReject)).toEqual({ status: 5, version: 1 });
  });

  it('refuses a reason of another category, a disabled one, an unknown one, or one on a move that takes none', async () => {
    const orderNo = await fx.order('T010', 1);
    const cases = [
      await fx.reasonFor('REJECT'),
      await fx.reasonFor('BLOCK'),
      await fx.reasonFor('CANCEL', false),
      999_999,
    ];
    for (const reasonListMappingId of cases) {
      const message = await refusal({
        testDriveOrderNo: orderNo,
        status: 'CANCELLED',
        reasonListMappingId,
      });
      expect(message).toContain(`Reason ${reasonListMappingId} is not an active CANCEL reason`);
    }
    await refusal({
      testDriveOrderNo: orderNo,
      status: 'ASSIGNED',
      testDriveOrderPartner: { employeeId: salesmanId },
      reasonListMappingId: await fx.reasonFor('CANCEL'),
    });
    expect(await fx.statusOf(orderNo)).toEqual({ status: 1, version: 1 });
  });

  it('writes the reason and the note into the activity-log row of the move', async () => {
    const orderNo = await fx.order('T010', 2);
    const reasonListMappingId = await fx.reasonFor('CANCEL');
    const moved = await crc.post(ORDER_API.updateStatus, {
      testDriveOrderNo: orderNo,
      status: 'CANCELLED',
      reasonListMappingId,
      reasonNotes: '  Customer phoned at 9  ',
    });
    expect(moved.statusCode).toBe(200);
    const found = await crc.post(ORDER_API.search, {
      testDriveOrderNo: orderNo,
      actionType: 'GENERAL',
    });
    const [order] = found.json<OrderListResponse>().testDriveOrders;
    expect(order!.testDriveActivityLogs.at(-1)!.logMessage).toMatch(
      /^Order cancelled by .+\. Reason: Test cancel reason \d+\. Note: Customer phoned at 9$/,
    );
  });
});

describe('order/search', () => {
  it('answers the order with its unit, salesman and activity log', async () => {
    const orderNo = await fx.order('T010', 1);
    await crc.post(ORDER_API.updateStatus, {
      testDriveOrderNo: orderNo,
      status: 'ASSIGNED',
      testDriveOrderPartner: { employeeId: salesmanId },
    });
    const response = await crc.post(ORDER_API.search, {
      testDriveOrderNo: orderNo,
      actionType: 'GENERAL',
    });
    expect(response.statusCode).toBe(200);
    const [order] = response.json<OrderListResponse>().testDriveOrders;
    expect(order).toMatchObject({
      testDriveOrderNo: orderNo,
      statusCode: 2,
      statusName: 'ASSIGNED',
      branchCode: 'T010',
      testDriveUnit: { branchCode: 'T010' },
      testDriveOrderPartners: [{ employeeId: salesmanId }],
    });
    expect(order!.testDriveActivityLogs).toHaveLength(1);
    expect(Date.parse(order!.startDateTime)).not.toBeNaN();
  });

  it('refuses a search without an order number with 400', async () => {
    const response = await crc.post(ORDER_API.search, { actionType: 'GENERAL' });
    expect(response.statusCode).toBe(400);
  });
});

describe('order/salesman', () => {
  it('lists the enabled salesmen of the order’s branch only', async () => {
    const orderNo = await fx.order('T010', 1);
    const elsewhere = await fx.salesmanOf('T020');
    const disabled = await fx.salesmanOf('T010', false);
    const response = await crc.post(ORDER_API.salesmen, { TestDriveOrderNo: orderNo });
    expect(response.statusCode).toBe(200);
    const ids = response.json<SalesmanListResponse>().salesmen.map((s) => s.employeeId);
    expect(ids).toContain(salesmanId);
    expect(ids).not.toContain(disabled.id);
    expect(ids).not.toContain(elsewhere.id);
    expect(ids.length).toBeGreaterThan(0);
  });

  it('answers 404 for an order of another branch', async () => {
    const orderNo = await fx.order('T010', 1);
    const bandung = await callerFor(t, 'crc_bandung');
    const response = await bandung.post(ORDER_API.salesmen, { TestDriveOrderNo: orderNo });
    expect(response.statusCode).toBe(404);
  });
});

describe('order/search FIND', () => {
  const find = async (caller: Caller, keyword: string) => {
    const response = await caller.post(ORDER_API.search, { actionType: 'FIND', keyword });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrderListResponse>().testDriveOrders;
  };

  it('finds orders by part of the number, the customer name or the phone digits, newest first', async () => {
    const mine = await fx.order('T010', 1);
    const other = await fx.order('T020', 1);
    await t.database.query(
      `update test_drive_order set customer_name = 'Siti Nurhaliza', customer_phone_no = '0812-7733-9911' where test_drive_order_no = $1`,
      [mine],
    );
    await t.database.query(
      `update test_drive_order set customer_name = 'Siti Aminah' where test_drive_order_no = $1`,
      [other],
    );
    const ho = await callerFor(t, 'ho_testdrive');
    expect((await find(ho, mine.slice(-5))).map((o) => o.testDriveOrderNo)).toContain(mine);
    expect((await find(ho, 'nurhal')).map((o) => o.testDriveOrderNo)).toEqual([mine]);
    expect((await find(ho, '0812 7733')).map((o) => o.testDriveOrderNo)).toEqual([mine]);
    const both = (await find(ho, 'siti')).map((o) => o.testDriveOrderNo);
    expect(both.slice(0, 2)).toEqual([other, mine]);
  });

  it("keeps a branch desk to its branches and takes '%' literally", async () => {
    const crcOnly = (await find(crc, 'siti')).map((o) => o.branchCode);
    expect(new Set(crcOnly)).toEqual(new Set(['T010']));
    expect(await find(crc, '%%')).toEqual([]);
    const short = await crc.post(ORDER_API.search, { actionType: 'FIND', keyword: 'x' });
    expect(short.statusCode).toBe(400);
  });
});

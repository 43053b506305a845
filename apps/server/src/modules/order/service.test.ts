import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  BLOCK_REASON_CATEGORY_ID,
  MASTER_API,
  ORDER_API,
  ORDER_SERVICE_API,
  type TestDriveOrder,
} from '@dealer/contracts';
import { DEMO_SERVICE_CLIENT } from '../../config';
import { orderNotification, reason as reasonTable, testDriveOrder } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/testApp';
import { callerFor, type Caller } from '../../test/masterHelpers';
import { orderFixture } from './test/orders';

let t: TestApp;
let fx: Awaited<ReturnType<typeof orderFixture>>;
let crc: Caller;

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixture(t);
  crc = await callerFor(t, 'crc');
});
afterAll(async () => {
  await t?.close();
});

const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const DEMO = basic(DEMO_SERVICE_CLIENT.id, DEMO_SERVICE_CLIENT.secret);

const service = (url: string, body: unknown, authorization = DEMO) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { authorization, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const orderCount = async () => (await t.db.select({ n: count() }).from(testDriveOrder))[0]!.n;

let slot = 0;
/** A one-hour slot on a day in 2030 (no demo order there), a new one per call. */
function nextSlot() {
  slot++;
  const start = new Date(Date.UTC(2030, 0, 1 + slot, 2, 0));
  return {
    startDateTime: start.toISOString().replace('Z', '+00:00'),
    endDateTime: new Date(start.getTime() + 3_600_000).toISOString().replace('Z', '+00:00'),
  };
}

const request = async (unitBranch = 'T010', times = nextSlot()) => ({
  testDriveUnitId: await fx.unitOf(unitBranch),
  ...times,
  userId: 'cust-42',
  customerName: 'Rudi Hartono',
  customerEmail: 'rudi.hartono@example.co.id',
  customerPhoneNo: '0813 1234 5678',
  city: 'Jakarta',
  address: 'Jl. Sunter Permai No. 3',
  orderType: 'TESTDRIVE',
  locationType: 'DEALER',
});

describe('service client access', () => {
  it('refuses missing or wrong credentials, and a console user, with 401', async () => {
    const body = await request();
    for (const authorization of ['', basic('demo-apps', 'wrong-secret-123456'), basic('x', 'y')]) {
      expect((await service(ORDER_SERVICE_API.create, body, authorization)).statusCode).toBe(401);
    }
    const { access_token } = await t.signIn('superadmin');
    const asUser = await service(ORDER_SERVICE_API.create, body, `Bearer ${access_token}`);
    expect(asUser.statusCode).toBe(401);
  });

  it('does not let service credentials into a console call', async () => {
    const response = await service(ORDER_API.search, {
      testDriveOrderNo: 'TD-X',
      actionType: 'GENERAL',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('service/order/create', () => {
  it('creates a SUBMITTED order with its number, log and a notice for the CRC', async () => {
    const response = await service(ORDER_SERVICE_API.create, await request());
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<{ testDriveOrder: TestDriveOrder }>().testDriveOrder;
    expect(order.testDriveOrderNo).toMatch(/^TD-T010-\d{6}-\d{6}$/);
    expect(order).toMatchObject({ statusCode: 1, statusName: 'SUBMITTED', branchCode: 'T010' });
    expect(order.testDriveActivityLogs).toEqual([
      expect.objectContaining({ logMessage: 'Order submitted by demo-apps' }),
    ]);
    const notices = await t.db
      .select({ role: orderNotification.targetRole })
      .from(orderNotification)
      .where(eq(orderNotification.testDriveOrderId, order.id));
    expect(notices).toEqual([{ role: 'crc' }]);
  });

  it('refuses a slot already booked, even partly, and gives one of two concurrent asks', async () => {
    const times = nextSlot();
    expect((await service(ORDER_SERVICE_API.create, await request('T010', times))).statusCode).toBe(
      200,
    );
    const half = {
      startDateTime: new Date(Date.parse(times.startDateTime) + 1_800_000).toISOString(),
      endDateTime: new Date(Date.parse(times.endDateTime) + 1_800_000).toISOString(),
    };
    const overlap = await service(ORDER_SERVICE_API.create, await request('T010', half));
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toContain('already booked');

    const race = nextSlot();
    const body = await request('T010', race);
    const results = await Promise.all([
      service(ORDER_SERVICE_API.create, body),
      service(ORDER_SERVICE_API.create, body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses a unit blocked on that business day', async () => {
    const ho = await callerFor(t, 'ho_testdrive');
    const unitId = await fx.unitOf('T021');
    const [reason] = await t.db
      .select({ id: reasonTable.id })
      .from(reasonTable)
      .where(eq(reasonTable.reasonCategoryId, BLOCK_REASON_CATEGORY_ID));
    const blocked = await ho.post(MASTER_API.branchStock.block, {
      testDriveUnitId: unitId,
      startDate: '2030-06-10',
      endDate: '2030-06-11',
      reasonListMappingId: reason!.id,
      blockNotes: 'Exhibition',
    });
    expect(blocked.statusCode).toBe(200);
    const response = await service(
      ORDER_SERVICE_API.create,
      await request('T021', {
        startDateTime: '2030-06-11T09:00:00+07:00',
        endDateTime: '2030-06-11T10:00:00+07:00',
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('is blocked from 10-06-2030 to 11-06-2030');
  });

  it('answers bad input with 400 naming the field and an unknown unit with 404, writing nothing', async () => {
    const before = await orderCount();
    const good = await request();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, customerName: '' }, 'customerName'],
      [{ ...good, customerEmail: 'not-an-email' }, 'customerEmail'],
      [{ ...good, startDateTime: '2030-02-01 09:00' }, 'startDateTime'],
      [{ ...good, endDateTime: good.startDateTime }, 'endDateTime'],
      [{ ...good, endDateTime: '2030-12-31T23:00:00+00:00' }, 'endDateTime'],
      [
        {
          ...good,
          startDateTime: '2020-01-01T09:00:00+07:00',
          endDateTime: '2020-01-01T10:00:00+07:00',
        },
        'startDateTime',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await service(ORDER_SERVICE_API.create, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(field);
    }
    const unknown = await service(ORDER_SERVICE_API.create, { ...good, testDriveUnitId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(await orderCount()).toBe(before);
  });
});

describe('service/order/updatestatus', () => {
  it('moves an assigned order along the salesman’s steps, for its own salesman only', async () => {
    const created = (await service(ORDER_SERVICE_API.create, await request())).json<{
      testDriveOrder: TestDriveOrder;
    }>().testDriveOrder;
    const person = await fx.salesmanOf('T010');
    const assigned = await crc.post(ORDER_API.updateStatus, {
      testDriveOrderNo: created.testDriveOrderNo,
      status: 'ASSIGNED',
      testDriveOrderPartner: { employeeId: person.id },
    });
    expect(assigned.statusCode).toBe(200);
    const step = (status: string, employeeNo = person.employeeNo) =>
      service(ORDER_SERVICE_API.updateStatus, {
        testDriveOrderNo: created.testDriveOrderNo,
        status,
        employeeNo,
      });
    expect((await step('DISTRIBUTED', 'EMP-SOMEONE-ELSE')).statusCode).toBe(403);
    for (const status of ['DISTRIBUTED', 'CLAIMED', 'PREPAREUNIT']) {
      const response = await step(status);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().statusName).toBe(status);
    }
    // Approving the unit is the unit desk's move, not the salesman's.
    expect((await step('CHECKBEFORETDONPROCESS')).statusCode).toBe(403);
  });
});

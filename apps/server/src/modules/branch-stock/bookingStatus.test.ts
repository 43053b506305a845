import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  BOOKING_STATUS,
  COMPANY_CODE,
  MASTER_API,
  type OrderStatusCode,
  type TestDriveUnit,
} from '@dealer/contracts';
import { reason, testDriveOrder } from '../../db/schema/index';
import { addDays, businessDateTime, businessToday } from '../../platform/time/businessDate';
import { callerFor, type Caller } from '../../test/masterHelpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { unitFixture } from './test/units';

const API = MASTER_API.branchStock;
let t: TestApp;
let ho: Caller;
let pdi: Caller;
let fx: Awaited<ReturnType<typeof unitFixture>>;
let blockReasonId = 0;
let timeZone = '';
let today = '';

beforeAll(async () => {
  t = await createTestApp();
  ho = await callerFor(t, 'ho_testdrive');
  pdi = await callerFor(t, 'pdi');
  fx = await unitFixture(t);
  timeZone = t.config.tzBusiness;
  today = businessToday(timeZone);
  const [damaged] = await t.db
    .select()
    .from(reason)
    .where(eq(reason.reasonDescription, 'Unit damaged'));
  blockReasonId = damaged!.id;
});
afterAll(async () => {
  await t?.close();
});

/** Fresh units of T010 (the demo units carry demo orders), all found by the keyword 'TBS'. */
async function addUnits(count: number): Promise<TestDriveUnit[]> {
  const inputs = Array.from({ length: count }, (_, i) =>
    fx.unit(`B ${9700 + i} TBS`, `EQ-BST-${i}`, 'T010'),
  );
  const response = await ho.post(API.addMultiple, inputs);
  expect(response.statusCode).toBe(200);
  // The reply lists the new units newest first; hand them back in input order.
  return response
    .json<{ testDriveUnits: TestDriveUnit[] }>()
    .testDriveUnits.sort((a, b) => a.id - b.id);
}

let sequence = 0;
/** An order on the unit from `start` to `end` (business wall clock) in `status`. */
async function order(
  unit: TestDriveUnit,
  status: OrderStatusCode,
  start: [day: string, time: string],
  end: [day: string, time: string],
) {
  sequence++;
  await t.db.insert(testDriveOrder).values({
    companyCode: COMPANY_CODE,
    testDriveOrderNo: `TD-BST-${sequence}`,
    userId: `customer-${sequence}`,
    baseProduct: 'AVANZA',
    customerName: `Customer ${sequence}`,
    customerEmail: `bst${sequence}@example.test`,
    customerPhoneNo: '0813000000',
    city: 'Jakarta',
    address: 'Jl. Test No. 1',
    branchId: unit.branchId,
    testDriveUnitId: unit.id,
    startDateTime: businessDateTime(start[0], start[1], timeZone),
    endDateTime: businessDateTime(end[0], end[1], timeZone),
    statusCode: status,
    orderType: 'TESTDRIVE',
    locationType: 'DEALER',
  });
}

const states = (units: TestDriveUnit[]) =>
  Object.fromEntries(units.map((u) => [u.policeRegNo, u.bookingStatus]));

describe('the booking state of a unit on the business day', () => {
  let units: TestDriveUnit[] = [];
  const plate = (i: number) => `B ${9700 + i} TBS`;

  it('reads Booking, Blocked or Non Booking for today, in the list and by id', async () => {
    units = await addUnits(7);
    const [booked, blocked, free, done, tomorrow, yesterday, lateNight] = units;
    const blockResponse = await pdi.post(API.block, {
      testDriveUnitId: blocked!.id,
      startDate: today,
      endDate: addDays(today, 1),
      reasonListMappingId: blockReasonId,
      blockNotes: null,
    });
    expect(blockResponse.statusCode).toBe(200);
    // Booking: an order still holding the unit today.
    await order(booked!, 2, [today, '09:00'], [today, '10:00']);
    // Blocked wins over an order of the same day (the API refuses to make both; a row written
    // around it must still read Blocked, as the planning board groups it).
    await order(blocked!, 5, [today, '13:00'], [today, '14:00']);
    // Cancelled, rejected by PDI and completed orders no longer hold the unit.
    await order(done!, 13, [today, '09:00'], [today, '10:00']);
    await order(done!, 12, [today, '11:00'], [today, '12:00']);
    await order(done!, 16, [today, '15:00'], [today, '16:00']);
    // Other days do not count...
    await order(tomorrow!, 1, [addDays(today, 1), '09:00'], [addDays(today, 1), '10:00']);
    await order(yesterday!, 2, [addDays(today, -1), '22:00'], [today, '00:00']);
    // ...but an order running over midnight into today does.
    await order(lateNight!, 8, [addDays(today, -1), '23:00'], [today, '01:00']);

    const list = await pdi.post(API.search, { keyword: 'TBS', pageSize: 50 });
    expect(list.statusCode).toBe(200);
    expect(states(list.json<{ testDriveUnits: TestDriveUnit[] }>().testDriveUnits)).toEqual({
      [plate(0)]: BOOKING_STATUS.booking,
      [plate(1)]: BOOKING_STATUS.blocked,
      [plate(2)]: BOOKING_STATUS.nonBooking,
      [plate(3)]: BOOKING_STATUS.nonBooking,
      [plate(4)]: BOOKING_STATUS.nonBooking,
      [plate(5)]: BOOKING_STATUS.nonBooking,
      [plate(6)]: BOOKING_STATUS.booking,
    });
    const one = await pdi.post(API.getById, { Id: free!.id });
    expect(one.json().testDriveUnit).toMatchObject({ isBlock: false, bookingStatus: 3 });
    const again = await pdi.post(API.getById, { Id: blocked!.id });
    expect(again.json().testDriveUnit).toMatchObject({ isBlock: true, bookingStatus: 2 });
  });

  it('filters the search by booking state, counting only the matching units', async () => {
    const found = async (BookingStatus: number) => {
      const reply = await pdi.post(API.search, { keyword: 'TBS', BookingStatus, pageSize: 50 });
      expect(reply.statusCode).toBe(200);
      const body = reply.json<{ testDriveUnits: TestDriveUnit[]; total: number }>();
      expect(body.total).toBe(body.testDriveUnits.length);
      return body.testDriveUnits.map((u) => u.policeRegNo).sort();
    };
    expect(await found(1)).toEqual([plate(0), plate(6)]);
    expect(await found(2)).toEqual([plate(1)]);
    expect(await found(3)).toEqual([plate(2), plate(3), plate(4), plate(5)]);
    const bad = await pdi.post(API.search, { BookingStatus: 4 });
    expect(bad.statusCode).toBe(400);
  });

  it('frees a released unit back to its booking state', async () => {
    const blocked = units[1]!;
    const before = (await pdi.post(API.getById, { Id: blocked.id })).json().testDriveUnit;
    const released = await pdi.post(API.releaseBlock, { Id: before.blockageDetails[0].id });
    expect(released.statusCode).toBe(200);
    const after = (await pdi.post(API.getById, { Id: blocked.id })).json().testDriveUnit;
    expect(after).toMatchObject({ isBlock: false, bookingStatus: BOOKING_STATUS.booking });
  });
});

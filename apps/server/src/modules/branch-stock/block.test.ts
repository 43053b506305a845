import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { MASTER_API, type TestDriveUnit } from '@dealer/contracts';
import { reason, testDriveUnitBlock } from '../../db/schema/index';
import { addDays, businessToday, displayDate } from '../../platform/time/businessDate';
import { createTestApp, type TestApp } from '../../test/testApp';
import { callerFor, type Caller } from '../../test/masterHelpers';
import { blockUnit } from './block';
import type { BookedOrders } from './orders';
import { unitFixture } from './test/units';

const API = MASTER_API.branchStock;
let t: TestApp;
let ho: Caller;
let pdi: Caller;
let fx: Awaited<ReturnType<typeof unitFixture>>;
const reasonId: Record<string, number> = {};
const today = businessToday('Asia/Jakarta');

beforeAll(async () => {
  t = await createTestApp();
  ho = await callerFor(t, 'ho_testdrive');
  pdi = await callerFor(t, 'pdi');
  fx = await unitFixture(t);
  for (const r of await t.db.select().from(reason)) reasonId[r.reasonDescription] = r.id;
});
afterAll(async () => {
  await t?.close();
});

const blockCount = async () =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(testDriveUnitBlock)
      .where(isNull(testDriveUnitBlock.releasedTime))
  )[0]!.n;

let added = 0;
/**
 * A new unit of the branch: no block and no booked order (the demo units carry demo orders), so
 * each test starts clean.
 */
const freeUnit = async (branchCode: string): Promise<TestDriveUnit> => {
  added++;
  const plate = `B ${9500 + added} TBK`;
  const response = await ho.post(API.addMultiple, [fx.unit(plate, `EQ-BLK-${added}`, branchCode)]);
  expect(response.statusCode).toBe(200);
  const found = (await ho.post(API.search, { keyword: plate })).json<{
    testDriveUnits: TestDriveUnit[];
  }>().testDriveUnits;
  return found[0]!;
};

const block = (unitId: number, from: number, to: number, reason = 'Unit damaged') => ({
  testDriveUnitId: unitId,
  startDate: addDays(today, from),
  endDate: addDays(today, to),
  reasonListMappingId: reasonId[reason],
  blockNotes: 'Front bumper',
});

describe('blocking a unit', () => {
  it('blocks for a range; the unit reads blocked while the range covers today', async () => {
    const unit = await freeUnit('T010');
    const response = await ho.post(API.block, block(unit.id, 0, 2));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      acknowledge: 1,
      message: `Unit ${unit.policeRegNo} blocked from ${displayDate(addDays(today, 0))} to ${displayDate(addDays(today, 2))}`,
      collidingOrders: [],
    });
    const after = (await ho.post(API.getById, { Id: unit.id })).json().testDriveUnit;
    expect(after.isBlock).toBe(true);
    expect(after.blockageDetails).toMatchObject([
      { reasonDescription: 'Unit damaged', blockNotes: 'Front bumper' },
    ]);
  });

  it('refuses a range overlapping an open block, naming that block, writing nothing', async () => {
    const unit = await freeUnit('T010');
    await ho.post(API.block, block(unit.id, 3, 5));
    const before = await blockCount();
    for (const [from, to] of [
      [5, 8],
      [1, 3],
      [4, 4],
      [0, 10],
    ] as const) {
      const response = await ho.post(API.block, block(unit.id, from, to));
      expect(response.statusCode, `${from}..${to}`).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'CONFLICT',
        message: `Unit ${unit.policeRegNo} is already blocked from ${displayDate(addDays(today, 3))} to ${displayDate(addDays(today, 5))}`,
      });
    }
    expect(await blockCount()).toBe(before);
    // Adjacent ranges do not overlap.
    expect((await ho.post(API.block, block(unit.id, 6, 7))).statusCode).toBe(200);
    expect((await ho.post(API.block, block(unit.id, 1, 2))).statusCode).toBe(200);
  });

  it('refuses a reason outside category 11 or a disabled one with 400', async () => {
    const unit = await freeUnit('T010');
    const before = await blockCount();
    const cancel = await ho.post(API.block, block(unit.id, 0, 1, 'Customer did not show up'));
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json().errors).toEqual([
      {
        field: 'reasonListMappingId',
        message: `Reason ${reasonId['Customer did not show up']} is not an enabled block reason (category 11)`,
      },
    ]);
    const disabled = await ho.post(API.block, block(unit.id, 0, 1, 'Unit used for photo shoot'));
    expect(disabled.statusCode).toBe(400);
    const backwards = await ho.post(API.block, block(unit.id, 3, 1));
    expect(backwards.json().errors).toEqual([
      {
        field: 'endDate',
        message: 'endDate must not be before startDate',
        issue: { kind: 'custom' },
      },
    ]);
    const past = await ho.post(API.block, block(unit.id, -5, -2));
    expect(past.statusCode).toBe(400);
    expect(await blockCount()).toBe(before);
  });

  it('lets a branch role block and release within its branch only', async () => {
    const own = await freeUnit('T010');
    const other = await freeUnit('T020');
    const before = await blockCount();
    const outside = await pdi.post(API.block, block(other.id, 0, 1));
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe('Branch T020 is outside your branches');
    expect(await blockCount()).toBe(before);

    expect((await pdi.post(API.block, block(own.id, 0, 1))).statusCode).toBe(200);
    const [open] = await t.db
      .select()
      .from(testDriveUnitBlock)
      .where(
        and(
          eq(testDriveUnitBlock.testDriveUnitId, own.id),
          isNull(testDriveUnitBlock.releasedTime),
        ),
      );
    const bandung = await callerFor(t, 'pdi_bandung');
    const refused = await bandung.post(API.releaseBlock, { Id: open!.id });
    expect(refused.statusCode).toBe(403);
    const crc = await callerFor(t, 'crc');
    const released = await crc.post(API.releaseBlock, { Id: open!.id });
    expect(released.json()).toEqual({
      acknowledge: 1,
      message: `Block of unit ${own.policeRegNo} released`,
    });
    const [row] = await t.db
      .select()
      .from(testDriveUnitBlock)
      .where(eq(testDriveUnitBlock.id, open!.id));
    expect(row).toMatchObject({ releasedBy: 'crc' });
    expect((await ho.post(API.getById, { Id: own.id })).json().testDriveUnit.isBlock).toBe(false);
    const again = await crc.post(API.releaseBlock, { Id: open!.id });
    expect(again.statusCode).toBe(409);
    expect((await crc.post(API.releaseBlock, { Id: 999999 })).statusCode).toBe(404);
  });

  it('answers the booked orders in the range and writes nothing when any collide', async () => {
    const unit = await freeUnit('T011');
    const asked: unknown[] = [];
    const orders: BookedOrders = {
      findBookedOrders: async (_tx, unitId, start, end) => {
        asked.push({ unitId, start, end });
        return [
          {
            testDriveOrderNo: 'TD-T011-0001',
            startDateTime: `${start}T09:00:00+07:00`,
            endDateTime: `${start}T10:00:00+07:00`,
            statusCode: 2,
          },
        ];
      },
    };
    const before = await blockCount();
    const caller = {
      role: 'ho_testdrive' as const,
      branchCodes: ['T002'],
      userName: 'ho_testdrive',
    };
    const request = {
      ...block(unit.id, 1, 2),
      reasonListMappingId: reasonId['Unit damaged']!,
      blockNotes: null,
    };
    const failure = await blockUnit(t.db, orders, request, caller, today).catch((e: unknown) => e);
    expect(failure).toMatchObject({
      statusCode: 409,
      body: {
        acknowledge: 0,
        code: 'CONFLICT',
        message: `Unit ${unit.policeRegNo} has 1 booked order(s) in this range`,
        collidingOrders: [{ testDriveOrderNo: 'TD-T011-0001', statusCode: 2 }],
      },
    });
    expect(asked).toEqual([{ unitId: unit.id, start: addDays(today, 1), end: addDays(today, 2) }]);
    expect(await blockCount()).toBe(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  NOTIFICATION_API,
  type ActivityLogResponse,
  type NotificationCountResponse,
  type OrderStatusCode,
} from '@dealer/contracts';
import { orderNotification, testDriveOrder } from '../../db/schema/index';
import { businessToday } from '../../platform/time/businessDate';
import { callerFor, type Caller } from '../../test/masterHelpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { orderFixture } from '../order/test/orders';

let t: TestApp;
let fx: Awaited<ReturnType<typeof orderFixture>>;
let crc: Caller;
let crcBandung: Caller;
let pdi: Caller;
let pic: Caller;
let ho: Caller;

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixture(t);
  crc = await callerFor(t, 'crc');
  crcBandung = await callerFor(t, 'crc_bandung');
  pdi = await callerFor(t, 'pdi');
  pic = await callerFor(t, 'pictestdrive');
  ho = await callerFor(t, 'ho_testdrive');
});
afterAll(async () => {
  await t?.close();
});

/** A notification row for `role` on a new order of `branchCode`; its id. */
async function notice(
  branchCode: string,
  role: string,
  { status = 1 as OrderStatusCode, isRead = false, daysAgo = 0 } = {},
) {
  const orderNo = await fx.order(branchCode, status);
  const [order] = await t.db
    .select({ id: testDriveOrder.id })
    .from(testDriveOrder)
    .where(eq(testDriveOrder.testDriveOrderNo, orderNo));
  const [row] = await t.db
    .insert(orderNotification)
    .values({
      testDriveOrderId: order!.id,
      branchId: fx.branches.get(branchCode)!,
      targetRole: role,
      statusCode: status,
      message: `${orderNo}: test`,
      isRead,
      createdTime: new Date(Date.now() - daysAgo * 86_400_000),
    })
    .returning({ id: orderNotification.id });
  return row!.id;
}

const count = async (caller: Caller, path: string, body: object = {}) => {
  const response = await caller.post(path, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationCountResponse>().count;
};
const pending = (caller: Caller, body: object = {}) =>
  count(caller, NOTIFICATION_API.countPendingNotification, body);
const tasks = (caller: Caller, body: object = {}) =>
  count(caller, NOTIFICATION_API.countPendingTask, body);
const isRead = async (id: number) =>
  (
    await t.db
      .select({ isRead: orderNotification.isRead })
      .from(orderNotification)
      .where(eq(orderNotification.id, id))
  )[0]!.isRead;

const today = () => businessToday('Asia/Jakarta');

describe('pending counts', () => {
  it("counts each desk's unread rows at its own branches, and every row for head office", async () => {
    const before = {
      crc: await pending(crc),
      bandung: await pending(crcBandung),
      pdi: await pending(pdi),
      pic: await pending(pic),
      picT011: await pending(pic, { branchCode: 'T011' }),
      ho: await pending(ho),
      hoT020: await pending(ho, { branchCode: 'T020' }),
    };
    await notice('T010', 'crc');
    await notice('T010', 'crc');
    await notice('T010', 'crc', { isRead: true });
    await notice('T010', 'pdi');
    await notice('T010', 'pictestdrive');
    await notice('T011', 'pictestdrive');
    await notice('T020', 'crc');
    expect(await pending(crc)).toBe(before.crc + 2);
    expect(await pending(crcBandung)).toBe(before.bandung + 1);
    expect(await pending(pdi)).toBe(before.pdi + 1);
    expect(await pending(pic)).toBe(before.pic + 2);
    expect(await pending(pic, { branchCode: 'T011' })).toBe(before.picT011 + 1);
    expect(await pending(ho)).toBe(before.ho + 6);
    expect(await pending(ho, { branchCode: 'T020' })).toBe(before.hoT020 + 1);
    const answer = await crc.post(NOTIFICATION_API.countPendingNotification, { role: 'crc' });
    expect(answer.json()).toMatchObject({ acknowledge: 1, role: 'crc', branchCode: '' });
  });

  it("counts as pending tasks the orders waiting for the role's own next move", async () => {
    const before = {
      crc: await tasks(crc),
      pdi: await tasks(pdi),
      pic: await tasks(pic),
      ho: await tasks(ho),
    };
    // crc acts at 1, 14, 15; pdi at 5, 6, 9, 10, 11; pictestdrive at 5, 6, 9, 10.
    for (const status of [1, 14, 2, 4, 5, 11, 13] as OrderStatusCode[])
      await fx.order('T010', status);
    await fx.order('T011', 6);
    await fx.order('T020', 15);
    expect(await tasks(crc)).toBe(before.crc + 2);
    expect(await tasks(pdi)).toBe(before.pdi + 2);
    expect(await tasks(pic)).toBe(before.pic + 2);
    expect(await tasks(ho)).toBe(before.ho + 6);
  });

  it('gives the game roles no counts, and no role counts that is not the caller’s', async () => {
    const quest = await callerFor(t, 'astraquestadmin');
    expect((await quest.post(NOTIFICATION_API.countPendingNotification, {})).statusCode).toBe(403);
    expect((await quest.post(NOTIFICATION_API.countPendingTask, {})).statusCode).toBe(403);
    const asPdi = await crc.post(NOTIFICATION_API.countPendingNotification, { role: 'pdi' });
    expect(asPdi.statusCode).toBe(403);
    expect(asPdi.json()).toMatchObject({
      message: 'role: pdi is not one of your roles',
      errors: [{ field: 'role' }],
    });
  });
});

describe('a notification whose order moved on', () => {
  /** Moves the order of notification `id` to `to`, as a desk handling it would. */
  const handle = async (id: number, to: OrderStatusCode) => {
    const [row] = await t.db
      .select({ orderId: orderNotification.testDriveOrderId })
      .from(orderNotification)
      .where(eq(orderNotification.id, id));
    await t.db
      .update(testDriveOrder)
      .set({ statusCode: to })
      .where(eq(testDriveOrder.id, row!.orderId));
  };
  const log = async (caller: Caller, extra: object = {}) => {
    const response = await caller.post(NOTIFICATION_API.activityLog, {
      startDate: today(),
      endDate: today(),
      pageSize: 500,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ActivityLogResponse>();
  };

  it('is done: no longer pending on the bell, in the list or its unread filter, for the desk and head office', async () => {
    const assigned = await notice('T010', 'crc', { status: 1 });
    const waiting = await notice('T010', 'crc', { status: 1 });
    const [desk, headOffice] = [await pending(crc), await pending(ho)];
    await handle(assigned, 2);
    expect(await pending(crc)).toBe(desk - 1);
    expect(await pending(ho)).toBe(headOffice - 1);

    const page = await log(crc);
    expect(page.pendingCount).toBe(desk - 1);
    expect(page.listOfNotifications.find((n) => n.id === assigned)).toMatchObject({
      isRead: true,
      isDone: true,
    });
    expect(page.listOfNotifications.find((n) => n.id === waiting)).toMatchObject({
      isRead: false,
      isDone: false,
    });
    const unread = (await log(crc, { isRead: false })).listOfNotifications.map((n) => n.id);
    expect(unread).toContain(waiting);
    expect(unread).not.toContain(assigned);
    expect((await log(crc, { isRead: true })).listOfNotifications.map((n) => n.id)).toContain(
      assigned,
    );
    // Done is a state of the order, not of the row: the row itself stays as written.
    expect(await isRead(assigned)).toBe(false);
  });
});

describe('the activity log', () => {
  it("lists the role's notifications of the period, newest first, with the pending count", async () => {
    const old = await notice('T010', 'crc', { daysAgo: 40 });
    const read = await notice('T010', 'crc', { status: 14, isRead: true });
    const fresh = await notice('T010', 'crc', { status: 15 });
    await notice('T010', 'pdi');
    const body = { startDate: today(), endDate: today() };
    const response = await crc.post(NOTIFICATION_API.activityLog, body);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<ActivityLogResponse>();
    const ids = page.listOfNotifications.map((n) => n.id);
    expect(ids).toContain(read);
    expect(ids).not.toContain(old);
    expect(ids.indexOf(fresh)).toBeLessThan(ids.indexOf(read));
    expect(page.listOfNotifications.every((n) => n.targetRole === 'crc')).toBe(true);
    expect(page.listOfNotifications.every((n) => n.branchCode === 'T010')).toBe(true);
    expect(page.listOfNotifications.find((n) => n.id === fresh)).toMatchObject({
      statusCode: 15,
      statusName: 'REJECTEDBYSYSTEM',
      isRead: false,
    });
    expect(page.total).toBe(ids.length);
    expect(page.pendingCount).toBe(await pending(crc));

    const filtered = await crc.post(NOTIFICATION_API.activityLog, {
      ...body,
      statusCode: 'REJECTEDBYSALESMAN',
      isRead: true,
    });
    expect(filtered.json<ActivityLogResponse>().listOfNotifications.map((n) => n.id)).toEqual([
      read,
    ]);
  });

  it("lets head office list any branch's rows of every desk, and a branch user only its own", async () => {
    const bandung = await notice('T020', 'crc');
    const body = { startDate: today(), endDate: today(), branchCode: 'T020' };
    const all = (await ho.post(NOTIFICATION_API.activityLog, body)).json<ActivityLogResponse>();
    expect(all.listOfNotifications.map((n) => n.id)).toContain(bandung);
    const foreign = await crc.post(NOTIFICATION_API.activityLog, body);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({
      message: 'branchCode: Branch T020 is outside your branches',
      errors: [{ field: 'branchCode' }],
    });
  });

  it('answers malformed input with 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ startDate: '2026-13-01', endDate: '2026-12-31' }, 'startDate'],
      [{ startDate: '01-12-2026', endDate: '2026-12-31' }, 'startDate'],
      [{ startDate: '2026-12-31', endDate: '2026-12-01' }, 'endDate'],
      [{ startDate: '2024-01-01', endDate: '2026-12-01' }, 'endDate'],
      [{ startDate: '2026-12-01', endDate: '2026-12-31', statusCode: 'FINISHED' }, 'statusCode'],
      [{ startDate: '2026-12-01', endDate: '2026-12-31', pageSize: 10_000 }, 'pageSize'],
    ];
    for (const [body, field] of cases) {
      const response = await crc.post(NOTIFICATION_API.activityLog, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
      expect(response.json().message).toContain(field);
    }
    const unknown = await ho.post(NOTIFICATION_API.activityLog, {
      startDate: today(),
      endDate: today(),
      branchCode: 'X001',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('branchCode: branch X001 not found');
  });
});

describe('reading one notification', () => {
  it("answers the caller's row, and null (200) for another branch's or desk's row or none", async () => {
    const id = await notice('T010', 'crc', { status: 14 });
    const mine = await crc.post(NOTIFICATION_API.getById, { id });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().notification).toMatchObject({
      id,
      branchCode: 'T010',
      targetRole: 'crc',
      statusCode: 14,
      isRead: false,
    });
    expect(mine.json().notification.statusName).not.toBe('');
    // Reading does not mark it read: the page marks it once it shows it.
    expect(await isRead(id)).toBe(false);

    const bandung = await notice('T020', 'crc');
    const pdiRow = await notice('T010', 'pdi');
    for (const other of [bandung, pdiRow, 999_999]) {
      const response = await crc.post(NOTIFICATION_API.getById, { id: other });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ acknowledge: 1, notification: null });
    }
    // Head office reads every desk's rows at every branch.
    const ofHeadOffice = await ho.post(NOTIFICATION_API.getById, { id: pdiRow });
    expect(ofHeadOffice.json().notification).toMatchObject({ id: pdiRow });
  });

  it('refuses a bad id with 400 naming the field', async () => {
    for (const body of [{ id: 'x' }, { id: 0 }, {}]) {
      const response = await crc.post(NOTIFICATION_API.getById, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('id');
    }
  });
});

describe('marking as read', () => {
  it('marks one row of the caller, answering the pending count left', async () => {
    const id = await notice('T010', 'crc');
    const before = await pending(crc);
    const response = await crc.post(NOTIFICATION_API.markRead, { id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      acknowledge: 1,
      id,
      count: before - 1,
      message: `Notification ${id} marked as read`,
    });
    expect(await isRead(id)).toBe(true);
    const again = await crc.post(NOTIFICATION_API.markRead, { id });
    expect(again.json()).toMatchObject({ message: `Notification ${id} was already read` });
  });

  it("answers 404 for another branch's or another desk's row, changing nothing", async () => {
    const bandung = await notice('T020', 'crc');
    const pdiRow = await notice('T010', 'pdi');
    for (const id of [bandung, pdiRow, 999_999]) {
      const response = await crc.post(NOTIFICATION_API.markRead, { id });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        message: `id: notification ${id} not found`,
        errors: [{ field: 'id' }],
      });
    }
    expect(await isRead(bandung)).toBe(false);
    expect(await isRead(pdiRow)).toBe(false);
    const forged = await crc.post(NOTIFICATION_API.markAllRead, { branchCode: 'T020' });
    expect(forged.statusCode).toBe(403);
    expect(await isRead(bandung)).toBe(false);
    for (const body of [{ id: 'x' }, { id: -1 }, {}]) {
      const response = await crc.post(NOTIFICATION_API.markRead, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('id');
    }
  });

  it("marks all of the desk's rows at its branches and no one else's", async () => {
    const mine = [await notice('T010', 'crc'), await notice('T010', 'crc')];
    const others = [await notice('T010', 'pdi'), await notice('T020', 'crc')];
    const response = await crc.post(NOTIFICATION_API.markAllRead, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ acknowledge: 1, count: 0 });
    expect(response.json().updated).toBeGreaterThanOrEqual(2);
    for (const id of mine) expect(await isRead(id)).toBe(true);
    for (const id of others) expect(await isRead(id)).toBe(false);
    expect(await pending(crc)).toBe(0);
    expect(await pending(crcBandung)).toBeGreaterThan(0);
  });

  it('lets head office mark one branch at a time', async () => {
    const bandung = await notice('T020', 'crc');
    const jakarta = await notice('T010', 'pdi');
    const response = await ho.post(NOTIFICATION_API.markAllRead, { branchCode: 'T020' });
    expect(response.json()).toMatchObject({ branchCode: 'T020', count: 0 });
    expect(await isRead(bandung)).toBe(true);
    expect(await isRead(jakarta)).toBe(false);
    expect(await pending(crcBandung)).toBe(0);
  });
});

describe('the API description', () => {
  it('lists every notification call with its schemas in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json<{ paths: Record<string, { post?: { requestBody?: unknown } }> }>()
      .paths;
    for (const path of Object.values(NOTIFICATION_API)) {
      expect(paths[path]?.post?.requestBody, path).toBeDefined();
    }
  });
});

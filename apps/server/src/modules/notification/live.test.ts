import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  HUB_EVENTS,
  NOTIFICATION_API,
  ORDER_API,
  ORDER_SERVICE_API,
  type NotificationCountResponse,
} from '@dealer/contracts';
import { DEMO_SERVICE_CLIENT } from '../../config';
import type { Change, ChangePublisher } from '../../platform/hub/changes';
import { connectHub, listening, pause, type HubClient } from '../../platform/hub/test/clients';
import { callerFor, type Caller } from '../../test/masterHelpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { moveOrder, rejectStaleSubmissions, type MoveActor } from '../order/public';
import { orderFixture } from '../order/test/orders';

let t: TestApp;
let fx: Awaited<ReturnType<typeof orderFixture>>;
let origin: string;
const open: HubClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixture(t);
  origin = await listening(t.app);
});
afterEach(() => {
  for (const client of open.splice(0)) client.close();
});
afterAll(async () => {
  await t?.close();
});

/** Signs in as a demo user and connects their socket (their first branch unless asked). */
async function watch(userName: string, branchCode?: string) {
  const { access_token } = await t.signIn(userName);
  const client = await connectHub(origin, { auth: { token: access_token, branchCode } });
  open.push(client);
  return client;
}

const counts = async (caller: Caller, path: string) =>
  (await caller.post(path, {})).json<NotificationCountResponse>().count;

const pdiOf = (branchCode: string): MoveActor => ({
  kind: 'user',
  user: { role: 'pdi', additionalRoles: [], branchCodes: [branchCode], userName: 'pdi-test' },
});

const { notification, dashboard } = HUB_EVENTS;

describe('live counts', () => {
  it("never gives a socket of one branch another branch's event", async () => {
    const [jakarta, bandung, headOffice] = [
      await watch('crc'),
      await watch('crc_bandung'),
      await watch('ho_testdrive'),
    ];
    // PDI rejects at Bandung: Bandung's CRC is told.
    const rejectedInBandung = await fx.order('T020', 5);
    const pdiBandung = await callerFor(t, 'pdi_bandung');
    await pdiBandung.post(ORDER_API.updateStatus, {
      testDriveOrderNo: rejectedInBandung,
      status: 'REJECTBYPDI',
      reasonListMappingId: await fx.reasonFor('REJECT'),
    });
    const [bandungCount] = await bandung.next(notification, 0);
    expect(bandungCount).toBe(
      await counts(await callerFor(t, 'crc_bandung'), NOTIFICATION_API.countPendingNotification),
    );
    await headOffice.next(notification, 0);

    // Then the same at Jakarta: its CRC gets exactly one message, Bandung's none more.
    const rejectedInJakarta = await fx.order('T010', 5);
    await moveOrder(
      t.db,
      { orderNo: rejectedInJakarta, to: 12, actor: pdiOf('T010') },
      t.app.changes,
    );
    const [jakartaCount] = await jakarta.next(notification, 0);
    const crc = await callerFor(t, 'crc');
    expect(jakartaCount).toBe(await counts(crc, NOTIFICATION_API.countPendingNotification));
    // Head office hears both branches, with its all-branch count.
    const [all] = await headOffice.next(notification, 1);
    const ho = await callerFor(t, 'ho_testdrive');
    expect(all).toBe(await counts(ho, NOTIFICATION_API.countPendingNotification));
    await pause(200);
    expect(jakarta.count(notification)).toBe(1);
    expect(bandung.count(notification)).toBe(1);
  });

  it("sends the pending tasks to the dashboards that show the order's old or new status", async () => {
    const [crc, pdi] = [await watch('crc'), await watch('pdi')];
    const orderNo = await fx.order('T010', 1);
    const salesman = await fx.salesmanOf('T010');
    const caller = await callerFor(t, 'crc');
    const assigned = await caller.post(ORDER_API.updateStatus, {
      testDriveOrderNo: orderNo,
      status: 'ASSIGNED',
      testDriveOrderPartner: { employeeId: salesman.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const [tasks] = await crc.next(dashboard, 0);
    expect(tasks).toBe(await counts(caller, NOTIFICATION_API.countPendingTask));
    // 1 → 2 settles the CRC's notification of the new order (done), so its bell is recounted;
    // it is on neither of PDI's dashboard statuses, and PDI was not notified.
    const [bell] = await crc.next(notification, 0);
    expect(bell).toBe(await counts(caller, NOTIFICATION_API.countPendingNotification));
    await pause(200);
    expect(pdi.count(dashboard)).toBe(0);
    expect(pdi.count(notification)).toBe(0);
  });

  it('tells the CRC of a new order from the customer app and of the 30-minute rule', async () => {
    const crc = await watch('crc');
    const start = new Date(Date.UTC(2031, 2, 3, 3, 0));
    const created = await t.app.inject({
      method: 'POST',
      url: ORDER_SERVICE_API.create,
      headers: {
        authorization: `Basic ${Buffer.from(`${DEMO_SERVICE_CLIENT.id}:${DEMO_SERVICE_CLIENT.secret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({
        testDriveUnitId: await fx.unitOf('T010'),
        startDateTime: start.toISOString(),
        endDateTime: new Date(start.getTime() + 3_600_000).toISOString(),
        userId: 'cust-live',
        customerName: 'Live Customer',
        customerEmail: 'live@example.test',
        customerPhoneNo: '0813 0000 0000',
        city: 'Jakarta',
        address: 'Jl. Live 1',
        orderType: 'TESTDRIVE',
        locationType: 'DEALER',
      }),
    });
    expect(created.statusCode, created.body).toBe(200);
    await crc.next(notification, 0);

    await fx.order('T010', 1, 31);
    await rejectStaleSubmissions(t.db, new Date(), t.app.changes);
    const [afterSweep] = await crc.next(notification, 1);
    expect(afterSweep).toBe(
      await counts(await callerFor(t, 'crc'), NOTIFICATION_API.countPendingNotification),
    );
  });
});

describe('emitting after commit', () => {
  it('sends nothing while the transaction is open, and the count once it has committed', async () => {
    const crc = await watch('crc');
    const orderNo = await fx.order('T010', 5);
    let seenInside = -1;
    await moveOrder(
      t.db,
      {
        orderNo,
        to: 12,
        actor: pdiOf('T010'),
        afterMove: async () => {
          await pause(300);
          seenInside = crc.count(notification);
        },
      },
      t.app.changes,
    );
    expect(seenInside).toBe(0);
    await crc.next(notification, 0);
  });

  it('sends nothing for a move that fails or rolls back', async () => {
    const crc = await watch('crc');
    const published: Change[] = [];
    const spy: ChangePublisher = {
      afterCommit: (changes) => {
        published.push(...changes);
        t.app.changes.afterCommit(changes);
      },
    };
    const orderNo = await fx.order('T010', 5);
    const failing = async () => {
      throw new Error('unit block refused');
    };
    await expect(
      moveOrder(t.db, { orderNo, to: 12, actor: pdiOf('T010'), afterMove: failing }, spy),
    ).rejects.toThrow('unit block refused');
    await expect(
      moveOrder(t.db, { orderNo, to: 12, actor: pdiOf('T010'), version: 7 }, spy),
    ).rejects.toMatchObject({ statusCode: 409 });
    await pause(300);
    expect(published).toEqual([]);
    expect(crc.count(notification)).toBe(0);
    expect(await fx.statusOf(orderNo)).toEqual({ status: 5, version: 1 });

    await moveOrder(t.db, { orderNo, to: 12, actor: pdiOf('T010') }, spy);
    expect(published).toEqual([
      {
        kind: 'order',
        branchId: fx.branches.get('T010'),
        from: 5,
        to: 12,
        notified: ['crc'],
        settled: ['pdi', 'pictestdrive'],
      },
    ]);
    await crc.next(notification, 0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ACTOR_ROLES, ORDER_TRANSITIONS, type OrderStatusCode, type Role } from '@dealer/contracts';
import {
  orderNotification,
  testDriveActivityLog,
  testDriveOrder,
  testDriveOrderPartner,
} from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/testApp';
import { rejectStaleSubmissions } from './autoReject';
import { orderFixture } from './test/orders';
import { moveOrder, type MoveActor } from './workflow';

let t: TestApp;
let fx: Awaited<ReturnType<typeof orderFixture>>;
let t010Salesman: { id: number; employeeNo: string };

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixture(t);
  t010Salesman = await fx.salesmanOf('T010');
});
afterAll(async () => {
  await t?.close();
});

const user = (role: Role, branchCodes = ['T010'], additionalRoles: Role[] = []): MoveActor => ({
  kind: 'user',
  user: { role, additionalRoles, branchCodes, userName: `${role}-user` },
});
const salesmanApp = (employeeNo: string): MoveActor => ({ kind: 'salesman', employeeNo });
const system: MoveActor = { kind: 'system' };

/** A console role that may make the move (the desk's first role), or the app / system. */
async function actorFor(by: (typeof ORDER_TRANSITIONS)[number]['by']): Promise<MoveActor> {
  if (by === 'salesman') return salesmanApp((await fx.assigneeOf('T010')).employeeNo);
  if (by === 'system') return system;
  return user(ACTOR_ROLES[by][0]!);
}

const orderId = async (orderNo: string) =>
  (
    await t.db
      .select({ id: testDriveOrder.id })
      .from(testDriveOrder)
      .where(eq(testDriveOrder.testDriveOrderNo, orderNo))
  )[0]!.id;
const rowsOf = async (table: typeof testDriveActivityLog | typeof orderNotification, id: number) =>
  (await t.db.select({ n: count() }).from(table).where(eq(table.testDriveOrderId, id)))[0]!.n;

describe('the order transition table', () => {
  it.each(ORDER_TRANSITIONS.filter((m) => m.by !== 'system').map((m) => [m.from, m.to, m]))(
    'allows %i → %i to its actor, with one log row',
    async (from, to, move) => {
      const orderNo = await fx.order('T010', from as OrderStatusCode);
      if (move.needsAnswerSet) await fx.answered(orderNo, move.needsAnswerSet);
      const moved = await moveOrder(t.db, {
        orderNo,
        to: to as OrderStatusCode,
        actor: await actorFor(move.by),
        partnerEmployeeId: move.needsPartner ? t010Salesman.id : undefined,
      });
      expect(moved).toMatchObject({ from, to, version: 2 });
      expect(await fx.statusOf(orderNo)).toEqual({ status: to, version: 2 });
      expect(await rowsOf(testDriveActivityLog, await orderId(orderNo))).toBe(1);
    },
  );

  it('refuses, per console role, every move of the other desk and of the app with 403', async () => {
    const roles: Role[] = ['crc', 'pdi', 'pictestdrive', 'ho_testdrive', 'superadmin'];
    for (const role of roles) {
      for (const move of ORDER_TRANSITIONS) {
        const desk = move.by === 'crcDesk' || move.by === 'unitDesk' ? move.by : undefined;
        if (desk && ACTOR_ROLES[desk].includes(role)) continue;
        const orderNo = await fx.order('T010', move.from);
        if (move.needsAnswerSet) await fx.answered(orderNo, move.needsAnswerSet);
        await expect(
          moveOrder(t.db, {
            orderNo,
            to: move.to,
            actor: user(role),
            partnerEmployeeId: t010Salesman.id,
          }),
          `${role}: ${move.from} → ${move.to}`,
        ).rejects.toMatchObject({ statusCode: 403 });
        expect(await fx.statusOf(orderNo)).toEqual({ status: move.from, version: 1 });
      }
    }
  });

  it('refuses a move the table does not have with 409 naming both statuses', async () => {
    const orderNo = await fx.order('T010', 4);
    await expect(moveOrder(t.db, { orderNo, to: 16, actor: user('superadmin') })).rejects.toThrow(
      `Order ${orderNo} cannot move from CLAIMED to COMPLETED`,
    );
  });

  it('refuses the salesman app a move of an order assigned to someone else', async () => {
    const orderNo = await fx.order('T010', 2);
    const other = await fx.salesmanOf('T010');
    await expect(
      moveOrder(t.db, { orderNo, to: 3, actor: salesmanApp(other.employeeNo) }),
    ).rejects.toMatchObject({
      statusCode: 403,
      message: `Order ${orderNo} is not assigned to salesman ${other.employeeNo}`,
    });
    expect(await fx.statusOf(orderNo)).toEqual({ status: 2, version: 1 });
  });

  it('refuses the system move to a console user', async () => {
    const orderNo = await fx.order('T010', 1);
    await expect(
      moveOrder(t.db, { orderNo, to: 15, actor: user('superadmin') }),
    ).rejects.toMatchObject({ statusCode: 403 });
  });
});

describe('a move', () => {
  it('walks one order from SUBMITTED to COMPLETED with a log row per step', async () => {
    const orderNo = await fx.order('T010', 1);
    const crc = user('crc');
    const pdi = user('pdi');
    await moveOrder(t.db, { orderNo, to: 2, actor: crc, partnerEmployeeId: t010Salesman.id });
    const app = salesmanApp(t010Salesman.employeeNo);
    for (const to of [3, 4, 5] as const) await moveOrder(t.db, { orderNo, to, actor: app });
    await moveOrder(t.db, { orderNo, to: 6, actor: pdi });
    await fx.answered(orderNo, 'BEFORE');
    await moveOrder(t.db, { orderNo, to: 7, actor: pdi });
    for (const to of [8, 9] as const) await moveOrder(t.db, { orderNo, to, actor: app });
    await moveOrder(t.db, { orderNo, to: 10, actor: user('pictestdrive', ['T010', 'T011']) });
    await fx.answered(orderNo, 'AFTER');
    await moveOrder(t.db, { orderNo, to: 11, actor: pdi });
    const last = await moveOrder(t.db, { orderNo, to: 16, actor: pdi });
    expect(last.message).toBe(`${orderNo} Order completed`);
    const id = await orderId(orderNo);
    expect(await rowsOf(testDriveActivityLog, id)).toBe(11);
    // PDI and PIC are told at PREPAREUNIT and COMPLETETD: two roles, two times.
    expect(await rowsOf(orderNotification, id)).toBe(4);
    const log = await t.db
      .select({ message: testDriveActivityLog.logMessage })
      .from(testDriveActivityLog)
      .where(eq(testDriveActivityLog.testDriveOrderId, id))
      .orderBy(testDriveActivityLog.id);
    expect(log[0]!.message).toMatch(/^Salesman assigned: Test Salesman \d+ by crc-user \(CRC\)$/);
  });

  it('lets exactly one of two concurrent moves from the same version succeed', async () => {
    const orderNo = await fx.order('T010', 5);
    const results = await Promise.allSettled([
      moveOrder(t.db, { orderNo, to: 6, actor: user('pdi'), version: 1 }),
      moveOrder(t.db, { orderNo, to: 12, actor: user('pictestdrive', ['T010']), version: 1 }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ statusCode: 409 });
    expect(String(refused.reason.message)).toContain(orderNo);
    expect(await rowsOf(testDriveActivityLog, await orderId(orderNo))).toBe(1);
  });

  it('lets exactly one of two concurrent identical moves succeed, even without a version', async () => {
    const orderNo = await fx.order('T010', 5);
    const results = await Promise.allSettled([
      moveOrder(t.db, { orderNo, to: 6, actor: user('pdi') }),
      moveOrder(t.db, { orderNo, to: 6, actor: user('ho_testdrive') }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await fx.statusOf(orderNo)).toEqual({ status: 6, version: 2 });
  });

  it('hides an order of another branch: 404 and nothing written', async () => {
    const orderNo = await fx.order('T010', 1);
    await expect(
      moveOrder(t.db, {
        orderNo,
        to: 13,
        actor: user('crc', ['T020']),
      }),
    ).rejects.toMatchObject({ statusCode: 404, message: `Order ${orderNo} not found` });
    expect(await fx.statusOf(orderNo)).toEqual({ status: 1, version: 1 });
  });

  it('answers 404 for an unknown order number', async () => {
    await expect(
      moveOrder(t.db, { orderNo: 'TD-NOPE', to: 2, actor: user('superadmin') }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('refuses an assignment without a salesman, or with one of another branch, writing nothing', async () => {
    const orderNo = await fx.order('T010', 1);
    await expect(moveOrder(t.db, { orderNo, to: 2, actor: user('crc') })).rejects.toMatchObject({
      statusCode: 400,
      errors: [{ field: 'testDriveOrderPartner.employeeId' }],
    });
    const elsewhere = await fx.salesmanOf('T020');
    const disabled = await fx.salesmanOf('T010', false);
    for (const partner of [elsewhere.id, disabled.id, 999_999]) {
      await expect(
        moveOrder(t.db, { orderNo, to: 2, actor: user('crc'), partnerEmployeeId: partner }),
      ).rejects.toMatchObject({ statusCode: 400 });
    }
    expect(await fx.statusOf(orderNo)).toEqual({ status: 1, version: 1 });
    const id = await orderId(orderNo);
    expect(await rowsOf(testDriveActivityLog, id)).toBe(0);
    const partners = await t.db
      .select({ n: count() })
      .from(testDriveOrderPartner)
      .where(eq(testDriveOrderPartner.testDriveOrderId, id));
    expect(partners[0]!.n).toBe(0);
  });

  it('keeps one current salesman when an order is re-assigned', async () => {
    const orderNo = await fx.order('T010', 14);
    const other = await fx.salesmanOf('T010');
    await moveOrder(t.db, { orderNo, to: 2, actor: user('crc'), partnerEmployeeId: other.id });
    const partners = await t.db
      .select({
        salesmanId: testDriveOrderPartner.salesmanId,
        isCurrent: testDriveOrderPartner.isCurrent,
      })
      .from(testDriveOrderPartner)
      .where(eq(testDriveOrderPartner.testDriveOrderId, await orderId(orderNo)));
    const previous = await fx.assigneeOf('T010');
    expect(partners).toEqual(
      expect.arrayContaining([
        { salesmanId: previous.id, isCurrent: false },
        { salesmanId: other.id, isCurrent: true },
      ]),
    );
    expect(partners.filter((p) => p.isCurrent)).toHaveLength(1);
  });

  it('asks for the checklist before completing a check', async () => {
    const before = await fx.order('T010', 6);
    await expect(moveOrder(t.db, { orderNo: before, to: 7, actor: user('pdi') })).rejects.toThrow(
      'save the BEFORE checklist first',
    );
    const after = await fx.order('T010', 10);
    await expect(moveOrder(t.db, { orderNo: after, to: 11, actor: user('pdi') })).rejects.toThrow(
      'save the AFTER checklist first',
    );
  });
});

describe('the 30-minute rule', () => {
  it('rejects orders submitted 30 minutes ago or more, once, and tells the CRC', async () => {
    const old = await fx.order('T020', 1, 31);
    const fresh = await fx.order('T020', 1, 29);
    const assigned = await fx.order('T020', 2, 90);
    // Demo orders are submitted too; look at this test's own orders only.
    const own = (orderNos: string[]) => orderNos.filter((no) => no.startsWith('TD-TEST-'));
    const moved = own(await rejectStaleSubmissions(t.db, new Date()));
    expect(moved).toContain(old);
    expect(moved).not.toContain(fresh);
    expect(moved).not.toContain(assigned);
    expect(await fx.statusOf(old)).toEqual({ status: 15, version: 2 });
    expect(await fx.statusOf(fresh)).toEqual({ status: 1, version: 1 });
    expect(own(await rejectStaleSubmissions(t.db, new Date()))).toEqual([]);
    const id = await orderId(old);
    expect(await rowsOf(testDriveActivityLog, id)).toBe(1);
    expect(await rowsOf(orderNotification, id)).toBe(2);
    // With a clock 2 minutes on, the fresh one's time has come.
    expect(own(await rejectStaleSubmissions(t.db, new Date(Date.now() + 120_000)))).toEqual([
      fresh,
    ]);
  });

  it('moves each order once when several sweeps run at the same time', async () => {
    const orders = await Promise.all([1, 2, 3, 4, 5].map(() => fx.order('T021', 1, 45)));
    const sweeps = await Promise.all([1, 2, 3].map(() => rejectStaleSubmissions(t.db, new Date())));
    const moved = sweeps.flat().filter((no) => orders.includes(no));
    expect(moved.sort()).toEqual([...orders].sort());
    for (const orderNo of orders) {
      expect(await rowsOf(testDriveActivityLog, await orderId(orderNo))).toBe(1);
    }
  });
});

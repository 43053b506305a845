import { and, asc, eq } from 'drizzle-orm';
import { COMPANY_CODE, REASON_CATEGORY_IDS, type OrderStatusCode } from '@dealer/contracts';
import {
  answerSet,
  branch,
  reason,
  salesman,
  testDriveOrder,
  testDriveOrderPartner,
  testDriveUnit,
} from '../../../db/schema/index';
import type { TestApp } from '../../../test/testApp';

/** Salesmen and orders written straight into the test database, for the order tests. */
export async function orderFixture(t: TestApp) {
  const branches = new Map(
    (await t.db.select({ id: branch.id, code: branch.branchCode }).from(branch)).map((b) => [
      b.code,
      b.id,
    ]),
  );
  const unitOf = async (branchCode: string) => {
    const [unit] = await t.db
      .select({ id: testDriveUnit.id })
      .from(testDriveUnit)
      .where(
        and(
          eq(testDriveUnit.branchId, branches.get(branchCode)!),
          eq(testDriveUnit.isActive, true),
        ),
      )
      .orderBy(asc(testDriveUnit.id))
      .limit(1);
    return unit!.id;
  };
  let sequence = 0;
  const salesmanOf = async (branchCode: string, enabled = true) => {
    sequence++;
    const [person] = await t.db
      .insert(salesman)
      .values({
        employeeNo: `EMP-T-${sequence}`,
        employeeName: `Test Salesman ${sequence}`,
        branchId: branches.get(branchCode)!,
        hpno: '0812000000',
        email: `sales${sequence}@example.test`,
        isEnabled: enabled,
      })
      .returning({ id: salesman.id, employeeNo: salesman.employeeNo });
    return person!;
  };

  /** One salesman per branch that the fixture's assigned orders carry (its employee number). */
  const assigned = new Map<string, { id: number; employeeNo: string }>();
  const assigneeOf = async (branchCode: string) => {
    let person = assigned.get(branchCode);
    if (!person) {
      person = await salesmanOf(branchCode);
      assigned.set(branchCode, person);
    }
    return person;
  };

  /**
   * An order of `branchCode` at `status`, submitted `minutesAgo` minutes ago; its number. Orders
   * past assignment carry the branch's fixture salesman (assigneeOf).
   */
  const order = async (
    branchCode = 'T010',
    status: OrderStatusCode = 1,
    minutesAgo = 0,
    startAt?: Date,
  ): Promise<string> => {
    sequence++;
    const orderNo = `TD-TEST-${String(sequence).padStart(5, '0')}`;
    const start = startAt ?? new Date(Date.UTC(2026, 11, 1, 2, 0) + sequence * 3_600_000);
    await t.db.insert(testDriveOrder).values({
      companyCode: COMPANY_CODE,
      testDriveOrderNo: orderNo,
      userId: `customer-${sequence}`,
      baseProduct: 'AVANZA',
      customerName: `Customer ${sequence}`,
      customerEmail: `customer${sequence}@example.test`,
      customerPhoneNo: '0813000000',
      city: 'Jakarta',
      address: 'Jl. Test No. 1',
      branchId: branches.get(branchCode)!,
      testDriveUnitId: await unitOf(branchCode),
      startDateTime: start,
      endDateTime: new Date(start.getTime() + 3_600_000),
      statusCode: status,
      orderType: 'TESTDRIVE',
      locationType: 'DEALER',
      submittedTime: new Date(Date.now() - minutesAgo * 60_000),
    });
    if (![1, 13, 15].includes(status)) {
      const [row] = await t.db
        .select({ id: testDriveOrder.id })
        .from(testDriveOrder)
        .where(eq(testDriveOrder.testDriveOrderNo, orderNo));
      await t.db.insert(testDriveOrderPartner).values({
        testDriveOrderId: row!.id,
        salesmanId: (await assigneeOf(branchCode)).id,
      });
    }
    return orderNo;
  };

  const statusOf = async (orderNo: string) =>
    (
      await t.db
        .select({ status: testDriveOrder.statusCode, version: testDriveOrder.version })
        .from(testDriveOrder)
        .where(eq(testDriveOrder.testDriveOrderNo, orderNo))
    )[0]!;

  /** Saves an empty BEFORE or AFTER answer set, enough for the workflow's precondition. */
  const answered = async (orderNo: string, type: 'BEFORE' | 'AFTER') => {
    const [row] = await t.db
      .select({ id: testDriveOrder.id })
      .from(testDriveOrder)
      .where(eq(testDriveOrder.testDriveOrderNo, orderNo));
    await t.db.insert(answerSet).values({ testDriveOrderId: row!.id, answerSetType: type });
  };

  /** A reason of the master data for a cancel (category 10) or a reject (12); its id. */
  let reasons = 0;
  const reasonFor = async (category: 'CANCEL' | 'REJECT' | 'BLOCK', enabled = true) => {
    reasons++;
    const [row] = await t.db
      .insert(reason)
      .values({
        reasonCategoryId: REASON_CATEGORY_IDS[category],
        reasonDescription: `Test ${category.toLowerCase()} reason ${reasons}`,
        isEnabled: enabled,
      })
      .returning({ id: reason.id });
    return row!.id;
  };

  return { branches, unitOf, salesmanOf, assigneeOf, order, statusOf, answered, reasonFor };
}

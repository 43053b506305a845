import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatusCode } from '@dealer/contracts';
import {
  REPORT_API,
  ZReportFilter,
  type ReportCountsResponse,
  type ReportOrdersResponse,
  type StageTimesResponse,
} from '@dealer/contracts/report';
import { rows } from '../../db/client';
import { testDriveActivityLog, testDriveOrder } from '../../db/schema/index';
import { AppError } from '../../platform/http/errors';
import { callerFor, type Caller } from '../../test/masterHelpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { orderFixture } from '../order/test/orders';
import { exportReport } from './exportReport';

/**
 * A known data set far from the demo month (2030), so the figures are exact: orders per branch,
 * status and month, two of them on either side of a month's edge in Asia/Jakarta (UTC+7).
 */
let t: TestApp;
let fx: Awaited<ReturnType<typeof orderFixture>>;
let ho: Caller;
let pdi: Caller;
let pic: Caller;
let crcBandung: Caller;
let questAdmin: Caller;
const PERIOD = { startDate: '2030-01-01', endDate: '2030-02-28' };
const JAN = { startDate: '2030-01-01', endDate: '2030-01-31' };
const numbers: Record<string, string[]> = {};

/** 10:00 Jakarta on the day given. */
const at = (day: string, hour = 10, minute = 0) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + ((hour - 7) * 60 + minute) * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixture(t);
  const add = async (label: string, branch: string, status: OrderStatusCode, start: Date) => {
    const orderNo = await fx.order(branch, status, 0, start);
    (numbers[label] ??= []).push(orderNo);
    return orderNo;
  };
  // January: T010 2 COMPLETED + 1 SUBMITTED + 1 REJECTEDBYSYSTEM, T011 1 CANCELLED, T020 2 STARTTD.
  const done1 = await add('T010-01-COMPLETED', 'T010', 16, at('2030-01-05'));
  await add('T010-01-COMPLETED', 'T010', 16, at('2030-01-31', 23, 30)); // 16:30 UTC: still January
  await add('T010-01-SUBMITTED', 'T010', 1, at('2030-01-10'));
  await add('T010-01-REJECTEDBYSYSTEM', 'T010', 15, at('2030-01-11'));
  await add('T011-01-CANCELLED', 'T011', 13, at('2030-01-12'));
  await add('T020-01-STARTTD', 'T020', 8, at('2030-01-13'));
  await add('T020-01-STARTTD', 'T020', 8, at('2030-01-14'));
  // February: T010 1 COMPLETED at 00:10 Jakarta on the 1st (still 31 January in UTC).
  await add('T010-02-COMPLETED', 'T010', 16, at('2030-02-01', 0, 10));

  // The stage log of the first completed order: submitted 09:00, assigned +12 min, prepared +40,
  // drive 08:00 -> 08:45 (45 min), back +5, completed +20 after the return.
  const [order] = await t.db
    .select({ id: testDriveOrder.id })
    .from(testDriveOrder)
    .where(eq(testDriveOrder.testDriveOrderNo, done1));
  const submitted = at('2030-01-05', 9);
  await t.db
    .update(testDriveOrder)
    .set({
      submittedTime: submitted,
      customerName: '=HYPERLINK("http://evil.test","click")',
      comment: '@SUM(1+1)',
      customerPhoneNo: '+62 812-3456',
    })
    .where(eq(testDriveOrder.id, order!.id));
  const steps: [number | null, number, number][] = [
    [null, 1, 0],
    [1, 2, 12],
    [2, 3, 20],
    [3, 4, 25],
    [4, 5, 30],
    [5, 6, 40],
    [6, 7, 52],
    [7, 8, 60],
    [8, 9, 105],
    [9, 10, 110],
    [10, 11, 120],
    [11, 16, 130],
  ];
  await t.db.insert(testDriveActivityLog).values(
    steps.map(([from, to, minutes]) => ({
      testDriveOrderId: order!.id,
      fromStatus: from,
      statusCode: to,
      logMessage: `step ${to}`,
      loggedBy: 'test',
      createdTime: new Date(submitted.getTime() + minutes * 60_000),
    })),
  );
  // The 30-minute rule's rejection, logged as the sweep logs it.
  const [rejected] = await t.db
    .select({ id: testDriveOrder.id })
    .from(testDriveOrder)
    .where(eq(testDriveOrder.testDriveOrderNo, numbers['T010-01-REJECTEDBYSYSTEM']![0]!));
  await t.db.insert(testDriveActivityLog).values({
    testDriveOrderId: rejected!.id,
    fromStatus: 1,
    statusCode: 15,
    logMessage: 'Rejected by system',
    loggedBy: 'system',
  });

  ho = await callerFor(t, 'ho_testdrive');
  pdi = await callerFor(t, 'pdi');
  pic = await callerFor(t, 'pictestdrive');
  crcBandung = await callerFor(t, 'crc_bandung');
  questAdmin = await callerFor(t, 'astraquestadmin');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const ok = async <T>(caller: Caller, url: string, body: unknown) => {
  const response = await caller.post(url, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
const counts = (caller: Caller, body: unknown) =>
  ok<ReportCountsResponse>(caller, REPORT_API.counts, body);
const brief = (reply: ReportCountsResponse) =>
  reply.rows.map((r) => `${r.month} ${r.branchCode} ${r.total} ${JSON.stringify(r.counts)}`);

describe('getmonitoringdisplayCount', () => {
  it('counts head office every branch per month and status, months cut in Jakarta', async () => {
    const reply = await counts(ho, PERIOD);
    expect(brief(reply)).toEqual([
      '2030-01 T010 4 {"SUBMITTED":1,"REJECTEDBYSYSTEM":1,"COMPLETED":2}',
      '2030-01 T011 1 {"CANCELLED":1}',
      '2030-01 T020 2 {"STARTTD":2}',
      '2030-02 T010 1 {"COMPLETED":1}',
    ]);
    expect(reply.rows[0]!.branchDescription).not.toBe('');
    expect(reply.days).toContainEqual({ date: '2030-01-31', total: 1 });
    expect(reply.days).toContainEqual({ date: '2030-02-01', total: 1 });
    expect(reply.days.reduce((sum, d) => sum + d.total, 0)).toBe(8);
    expect(reply).toMatchObject({ acknowledge: 1, timeZone: 'Asia/Jakarta', status: '' });
  });

  it('takes the month of startDate when endDate is left out (the spec call)', async () => {
    const reply = await counts(ho, { branchCode: '', startDate: '2030-02-01' });
    expect(reply.endDate).toBe('2030-02-28');
    expect(brief(reply)).toEqual(['2030-02 T010 1 {"COMPLETED":1}']);
  });

  it('narrows to a status group or one status', async () => {
    expect(brief(await counts(ho, { ...PERIOD, status: 'Cancel' }))).toEqual([
      '2030-01 T010 1 {"REJECTEDBYSYSTEM":1}',
      '2030-01 T011 1 {"CANCELLED":1}',
    ]);
    expect(brief(await counts(ho, { ...PERIOD, status: 'STARTTD', branchCode: 'T020' }))).toEqual([
      '2030-01 T020 2 {"STARTTD":2}',
    ]);
  });

  it('keeps branch users to their branches and refuses another branch with 403', async () => {
    expect((await counts(pdi, PERIOD)).rows.map((r) => r.branchCode)).toEqual(['T010', 'T010']);
    expect((await counts(pic, JAN)).rows.map((r) => r.branchCode)).toEqual(['T010', 'T011']);
    expect((await counts(crcBandung, JAN)).rows.map((r) => r.branchCode)).toEqual(['T020']);
    for (const url of [REPORT_API.counts, REPORT_API.orders, REPORT_API.export]) {
      const refused = await pdi.post(url, { ...JAN, branchCode: 'T020' });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.body).not.toContain('T020-');
    }
    expect((await pic.post(REPORT_API.counts, { ...JAN, branchCode: 'T020' })).statusCode).toBe(
      403,
    );
    expect((await questAdmin.post(REPORT_API.counts, JAN)).statusCode).toBe(403);
  });

  it('answers 400 naming the field for bad input', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...JAN, status: 'NOPE' }, 'status'],
      [{ startDate: '2030-02-01', endDate: '2030-01-01' }, 'endDate'],
      [{ startDate: '2030-01-01', endDate: '2031-01-02' }, 'endDate'],
      [{ startDate: '2030-02-30' }, 'startDate'],
      [{ startDate: '01-02-2030' }, 'startDate'],
      [{ ...JAN, endDate: 'soon' }, 'endDate'],
      [{ startDate: '0000-01-01' }, 'startDate'],
    ];
    for (const [body, field] of cases) {
      for (const url of [REPORT_API.counts, REPORT_API.export]) {
        const response = await ho.post(url, body);
        expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
        const fields = response.json<{ errors: { field: string }[] }>().errors.map((e) => e.field);
        expect(fields, JSON.stringify(body)).toContain(field);
      }
    }
    // A leap year's 366 days pass.
    expect(
      ZReportFilter.safeParse({ startDate: '2028-01-01', endDate: '2028-12-31' }).success,
    ).toBe(true);
  });
});

describe('the orders behind a count', () => {
  it('lists exactly the orders of the month, branch and status asked', async () => {
    const reply = await ok<ReportOrdersResponse>(pdi, REPORT_API.orders, {
      ...JAN,
      branchCode: 'T010',
      status: 'COMPLETED',
    });
    expect(reply.total).toBe(2);
    expect(reply.testDriveOrders.map((o) => o.testDriveOrderNo).sort()).toEqual(
      [...numbers['T010-01-COMPLETED']!].sort(),
    );
    const all = await ok<ReportOrdersResponse>(pic, REPORT_API.orders, { ...JAN, pageSize: 2 });
    expect(all.total).toBe(5);
    expect(all.testDriveOrders).toHaveLength(2);
  });

  it('lists them by start time, then id, page after page, as the xlsx does', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) {
      const reply = await ok<ReportOrdersResponse>(pic, REPORT_API.orders, {
        ...JAN,
        page,
        pageSize: 2,
      });
      pages.push(...reply.testDriveOrders);
    }
    expect(pages).toHaveLength(5);
    const keys = pages.map((o) => [Date.parse(o.startDateTime), o.id] as const);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(keys).toEqual(sorted);
  });
});

describe('getmonitoringstagetime', () => {
  it('averages the minutes of each stage from the activity log and counts auto-rejections', async () => {
    const reply = await ok<StageTimesResponse>(ho, REPORT_API.stageTimes, {
      ...JAN,
      branchCode: 'T010',
      status: 'SUBMITTED', // the status filter does not narrow stage times
    });
    expect(reply.rows).toEqual([
      {
        month: '2030-01',
        branchCode: 'T010',
        orders: 4,
        submittedToAssigned: 12,
        assignedToPrepared: 40,
        testDrive: 45,
        returnToCompleted: 20,
        autoRejected: 1,
      },
    ]);
  });
});

async function workbookOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

describe('getreportdata', () => {
  it('streams the xlsx named after the status, the filters first, then the orders', async () => {
    const response = await pdi.post(REPORT_API.export, { ...JAN, status: 'COMPLETED' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('filename="COMPLETED.xlsx"');
    const workbook = await workbookOf(response.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Filters', 'Orders']);
    const filters = workbook.getWorksheet('Filters')!;
    const entries = new Map<string, ExcelJS.CellValue>();
    filters.eachRow((row) => entries.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(entries.get('Branch')).toBe('All Branch');
    expect(entries.get('Status')).toBe('COMPLETED');
    // Days and times are date cells (a spreadsheet has no zones: the wall time reads as UTC).
    expect(entries.get('Publish date from')).toEqual(new Date('2030-01-01T00:00:00Z'));
    expect(entries.get('Publish date to')).toEqual(new Date('2030-01-31T00:00:00Z'));
    expect(entries.get('Generated by')).toBe('pdi');
    expect(entries.get('Generated at')).toBeInstanceOf(Date);
    expect(entries.get('Time zone')).toBe('Asia/Jakarta');
    expect(entries.get('Orders')).toBe('2');
    const orders = workbook.getWorksheet('Orders')!;
    expect(orders.rowCount).toBe(3);
    expect(orders.getRow(1).getCell(1).value).toBe('Order No');
    const listed = [2, 3].map((r) => orders.getRow(r).getCell(1).value);
    expect(listed).toEqual(numbers['T010-01-COMPLETED']);
    const first = orders.getRow(2);
    expect(first.getCell(2).value).toBe('COMPLETED');
    // 10:00 in Jakarta (03:00 UTC), a date cell shown DD-MM-YYYY HH:mm.
    expect(first.getCell(5).value).toEqual(new Date('2030-01-05T10:00:00Z'));
    expect(first.getCell(5).numFmt).toBe('dd-mm-yyyy hh:mm');
    expect([22, 23, 24, 25].map((c) => first.getCell(c).value)).toEqual([12, 40, 45, 20]);
  });

  it('writes typed text as text: a leading = or @ never becomes a formula', async () => {
    const response = await ho.post(REPORT_API.export, { ...JAN, branchCode: 'T010' });
    const orders = (await workbookOf(response.rawPayload)).getWorksheet('Orders')!;
    const row = orders.getRow(2);
    for (const column of [7, 19]) {
      const cell = row.getCell(column);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
      expect(cell.numFmt).toBe('@');
    }
    expect(row.getCell(7).value).toBe('\'=HYPERLINK("http://evil.test","click")');
    expect(row.getCell(19).value).toBe("'@SUM(1+1)");
    expect(row.getCell(9).value).toBe('+62 812-3456');
    // The raw sheet XML holds no formula element at all.
    expect(response.rawPayload.includes(Buffer.from('<f>'))).toBe(false);
  });

  it('refuses an export longer than a sheet before writing anything', async () => {
    const filter = ZReportFilter.parse(JAN);
    const user = { role: 'ho_testdrive' as const, branchCodes: ['T002'], userName: 'ho' };
    await expect(
      exportReport(t.db, filter, { user, timeZone: 'Asia/Jakarta', maxRows: 6 }),
    ).rejects.toMatchObject({ statusCode: 400, message: expect.stringContaining('at most 6') });
    const within = await exportReport(t.db, filter, { user, timeZone: 'Asia/Jakarta', maxRows: 7 });
    within.resume();
    await new Promise((resolve) => within.on('end', resolve));
    await expect(
      exportReport(t.db, filter, { user, timeZone: 'Asia/Jakarta', maxRows: 1 }),
    ).rejects.toBeInstanceOf(AppError);
  });
});

describe('the slot counts behind getmonitoringdisplayCount', () => {
  const slotsVersusOrders = () =>
    rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from (
          (select branch_id, report_slot(start_date_time) as slot, status_code, count(*)::int as n
            from test_drive_order group by 1, 2, 3
          except select branch_id, slot, status_code, n from report_order_slot where n <> 0)
          union all
          (select branch_id, slot, status_code, n from report_order_slot where n <> 0
          except select branch_id, report_slot(start_date_time), status_code, count(*)::int
            from test_drive_order group by 1, 2, 3)
        ) as differing`,
    );

  it('follow the orders as they are inserted, moved and rescheduled', async () => {
    expect(await slotsVersusOrders()).toEqual([{ n: 0 }]);
    const march = { startDate: '2031-03-01', endDate: '2031-03-31' };
    const orderNo = await fx.order('T011', 1, 0, at('2031-03-03'));
    expect(brief(await counts(ho, march))).toEqual(['2031-03 T011 1 {"SUBMITTED":1}']);
    await t.db
      .update(testDriveOrder)
      .set({ statusCode: 2 })
      .where(eq(testDriveOrder.testDriveOrderNo, orderNo));
    await t.db
      .update(testDriveOrder)
      .set({ startDateTime: at('2031-03-20'), endDateTime: at('2031-03-20', 11) })
      .where(eq(testDriveOrder.testDriveOrderNo, orderNo));
    const moved = await counts(ho, march);
    expect(brief(moved)).toEqual(['2031-03 T011 1 {"ASSIGNED":1}']);
    expect(moved.days).toEqual([{ date: '2031-03-20', total: 1 }]);
    expect(await slotsVersusOrders()).toEqual([{ n: 0 }]);
  });
});

describe('the stage sums behind getmonitoringstagetime', () => {
  /** Rows where the kept stage seconds differ from the log read afresh, both ways. */
  const stagesVersusLog = () =>
    rows<{ n: number }>(
      t.db,
      sql`with fresh as (
          select o.id as order_id, o.branch_id, report_slot(o.start_date_time) as slot,
            extract(epoch from m.assigned - o.submitted_time) as to_assigned,
            extract(epoch from m.prepared - m.assigned) as to_prepared,
            extract(epoch from m.finished - m.started) as test_drive,
            extract(epoch from m.completed - m.returned) as to_completed, m.auto_rejected
          from test_drive_order o join (
            select l.test_drive_order_id as id,
              min(created_time) filter (where status_code = 2 and from_status is distinct from 2) as assigned,
              min(created_time) filter (where status_code = 7 and from_status is distinct from 7) as prepared,
              min(created_time) filter (where status_code = 8 and from_status is distinct from 8) as started,
              min(created_time) filter (where status_code = 9 and from_status is distinct from 9) as finished,
              min(created_time) filter (where status_code = 10 and from_status is distinct from 10) as returned,
              min(created_time) filter (where status_code = 16 and from_status is distinct from 16) as completed,
              bool_or(status_code = 15) as auto_rejected
            from test_drive_activity_log l where status_code in (2, 7, 8, 9, 10, 15, 16)
            group by 1
          ) m on m.id = o.id
        ), kept as (
          select order_id, branch_id, slot, to_assigned, to_prepared, test_drive, to_completed,
            auto_rejected from report_order_stage
        ), sums as (
          select branch_id, slot, coalesce(sum(to_assigned), 0) as a, count(to_assigned)::int as an,
            coalesce(sum(to_prepared), 0) as p, count(to_prepared)::int as pn,
            coalesce(sum(test_drive), 0) as d, count(test_drive)::int as dn,
            coalesce(sum(to_completed), 0) as c, count(to_completed)::int as cn,
            (count(*) filter (where auto_rejected))::int as r
          from fresh group by 1, 2
        ), slots as (
          select branch_id, slot, to_assigned_sum, to_assigned_n, to_prepared_sum, to_prepared_n,
            test_drive_sum, test_drive_n, to_completed_sum, to_completed_n, auto_rejected
          from report_stage_slot
          where to_assigned_n <> 0 or to_prepared_n <> 0 or test_drive_n <> 0
            or to_completed_n <> 0 or auto_rejected <> 0
        )
        select ((select count(*) from (select * from fresh except select * from kept) x)
          + (select count(*) from (select * from kept except select * from fresh) x)
          + (select count(*) from (select * from sums except select * from slots) x)
          + (select count(*) from (select * from slots except select * from sums) x))::int as n`,
    );
  const june = { branchCode: '', status: '', startDate: '2031-06-01', endDate: '2031-06-30' };
  const july = { ...june, startDate: '2031-07-01', endDate: '2031-07-31' };
  const stages = async (filter: typeof june) =>
    (await ok<StageTimesResponse>(ho, REPORT_API.stageTimes, filter)).rows;

  it('follow the log and the order as steps are logged, the order moved, steps and orders removed', async () => {
    expect(await stagesVersusLog()).toEqual([{ n: 0 }]);
    const orderNo = await fx.order('T012', 1, 0, at('2031-06-04'));
    const [order] = await t.db
      .select({ id: testDriveOrder.id })
      .from(testDriveOrder)
      .where(eq(testDriveOrder.testDriveOrderNo, orderNo));
    const submitted = at('2031-06-02', 9);
    await t.db
      .update(testDriveOrder)
      .set({ submittedTime: submitted })
      .where(eq(testDriveOrder.id, order!.id));
    const log = (from: number, to: number, minutes: number) =>
      t.db.insert(testDriveActivityLog).values({
        testDriveOrderId: order!.id,
        fromStatus: from,
        statusCode: to,
        logMessage: `step ${to}`,
        loggedBy: 'test',
        createdTime: new Date(submitted.getTime() + minutes * 60_000),
      });
    // One statement per step, as the workflow logs them.
    await log(1, 2, 15);
    await log(2, 7, 45);
    expect(await stages(june)).toEqual([
      {
        month: '2031-06',
        branchCode: 'T012',
        orders: 1,
        submittedToAssigned: 15,
        assignedToPrepared: 30,
        testDrive: null,
        returnToCompleted: null,
        autoRejected: 0,
      },
    ]);
    // Back to ASSIGNED and on again: the first entry into a status counts, not the later one.
    await log(7, 2, 50);
    await log(2, 7, 80);
    expect((await stages(june))[0]).toMatchObject({
      submittedToAssigned: 15,
      assignedToPrepared: 30,
    });
    expect(await stagesVersusLog()).toEqual([{ n: 0 }]);

    // Rescheduled into July and submitted 5 minutes later: June is empty, July has the order.
    await t.db
      .update(testDriveOrder)
      .set({
        startDateTime: at('2031-07-09'),
        endDateTime: at('2031-07-09', 11),
        submittedTime: new Date(submitted.getTime() + 5 * 60_000),
      })
      .where(eq(testDriveOrder.id, order!.id));
    expect(await stages(june)).toEqual([]);
    expect((await stages(july))[0]).toMatchObject({
      branchCode: 'T012',
      orders: 1,
      submittedToAssigned: 10,
      assignedToPrepared: 30,
    });
    expect(await stagesVersusLog()).toEqual([{ n: 0 }]);

    // The log rows of the unit check removed: that stage has no order left.
    await t.db
      .delete(testDriveActivityLog)
      .where(sql`${testDriveActivityLog.testDriveOrderId} = ${order!.id} and status_code = 7`);
    expect((await stages(july))[0]).toMatchObject({
      submittedToAssigned: 10,
      assignedToPrepared: null,
    });
    expect(await stagesVersusLog()).toEqual([{ n: 0 }]);

    // The order gone (its log first, as the foreign key asks): nothing of it is left in the sums.
    await t.db
      .delete(testDriveActivityLog)
      .where(eq(testDriveActivityLog.testDriveOrderId, order!.id));
    await t.db.delete(testDriveOrder).where(eq(testDriveOrder.id, order!.id));
    expect(await stages(july)).toEqual([]);
    expect(await stagesVersusLog()).toEqual([{ n: 0 }]);
  });
});

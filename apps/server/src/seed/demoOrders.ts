import { yieldTurn } from '../db/turn';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { COMPANY_CODE, STATUS_PHRASES, statusName, type OrderStatusCode } from '@dealer/contracts';
import { rows, type DbOrTx } from '../db/client';
import {
  answer,
  answerSet,
  branch,
  testDriveActivityLog,
  testDriveOrder,
  testDriveOrderPartner,
  testDriveUnit,
  testDriveUnitBlock,
} from '../db/schema/index';
import { addDays, businessDateTime } from '../platform/time/businessDate';
import { pick, seededRandom } from './generate/random';
import { cleanAnswers } from './demoAnswers';
import { pathTo, statusFor } from './demoOrderStatus';
import { seedSalesmen } from './demoSalesmen';

const BY = 'seed';
const CUSTOMERS = [
  'Ahmad Fauzi',
  'Bella Anggraini',
  'Cahyo Nugroho',
  'Dian Permata',
  'Erwin Gunawan',
  'Fitri Handayani',
  'Galih Ramadhan',
  'Hana Kartika',
  'Irfan Maulana',
  'Julia Rahmawati',
];
const CITIES = ['Jakarta', 'Bekasi', 'Bandung', 'Surabaya', 'Depok', 'Tangerang'];
/**
 * Test-drive slots of a day (business time): a unit takes at most one order per slot. All of
 * them, an hour each, lie inside the timeline's 08:00–18:00 (DEFAULT_AXIS in the web app).
 */
const SLOTS = ['09:00', '11:00', '13:00', '15:00', '16:00'];

/** The demo month around today: 20 days back to 10 ahead. */
const FIRST_DAY = -20;
const LAST_DAY = 10;
/** Written by the demo seed only (the order intake records its client). */
const SEEDED_BY = 'customer app';
/** Today's orders on their way through the day (statusFor's today set, beyond confirmation). */
const IN_FLOW_TODAY: readonly OrderStatusCode[] = [5, 6, 7, 8, 9, 10, 11, 16];

/**
 * What this start has to seed: the days of the month around today that hold no seeded order,
 * and today when none of its seeded orders is on its way through the day (a start days after the
 * first finds today's orders still waiting to be confirmed). Also the first free sequence of the
 * seeded order numbers, and the unit slots orders already hold on those days.
 */
export async function demoDaysToFill(
  tx: DbOrTx,
  today: string,
  timeZone: string,
): Promise<{
  days: Set<string>;
  firstSequence: number;
  taken: (unitId: number, start: Date, end: Date) => boolean;
}> {
  const from = businessDateTime(addDays(today, FIRST_DAY), '00:00', timeZone);
  const to = businessDateTime(addDays(today, LAST_DAY + 1), '00:00', timeZone);
  const dayOf = sql`to_char(start_date_time at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const seeded = await rows<{ day: string; inFlow: boolean }>(
    tx,
    sql`select ${dayOf} as day,
          bool_or(status_code in (${sql.join(
            IN_FLOW_TODAY.map((s) => sql`${s}`),
            sql`, `,
          )})) as "inFlow"
        from test_drive_order
        where created_by = ${SEEDED_BY} and start_date_time >= ${from.toISOString()}::timestamptz
          and start_date_time < ${to.toISOString()}::timestamptz
        group by 1`,
  );
  const days = new Set<string>();
  for (let offset = FIRST_DAY; offset <= LAST_DAY; offset++) days.add(addDays(today, offset));
  for (const { day, inFlow } of seeded) {
    if (day !== today || inFlow) days.delete(day);
  }
  if (days.size === 0) return { days, firstSequence: 1, taken: () => false };
  // Seeded numbers end in a five-digit sequence, unique across starts (the day alone is not:
  // today may be seeded twice).
  const [last] = await rows<{ n: number | null }>(
    tx,
    sql`select max(substring(test_drive_order_no from '-([0-9]{5})$')::int) as n
        from test_drive_order where created_by = ${SEEDED_BY}`,
  );
  const held = await rows<{ unitId: number; start: Date | string; end: Date | string }>(
    tx,
    sql`select test_drive_unit_id as "unitId", start_date_time as start, end_date_time as "end"
        from test_drive_order
        where test_drive_unit_id in (select id from test_drive_unit where created_by = ${BY})
          and end_date_time > ${from.toISOString()}::timestamptz
          and start_date_time < ${to.toISOString()}::timestamptz`,
  );
  const byUnit = new Map<number, { start: number; end: number }[]>();
  for (const h of held) {
    const spans = byUnit.get(h.unitId) ?? [];
    spans.push({ start: new Date(h.start).getTime(), end: new Date(h.end).getTime() });
    byUnit.set(h.unitId, spans);
  }
  const taken = (unitId: number, start: Date, end: Date) =>
    (byUnit.get(unitId) ?? []).some((h) => h.start < end.getTime() && start.getTime() < h.end);
  return { days, firstSequence: (last?.n ?? 0) + 1, taken };
}

/**
 * A month of orders on the demo units (20 days back to 10 days ahead), in every status, with their
 * salesman, activity log and checklists; four salesmen per branch. Submitted orders are stamped a
 * few minutes ago, so the 30-minute rule visibly takes them half an hour after start-up.
 *
 * A demo server runs this at every start, and it fills only what is missing around today
 * (`demoDaysToFill`): the first start fills the whole month; a start days later adds the days that
 * came into the window and, when today holds no order on its way through the day, today's set in
 * every state, in the slots left free. Orders already there, the user's included, stay as they are.
 *
 * Each batch is its own transaction (a savepoint when `tx` is one already): a demo server seeds
 * this in the background after it listens, and on the embedded database a transaction holds the
 * only connection, so one transaction for all ~30,000 rows kept every request (a sign-in,
 * /healthz) waiting for seconds. A start stopped half-way leaves part of the month; the next start
 * fills the days that got nothing.
 */
export async function seedDemoOrders(tx: DbOrTx, today: string, timeZone: string): Promise<void> {
  const { days, firstSequence, taken } = await demoDaysToFill(tx, today, timeZone);
  if (days.size === 0) return;
  const random = seededRandom(1601);
  const salesmen = await seedSalesmen(tx, random);
  const answers = await cleanAnswers(tx);
  const units = await tx
    .select({ id: testDriveUnit.id, branchId: testDriveUnit.branchId, code: branch.branchCode })
    .from(testDriveUnit)
    .innerJoin(branch, eq(branch.id, testDriveUnit.branchId))
    .where(
      and(
        eq(testDriveUnit.isActive, true),
        eq(testDriveUnit.isEnabled, true),
        // The demo's own units: not a user's, nor the thousands a bench database adds.
        eq(testDriveUnit.createdBy, BY),
      ),
    )
    .orderBy(testDriveUnit.id);
  const blocks = await tx
    .select()
    .from(testDriveUnitBlock)
    .where(isNull(testDriveUnitBlock.releasedTime));
  const blocked = (unitId: number, day: string) =>
    blocks.some(
      (b) => b.testDriveUnitId === unitId && b.blockStartDate <= day && b.blockEndDate >= day,
    );

  type Planned = {
    row: typeof testDriveOrder.$inferInsert;
    path: OrderStatusCode[];
    submitted: Date;
  };
  const planned: Planned[] = [];
  const now = Date.now();
  for (let dayOffset = FIRST_DAY; dayOffset <= LAST_DAY; dayOffset++) {
    const day = addDays(today, dayOffset);
    if (!days.has(day)) continue;
    for (const unit of units) {
      if (blocked(unit.id, day)) continue;
      const count = Math.floor(random() * (dayOffset === 0 ? 3 : 1.6));
      const slots = [...SLOTS].sort(() => random() - 0.5).slice(0, count);
      for (const slot of slots) {
        const start = businessDateTime(day, slot, timeZone);
        // A slot an order already holds (a user's, or an earlier start's) stays theirs.
        if (taken(unit.id, start, new Date(start.getTime() + 3_600_000))) continue;
        const sequence = firstSequence + planned.length;
        const status = statusFor(dayOffset, SLOTS.indexOf(slot), random);
        const path = pathTo(status, random);
        // Booked one to five days ahead, but never after now: its log (one step each ten minutes)
        // ends before start-up, so nothing is created in the future and an order made after
        // start-up is the newest in the newest-first lists.
        const latest = now - ((path.length - 1) * 10 + 1) * 60_000;
        const booked =
          status === 1
            ? now - Math.floor(random() * 20) * 60_000
            : start.getTime() - (1 + Math.floor(random() * 5)) * 86_400_000;
        const submitted = new Date(
          booked <= latest ? booked : latest - Math.floor(random() * 3 * 24 * 60) * 60_000,
        );
        const customer = pick(random, CUSTOMERS);
        planned.push({
          path,
          submitted,
          row: {
            companyCode: COMPANY_CODE,
            testDriveOrderNo: `TD-${unit.code}-${day.replaceAll('-', '').slice(2)}-${String(sequence).padStart(5, '0')}`,
            userId: `cust-${1000 + Math.floor(random() * 9000)}`,
            baseProduct: 'TESTDRIVE',
            customerName: customer,
            customerEmail: `${customer.toLowerCase().replace(' ', '.')}@example.co.id`,
            customerPhoneNo: `0813${String(10_000_000 + sequence).slice(-8)}`,
            city: pick(random, CITIES),
            address: `Jl. Melati No. ${1 + Math.floor(random() * 200)}`,
            branchId: unit.branchId,
            testDriveUnitId: unit.id,
            startDateTime: start,
            endDateTime: new Date(start.getTime() + 3_600_000),
            statusCode: status,
            orderType: random() < 0.8 ? 'TESTDRIVE' : 'HOMETESTDRIVE',
            locationType: random() < 0.7 ? 'DEALER' : 'HOME',
            comment: random() < 0.3 ? 'Customer asks for an automatic if possible' : '',
            submittedTime: submitted,
            version: path.length,
            createdTime: submitted,
            createdBy: SEEDED_BY,
          },
        });
      }
    }
  }

  // Batched inserts: a few dozen statements instead of one per row (start-up stays quick).
  const ids = new Map<string, number>();
  for (const batch of chunks(planned, 250)) {
    await yieldTurn();
    const inserted = await tx.transaction((batchTx) =>
      batchTx
        .insert(testDriveOrder)
        .values(batch.map((p) => p.row))
        .returning({ id: testDriveOrder.id, no: testDriveOrder.testDriveOrderNo }),
    );
    for (const row of inserted) ids.set(row.no, row.id);
  }
  const partners: (typeof testDriveOrderPartner.$inferInsert)[] = [];
  const logs: (typeof testDriveActivityLog.$inferInsert)[] = [];
  const sets: (typeof answerSet.$inferInsert)[] = [];
  for (const { row, path, submitted } of planned) {
    const orderId = ids.get(row.testDriveOrderNo)!;
    const team = salesmen.get(row.branchId) ?? [];
    if (path.includes(2) && team.length > 0) {
      partners.push({ testDriveOrderId: orderId, salesmanId: pick(random, team), createdBy: BY });
    }
    path.forEach((step, i) =>
      logs.push({
        testDriveOrderId: orderId,
        fromStatus: i === 0 ? null : path[i - 1]!,
        statusCode: step,
        logMessage: `${STATUS_PHRASES[statusName(step)!]} by ${i === 0 ? 'customer app' : 'demo'}`,
        loggedBy: i === 0 ? 'customer app' : 'demo',
        createdTime: new Date(submitted.getTime() + i * 600_000),
      }),
    );
    if (answers.length === 0) continue;
    if (path.includes(7))
      sets.push({ testDriveOrderId: orderId, answerSetType: 'BEFORE', createdBy: BY });
    if (path.includes(11))
      sets.push({ testDriveOrderId: orderId, answerSetType: 'AFTER', createdBy: BY });
  }
  for (const batch of chunks(partners, 1000)) {
    await yieldTurn();
    await tx.transaction((batchTx) => batchTx.insert(testDriveOrderPartner).values(batch));
  }
  for (const batch of chunks(logs, 1000)) {
    await yieldTurn();
    await tx.transaction((batchTx) => batchTx.insert(testDriveActivityLog).values(batch));
  }
  const answerRows: (typeof answer.$inferInsert)[] = [];
  for (const batch of chunks(sets, 1000)) {
    await yieldTurn();
    const saved = await tx.transaction((batchTx) =>
      batchTx.insert(answerSet).values(batch).returning({ id: answerSet.id }),
    );
    for (const set of saved)
      answerRows.push(...answers.map((a) => ({ ...a, answerSetId: set.id })));
  }
  for (const batch of chunks(answerRows, 1000)) {
    await yieldTurn();
    await tx.transaction((batchTx) => batchTx.insert(answer).values(batch));
  }
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import { BLOCK_REASON_CATEGORY_ID, TEST_DRIVE_CLUSTER_TYPE_ID } from '@dealer/contracts';
import { rows, type DbOrTx } from '../db/client';
import {
  branch,
  branchCluster,
  cluster,
  material,
  modelMaterial,
  modelMaterialColor,
  question,
  questionAnswerItem,
  reason,
  testDriveUnit,
  testDriveUnitBlock,
} from '../db/schema/index';
import { addDays } from '../platform/time/businessDate';
import { DEMO_MODELS } from './demoCatalogue';
import { DEMO_CLUSTERS, DEMO_MAPPINGS, DEMO_QUESTIONS, DEMO_REASONS } from './demoMaster';
import { stockBranches } from '../modules/branch-stock/public';
import { insertUnitRows, loadCatalogue, plateArea, unitRow } from './generate/units';
import { seededRandom } from './generate/random';

const BY = 'seed';

async function seedCatalogue(tx: DbOrTx): Promise<void> {
  await tx
    .insert(modelMaterial)
    .values(
      DEMO_MODELS.map((m) => ({
        modelMaterialCode: m.code,
        modelMaterialDesc: m.desc,
        createdBy: BY,
      })),
    )
    .onConflictDoNothing();
  const models = new Map(
    (await tx.select().from(modelMaterial)).map((m) => [m.modelMaterialCode, m.id]),
  );
  const id = (code: string) => models.get(code)!;
  await tx
    .insert(material)
    .values(
      DEMO_MODELS.flatMap((m) =>
        m.materials.map((x) => ({
          modelMaterialId: id(m.code),
          materialNumber: x.number,
          materialDesc: x.desc,
          createdBy: BY,
        })),
      ),
    )
    .onConflictDoNothing();
  await tx
    .insert(modelMaterialColor)
    .values(
      DEMO_MODELS.flatMap((m) =>
        m.colors.map(([colorCode, colorDesc]) => ({
          modelMaterialId: id(m.code),
          colorCode,
          colorDesc,
          createdBy: BY,
        })),
      ),
    )
    .onConflictDoNothing();
}

async function seedClusters(tx: DbOrTx): Promise<void> {
  // ON CONFLICT without a target also covers the partial unique index on the code.
  await tx
    .insert(cluster)
    .values(
      DEMO_CLUSTERS.map((c) => ({
        ...c,
        clusterTypeId: TEST_DRIVE_CLUSTER_TYPE_ID,
        createdBy: BY,
      })),
    )
    .onConflictDoNothing();
  const clusters = new Map(
    (await tx.select().from(cluster).where(eq(cluster.isActive, true))).map((c) => [
      c.clusterCode,
      c.id,
    ]),
  );
  const branches = new Map(
    (
      await tx
        .select()
        .from(branch)
        .where(
          inArray(
            branch.branchCode,
            DEMO_MAPPINGS.map(([b]) => b),
          ),
        )
    ).map((b) => [b.branchCode, b.id]),
  );
  const rows = DEMO_MAPPINGS.filter(([b, c]) => branches.has(b) && clusters.has(c)).map(
    ([b, c]) => ({ branchId: branches.get(b)!, clusterId: clusters.get(c)!, createdBy: BY }),
  );
  if (rows.length > 0) await tx.insert(branchCluster).values(rows).onConflictDoNothing();
}

async function seedReasons(tx: DbOrTx): Promise<void> {
  await tx
    .insert(reason)
    .values(
      DEMO_REASONS.map(([reasonCategoryId, reasonDescription, isEnabled]) => ({
        reasonCategoryId,
        reasonDescription,
        isEnabled,
        createdBy: BY,
      })),
    )
    .onConflictDoNothing();
}

/** Questions have no natural key: they are seeded once, into an empty checklist. */
async function seedQuestions(tx: DbOrTx): Promise<void> {
  const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(question);
  if ((existing?.n ?? 0) > 0) return;
  const sequences = new Map<number, number>();
  for (const q of DEMO_QUESTIONS) {
    const sequence = (sequences.get(q.section) ?? 0) + 1;
    sequences.set(q.section, sequence);
    const [row] = await tx
      .insert(question)
      .values({
        questionText: q.text,
        questionAnswerTypeId: q.type,
        sectionId: q.section,
        sequence,
        isMandatory: q.mandatory,
        isNotes: q.notes,
        isNotesMandatory: false,
        createdBy: BY,
      })
      .returning({ id: question.id });
    if (q.items.length === 0) continue;
    await tx.insert(questionAnswerItem).values(
      q.items.map(([itemName, isNotesAllowed, isNotesMandatory], i) => ({
        questionId: row!.id,
        itemName,
        isNotesAllowed,
        isNotesMandatory,
        sequence: i + 1,
        createdBy: BY,
      })),
    );
  }
}

/** 10 to 30 units per mapped demo branch. */
const UNITS_PER_BRANCH: Record<string, number> = {
  T002: 24,
  T010: 18,
  T011: 12,
  T012: 15,
  T020: 20,
  T021: 14,
};
const PLATE_SUFFIX = { B: 'TDA', D: 'TDB', L: 'TDC' } as const;

/** Units are seeded once, into an empty stock, with a current and a coming block at T010. */
async function seedUnits(tx: DbOrTx, today: string): Promise<void> {
  const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(testDriveUnit);
  if ((existing?.n ?? 0) > 0) return;
  const catalogue = await loadCatalogue(tx);
  const random = seededRandom(2026);
  const rows = (await stockBranches(tx)).flatMap((b, branchIndex) =>
    Array.from({ length: UNITS_PER_BRANCH[b.branchCode] ?? 10 }, (_, j) => {
      const area = plateArea(b);
      const plate = {
        policeRegNo: `${area} ${1101 + branchIndex * 100 + j} ${PLATE_SUFFIX[area]}`,
        equipmentNo: String(10_000_000 + branchIndex * 1000 + j),
      };
      return unitRow(random, catalogue, b, plate, today, BY);
    }),
  );
  await insertUnitRows(tx, rows);

  const t010 = await tx
    .select({ id: testDriveUnit.id })
    .from(testDriveUnit)
    .innerJoin(branch, eq(branch.id, testDriveUnit.branchId))
    .where(and(eq(branch.branchCode, 'T010'), eq(testDriveUnit.isEnabled, true)))
    .orderBy(testDriveUnit.id)
    .limit(2);
  const reasons = await blockReasons(tx);
  const [first, second] = t010;
  if (!first || !second) return;
  await tx
    .insert(testDriveUnitBlock)
    .values([
      demoBlock(DEMO_BLOCKS.current, first.id, today, reasons),
      demoBlock(DEMO_BLOCKS.coming, second.id, today, reasons),
    ]);
}

/** The block reasons' ids by description (DEMO_BLOCKS names them so). */
async function blockReasons(tx: DbOrTx): Promise<Map<string, number>> {
  const found = await tx
    .select()
    .from(reason)
    .where(eq(reason.reasonCategoryId, BLOCK_REASON_CATEGORY_ID));
  return new Map(found.map((r) => [r.reasonDescription, r.id]));
}

/** T010's demo blocks: one running today, one a week ahead (days from today). */
const DEMO_BLOCKS = {
  current: { from: -1, to: 2, reason: 'Unit in service', notes: 'Periodic service 40,000 km' },
  coming: { from: 7, to: 9, reason: 'Unit used for exhibition', notes: 'GIIAS exhibition' },
} as const;

function demoBlock(
  block: (typeof DEMO_BLOCKS)[keyof typeof DEMO_BLOCKS],
  unitId: number,
  today: string,
  reasons: Map<string, number>,
) {
  return {
    testDriveUnitId: unitId,
    blockStartDate: addDays(today, block.from),
    blockEndDate: addDays(today, block.to),
    reasonId: reasons.get(block.reason)!,
    blockNotes: block.notes,
    createdBy: BY,
  };
}

/**
 * A demo started again after its blocks have passed (the first start's end 9 days after it):
 * T010 gets a current and a coming block again, so the stock screens still show both states.
 * Each goes on the first enabled T010 unit that has no open block and no order on those days,
 * the block command's own rules (modules/branch-stock/block.ts) and stricter; a block without
 * such a unit is left out. Runs before the orders' top-up, which then keeps off the new blocks.
 */
async function renewDemoBlocks(tx: DbOrTx, today: string, timeZone: string): Promise<void> {
  const [ahead] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from test_drive_unit_block
      where created_by = ${BY} and released_time is null and block_end_date >= ${today}::date`,
  );
  if ((ahead?.n ?? 0) > 0) return;
  const reasons = await blockReasons(tx);
  for (const block of Object.values(DEMO_BLOCKS)) {
    const from = addDays(today, block.from);
    const to = addDays(today, block.to);
    const [free] = await rows<{ id: number }>(
      tx,
      sql`select u.id from test_drive_unit u join branch b on b.id = u.branch_id
        where b.branch_code = 'T010' and u.is_enabled and u.is_active
          and not exists (select 1 from test_drive_unit_block k
            where k.test_drive_unit_id = u.id and k.released_time is null
              and k.block_start_date <= ${to}::date and k.block_end_date >= ${from}::date)
          and not exists (select 1 from test_drive_order o
            where o.test_drive_unit_id = u.id
              and (o.start_date_time at time zone ${timeZone})::date between ${from}::date and ${to}::date)
        order by u.id limit 1`,
    );
    if (free && reasons.has(block.reason)) {
      await tx.insert(testDriveUnitBlock).values(demoBlock(block, free.id, today, reasons));
    }
  }
}

/** Demo master data of the test-drive module; idempotent like the rest of the demo seed. */
export async function seedDemoMaster(tx: DbOrTx, today: string, timeZone: string): Promise<void> {
  await seedCatalogue(tx);
  await seedClusters(tx);
  await seedReasons(tx);
  await seedQuestions(tx);
  await seedUnits(tx, today);
  await renewDemoBlocks(tx, today, timeZone);
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import { BLOCK_REASON_CATEGORY_ID, TEST_DRIVE_CLUSTER_TYPE_ID } from '@dealer/contracts';
import type { DbOrTx } from '../client';
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
} from '../schema/index';
import { addDays } from '../../platform/time/businessDate';
import { DEMO_MODELS } from './demoCatalogue';
import { DEMO_CLUSTERS, DEMO_MAPPINGS, DEMO_QUESTIONS, DEMO_REASONS } from './demoMaster';
import { insertUnitRows, loadCatalogue, plateArea, stockBranches, unitRow } from './generate/units';
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
  const reasons = new Map(
    (
      await tx.select().from(reason).where(eq(reason.reasonCategoryId, BLOCK_REASON_CATEGORY_ID))
    ).map((r) => [r.reasonDescription, r.id]),
  );
  const [first, second] = t010;
  if (!first || !second) return;
  await tx.insert(testDriveUnitBlock).values([
    {
      testDriveUnitId: first.id,
      blockStartDate: addDays(today, -1),
      blockEndDate: addDays(today, 2),
      reasonId: reasons.get('Unit in service')!,
      blockNotes: 'Periodic service 40,000 km',
      createdBy: BY,
    },
    {
      testDriveUnitId: second.id,
      blockStartDate: addDays(today, 7),
      blockEndDate: addDays(today, 9),
      reasonId: reasons.get('Unit used for exhibition')!,
      blockNotes: 'GIIAS exhibition',
      createdBy: BY,
    },
  ]);
}

/** Demo master data of the test-drive module; idempotent like the rest of the demo seed. */
export async function seedDemoMaster(tx: DbOrTx, today: string): Promise<void> {
  await seedCatalogue(tx);
  await seedClusters(tx);
  await seedReasons(tx);
  await seedQuestions(tx);
  await seedUnits(tx, today);
}

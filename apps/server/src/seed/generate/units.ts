import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { material, modelMaterialColor, testDriveUnit } from '../../db/schema/index';
import { stockBranches, type StockBranch } from '../../modules/branch-stock/public';
import { addDays } from '../../platform/time/businessDate';
import { DEMO_MODELS } from '../demoCatalogue';
import { pick, seededRandom } from './random';

type UnitRow = typeof testDriveUnit.$inferInsert;

export interface UnitCatalogue {
  materials: { id: number; modelMaterialId: number; transmission: 'Manual' | 'Automatic' }[];
  colorsByModel: Map<number, number[]>;
}

const TRANSMISSION_BY_NUMBER = new Map(
  DEMO_MODELS.flatMap((m) => m.materials.map((x) => [x.number, x.transmission] as const)),
);

export async function loadCatalogue(db: DbOrTx): Promise<UnitCatalogue> {
  const materials = await db.select().from(material).where(eq(material.isEnabled, true));
  const colors = await db
    .select()
    .from(modelMaterialColor)
    .where(eq(modelMaterialColor.isEnabled, true));
  const colorsByModel = new Map<number, number[]>();
  for (const c of colors) {
    colorsByModel.set(c.modelMaterialId, [...(colorsByModel.get(c.modelMaterialId) ?? []), c.id]);
  }
  return {
    materials: materials
      .filter((m) => colorsByModel.has(m.modelMaterialId))
      .map((m) => ({
        id: m.id,
        modelMaterialId: m.modelMaterialId,
        transmission:
          TRANSMISSION_BY_NUMBER.get(m.materialNumber) ??
          (/M\/T/.test(m.materialDesc) ? 'Manual' : 'Automatic'),
      })),
    colorsByModel,
  };
}

/** Police number area letter: Bandung D, Jawa Timur L, Jakarta and Bekasi B. */
export function plateArea(b: StockBranch): 'B' | 'D' | 'L' {
  if (b.regionCode === 'JTM') return 'L';
  if (b.regionCode === 'JBR' && b.branchCode !== 'T012') return 'D';
  return 'B';
}

/** One unit of a random type and colour at the branch, STNK valid 1 to 60 months from `today`. */
export function unitRow(
  random: () => number,
  catalogue: UnitCatalogue,
  b: StockBranch,
  plate: { policeRegNo: string; equipmentNo: string },
  today: string,
  createdBy: string,
): UnitRow {
  const type = pick(random, catalogue.materials);
  return {
    branchId: b.id,
    modelMaterialId: type.modelMaterialId,
    materialId: type.id,
    modelMaterialColorId: pick(random, catalogue.colorsByModel.get(type.modelMaterialId) ?? []),
    transmissionType: type.transmission,
    policeRegNo: plate.policeRegNo,
    equipmentNo: plate.equipmentNo,
    stnkDate: addDays(today, 30 + Math.floor(random() * 1800)),
    isGpsDongle: random() < 0.7,
    isEnabled: random() < 0.95,
    createdBy,
  };
}

/** Multi-row inserts of ~1000 rows: one round trip per chunk, never one per row. */
export async function insertUnitRows(db: DbOrTx, rows: UnitRow[], chunk = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    await db.insert(testDriveUnit).values(rows.slice(i, i + chunk));
  }
}

// Generated plates never start with T, so they cannot meet the demo's '... TDA' plates.
const FIRST = 'ABCEFGHJKLMNPRSUVWXYZ';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
function suffix(n: number): string {
  const a = FIRST[Math.floor(n / 676) % FIRST.length]!;
  return `${a}${LETTERS[Math.floor(n / 26) % 26]}${LETTERS[n % 26]}`;
}

export const GENERATOR = 'generator';

/**
 * `npm run seed -- --units N`: N more units spread round-robin over the stock branches, numbered
 * after the units generated before, so running it again adds N more without clashing.
 */
export async function generateUnits(db: DbOrTx, count: number, today: string): Promise<number> {
  if (count === 0) return 0;
  const [branches, catalogue] = await Promise.all([stockBranches(db), loadCatalogue(db)]);
  if (branches.length === 0 || catalogue.materials.length === 0) {
    throw new Error('No mapped branch or vehicle catalogue: seed the demo data first');
  }
  const [done] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(testDriveUnit)
    .where(eq(testDriveUnit.createdBy, GENERATOR));
  const start = done?.n ?? 0;
  const random = seededRandom(start + 1);
  const rows: UnitRow[] = [];
  for (let i = start; i < start + count; i++) {
    const b = branches[i % branches.length]!;
    const plate = {
      policeRegNo: `${plateArea(b)} ${1000 + (i % 9000)} ${suffix(Math.floor(i / 9000))}`,
      equipmentNo: String(20_000_000 + i),
    };
    rows.push(unitRow(random, catalogue, b, plate, today, GENERATOR));
  }
  await insertUnitRows(db, rows);
  return count;
}

import { eq } from 'drizzle-orm';
import type { TestDriveUnitInput } from '@dealer/contracts';
import { branch, material, modelMaterial, modelMaterialColor } from '../../../db/schema/index';
import type { TestApp } from '../../../test/testApp';

/** Ids of the demo catalogue and branches, for building unit inputs in tests. */
export async function unitFixture(t: TestApp) {
  const branches = new Map((await t.db.select().from(branch)).map((b) => [b.branchCode, b.id]));
  const [avanza] = await t.db
    .select()
    .from(modelMaterial)
    .where(eq(modelMaterial.modelMaterialCode, 'AVANZA'));
  const [rush] = await t.db
    .select()
    .from(modelMaterial)
    .where(eq(modelMaterial.modelMaterialCode, 'RUSH'));
  const [avanzaMt] = await t.db
    .select()
    .from(material)
    .where(eq(material.materialNumber, 'W101RE-GMDFJ'));
  const [rushMt] = await t.db
    .select()
    .from(material)
    .where(eq(material.materialNumber, 'F800RE-GMGFJ'));
  const [white] = await t.db
    .select()
    .from(modelMaterialColor)
    .where(eq(modelMaterialColor.modelMaterialId, avanza!.id))
    .limit(1);
  const unit = (
    policeRegNo: string,
    equipmentNo: string,
    branchCode = 'T010',
  ): TestDriveUnitInput => ({
    branchId: branches.get(branchCode)!,
    modelMaterialId: avanza!.id,
    materialId: avanzaMt!.id,
    modelMaterialColorId: white!.id,
    transmissionType: 'Manual',
    equipmentNo,
    policeRegNo,
    stnkdate: '2030-06-30',
    isGpsdongle: true,
    isEnabled: true,
  });
  return {
    branches,
    avanza: avanza!,
    rush: rush!,
    avanzaMt: avanzaMt!,
    rushMt: rushMt!,
    white: white!,
    unit,
  };
}

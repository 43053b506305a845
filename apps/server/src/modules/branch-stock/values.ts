import type { TestDriveUnitInput } from '@dealer/contracts';
import type { testDriveUnit } from '../../db/schema/index';

/** Wire input -> columns; numbers are stored upper case with single spaces, as the index compares. */
export function unitValues(
  u: TestDriveUnitInput,
): Omit<typeof testDriveUnit.$inferInsert, 'createdBy'> {
  return {
    branchId: u.branchId,
    modelMaterialId: u.modelMaterialId,
    materialId: u.materialId,
    modelMaterialColorId: u.modelMaterialColorId,
    transmissionType: u.transmissionType,
    equipmentNo: u.equipmentNo.replace(/\s+/g, ' ').toUpperCase(),
    policeRegNo: u.policeRegNo,
    stnkDate: u.stnkdate,
    isGpsDongle: u.isGpsdongle,
    isEnabled: u.isEnabled,
  };
}

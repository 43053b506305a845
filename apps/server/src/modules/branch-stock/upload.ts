import { ZTestDriveUnitInput, type TestDriveUnitInput } from '@dealer/contracts';
import type { UploadModule } from '../../platform/upload/types';
import { uploadFlag } from '../../platform/upload/uploadFlag';
import { insertUnits } from './commands';
import { loadUnitRefs, referenceErrors, takenUnitKeys, type UnitRefs } from './rules';

interface Lookups extends UnitRefs {
  branchByCode: Map<string, number>;
  modelByCode: Map<string, number>;
  materialByNumber: Map<string, number>;
  colorByModelAndCode: Map<string, number>;
}

const COLUMN_OF = {
  branchId: 'BranchCode',
  modelMaterialId: 'ModelMaterialCode',
  materialId: 'MaterialNumber',
  modelMaterialColorId: 'ColorCode',
  transmissionType: 'Transmission',
  equipmentNo: 'EquipmentNo',
  policeRegNo: 'PoliceRegNo',
  stnkdate: 'STNKDate',
  isGpsdongle: 'IsGPSDongle',
  isEnabled: 'IsEnabled',
} as const;

const TRANSMISSIONS: Record<string, 'Manual' | 'Automatic'> = {
  manual: 'Manual',
  mt: 'Manual',
  'm/t': 'Manual',
  automatic: 'Automatic',
  at: 'Automatic',
  'a/t': 'Automatic',
  cvt: 'Automatic',
};

/**
 * Stock upload (spec 1 section 5): BranchCode, ModelMaterialCode, MaterialNumber (a type of that
 * model) and ColorCode (a colour of that model) map to ids; Transmission is Manual / Automatic
 * (MT / AT / CVT accepted); STNKDate is a date cell, YYYY-MM-DD or DD-MM-YYYY.
 */
export const branchStockUpload: UploadModule<TestDriveUnitInput, Lookups> = {
  name: 'testdriveunit',
  columns: [
    { name: 'BranchCode', mandatory: true, example: 'T010' },
    { name: 'ModelMaterialCode', mandatory: true, example: 'AVANZA' },
    { name: 'MaterialNumber', mandatory: true, example: 'W101RE-GMDFJ' },
    { name: 'ColorCode', mandatory: true, example: '040' },
    { name: 'PoliceRegNo', mandatory: true, example: 'B 1999 TDA' },
    { name: 'STNKDate', mandatory: true, example: '2030-12-31' },
    { name: 'EquipmentNo', mandatory: true, example: '10099999' },
    { name: 'IsGPSDongle', mandatory: true, example: '1' },
    { name: 'Transmission', mandatory: true, example: 'Manual' },
    { name: 'IsEnabled', mandatory: true, example: '1' },
  ],
  async lookups(db) {
    const refs = await loadUnitRefs(db);
    return {
      ...refs,
      branchByCode: new Map(
        [...refs.branches.values()].map((b) => [b.branchCode.toLowerCase(), b.id]),
      ),
      modelByCode: new Map(
        [...refs.models.values()].map((m) => [m.modelMaterialCode.toLowerCase(), m.id]),
      ),
      materialByNumber: new Map(
        [...refs.materials.values()].map((m) => [m.materialNumber.toLowerCase(), m.id]),
      ),
      colorByModelAndCode: new Map(
        [...refs.colors.values()].map((c) => [
          `${c.modelMaterialId}|${c.colorCode.toLowerCase()}`,
          c.id,
        ]),
      ),
    };
  },
  toInput(row, refs) {
    const code = (column: string, map: Map<string, number>, key?: string) => {
      const value = row.text(column);
      const id = map.get(key ?? value.toLowerCase());
      if (id === undefined) row.unknown(column, value);
      return id;
    };
    const branchId = code('BranchCode', refs.branchByCode);
    const modelMaterialId = code('ModelMaterialCode', refs.modelByCode);
    const materialId = code('MaterialNumber', refs.materialByNumber);
    const colorCode = row.text('ColorCode');
    const modelMaterialColorId =
      modelMaterialId === undefined
        ? undefined
        : code(
            'ColorCode',
            refs.colorByModelAndCode,
            `${modelMaterialId}|${colorCode.toLowerCase()}`,
          );
    const transmissionText = row.text('Transmission');
    const transmissionType = TRANSMISSIONS[transmissionText.toLowerCase()];
    if (!transmissionType)
      row.error(
        'Transmission',
        `Transmission must be Manual or Automatic, not ${transmissionText}`,
      );
    const input = {
      branchId,
      modelMaterialId,
      materialId,
      modelMaterialColorId,
      transmissionType,
      equipmentNo: row.text('EquipmentNo'),
      policeRegNo: row.text('PoliceRegNo'),
      stnkdate: row.date('STNKDate'),
      isGpsdongle: uploadFlag(row, 'IsGPSDongle'),
      isEnabled: uploadFlag(row, 'IsEnabled'),
    };
    if (branchId && modelMaterialId && materialId && modelMaterialColorId) {
      for (const e of referenceErrors(
        { branchId, modelMaterialId, materialId, modelMaterialColorId, transmissionType },
        refs,
      )) {
        row.error(
          COLUMN_OF[e.field],
          e.message
            .replace(/^Type \d+/, `MaterialNumber ${row.text('MaterialNumber')}`)
            .replace(/^transmissionType/, 'Transmission'),
        );
      }
    }
    return input;
  },
  schema: ZTestDriveUnitInput,
  columnOf: COLUMN_OF,
  unique: [
    {
      column: 'PoliceRegNo',
      label: 'Police registration number',
      key: (u) => u.policeRegNo,
      taken: (db, keys) => takenUnitKeys(db, 'policeRegNo', keys),
    },
    {
      column: 'EquipmentNo',
      label: 'Equipment number',
      key: (u) => u.equipmentNo,
      taken: (db, keys) => takenUnitKeys(db, 'equipmentNo', keys),
    },
  ],
  insert: async (tx, inputs, actor) => (await insertUnits(tx, inputs, actor)).length,
};

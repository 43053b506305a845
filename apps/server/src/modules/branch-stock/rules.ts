import { and, eq, inArray, ne } from 'drizzle-orm';
import { catalogueTransmission } from '@dealer/contracts';
import type {
  FieldError,
  Material,
  ModelMaterial,
  ModelMaterialColor,
  TestDriveUnitInput,
} from '@dealer/contracts';
import type { DbOrTx } from '../../db/client';
import { testDriveUnit } from '../../db/schema/index';
import { normalizeKey } from '../../platform/records/unique';
import { stockBranches, type StockBranch } from './stockBranches';
import { colors, materials, modelMaterials } from './catalogue';
import { readTogether } from '../../db/together';

/**
 * What a unit may reference: a branch that may hold stock (company 0002, active, not body paint,
 * with an enabled cluster mapping: the unit's cluster comes from it) and the enabled catalogue.
 */
export interface UnitRefs {
  branches: Map<number, StockBranch>;
  models: Map<number, ModelMaterial>;
  materials: Map<number, Material>;
  colors: Map<number, ModelMaterialColor>;
}

export async function loadUnitRefs(db: DbOrTx): Promise<UnitRefs> {
  const [b, mm, m, c] = await readTogether(db, [
    () => stockBranches(db),
    () => modelMaterials(db),
    () => materials(db),
    () => colors(db),
  ]);
  return {
    branches: new Map(b.map((x) => [x.id, x])),
    models: new Map(mm.map((x) => [x.id, x])),
    materials: new Map(m.map((x) => [x.id, x])),
    colors: new Map(c.map((x) => [x.id, x])),
  };
}

type RefFields = Pick<
  TestDriveUnitInput,
  'branchId' | 'modelMaterialId' | 'materialId' | 'modelMaterialColorId' | 'transmissionType'
>;
/** An upload row whose transmission cell is unreadable is checked without it. */
type RefInput = Omit<RefFields, 'transmissionType'> & {
  transmissionType: RefFields['transmissionType'] | undefined;
};

/** Field errors (field names of the input) for references a unit may not use. */
export function referenceErrors(
  u: RefInput,
  refs: UnitRefs,
): { field: keyof RefFields; message: string }[] {
  const errors: { field: keyof RefFields; message: string }[] = [];
  if (!refs.branches.has(u.branchId)) {
    errors.push({
      field: 'branchId',
      message: `Branch ${u.branchId} cannot hold units (it needs an enabled cluster mapping)`,
    });
  }
  if (!refs.models.has(u.modelMaterialId)) {
    errors.push({ field: 'modelMaterialId', message: `Model ${u.modelMaterialId} does not exist` });
    return errors;
  }
  const type = refs.materials.get(u.materialId);
  if (type?.modelMaterialId !== u.modelMaterialId) {
    errors.push({
      field: 'materialId',
      message: `Type ${u.materialId} is not a type of this model`,
    });
  } else {
    // The catalogue's word on the type's gearbox wins: an 'M/T' type is never Automatic.
    const stated = catalogueTransmission(type.materialDesc);
    if (stated && u.transmissionType && stated !== u.transmissionType) {
      errors.push({
        field: 'transmissionType',
        message: `transmissionType must be ${stated} for type ${type.materialNumber} (${type.materialDesc})`,
      });
    }
  }
  if (refs.colors.get(u.modelMaterialColorId)?.modelMaterialId !== u.modelMaterialId) {
    errors.push({
      field: 'modelMaterialColorId',
      message: `Colour ${u.modelMaterialColorId} is not a colour of this model`,
    });
  }
  return errors;
}

export function prefixed(
  prefix: string | undefined,
  index: number,
  errors: { field: string; message: string }[],
): FieldError[] {
  return errors.map((e) => ({
    field: prefix ? `${prefix}.${index}.${e.field}` : e.field,
    message: e.message,
  }));
}

/** Normalised police or equipment numbers that active units already hold. */
export async function takenUnitKeys(
  db: DbOrTx,
  column: 'policeRegNo' | 'equipmentNo',
  values: string[],
  exceptId?: number,
): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const col = testDriveUnit[column];
  // Stored normalised (upper case, single spaces), so the plain index serves the lookup.
  const wanted = values.map((v) => v.trim().replace(/\s+/g, ' ').toUpperCase());
  const found = await db
    .select({ value: col })
    .from(testDriveUnit)
    .where(
      and(
        eq(testDriveUnit.isActive, true),
        inArray(col, wanted),
        exceptId === undefined ? undefined : ne(testDriveUnit.id, exceptId),
      ),
    );
  return new Set(found.map((r) => normalizeKey(r.value)));
}

export const POLICE_RULE = {
  field: 'policeRegNo',
  label: 'Police registration number',
  value: (u: { policeRegNo: string }) => u.policeRegNo,
};
export const EQUIPMENT_RULE = {
  field: 'equipmentNo',
  label: 'Equipment number',
  value: (u: { equipmentNo: string }) => u.equipmentNo,
};

import { and, eq, inArray } from 'drizzle-orm';
import type { BulkRequest, TestDriveUnit, TestDriveUnitInput } from '@dealer/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { testDriveUnit } from '../../db/schema/index';
import { runBulk, type BulkTarget } from '../../platform/records/bulk';
import { assertNoConflicts, assertValid, duplicateErrors } from '../../platform/records/unique';
import { softDelete, updateVersioned } from '../../platform/records/versioned';
import { ALL } from '../branch/public';
import { getUnit, inTransaction, listUnits, type BusinessDay } from './query';
import {
  EQUIPMENT_RULE,
  POLICE_RULE,
  loadUnitRefs,
  prefixed,
  referenceErrors,
  takenUnitKeys,
} from './rules';
import { unitValues } from './values';
import { readTogether } from '../../db/together';

const PREFIX = 'testDriveUnits';

/** References and unique numbers of `inputs`, or 400 / 409 naming each offending row. */
async function assertUnits(
  tx: DbOrTx,
  inputs: TestDriveUnitInput[],
  prefix: string | undefined,
  exceptId?: number,
): Promise<void> {
  const refs = await loadUnitRefs(tx);
  assertValid(inputs.flatMap((u, i) => prefixed(prefix, i, referenceErrors(u, refs))));
  const [police, equipment] = await readTogether(tx, [
    () =>
      takenUnitKeys(
        tx,
        'policeRegNo',
        inputs.map((u) => u.policeRegNo),
        exceptId,
      ),
    () =>
      takenUnitKeys(
        tx,
        'equipmentNo',
        inputs.map((u) => u.equipmentNo),
        exceptId,
      ),
  ]);
  assertNoConflicts([
    ...duplicateErrors(inputs, POLICE_RULE, police, prefix),
    ...duplicateErrors(inputs, EQUIPMENT_RULE, equipment, prefix),
  ]);
}

/** Inserts in multi-row statements of 1000 (uploads reach 20,000 rows). */
export async function insertUnits(
  tx: DbOrTx,
  inputs: TestDriveUnitInput[],
  actor: string,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < inputs.length; i += 1000) {
    const chunk = inputs.slice(i, i + 1000).map((u) => ({ ...unitValues(u), createdBy: actor }));
    const rows = await tx.insert(testDriveUnit).values(chunk).returning({ id: testDriveUnit.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

export async function addUnits(
  db: Db,
  inputs: TestDriveUnitInput[],
  actor: string,
  day: BusinessDay,
): Promise<{ units: TestDriveUnit[]; total: number }> {
  return db.transaction(async (tx) => {
    await assertUnits(tx, inputs, PREFIX);
    const ids = await insertUnits(tx, inputs, actor);
    // Large adds (uploads) answer the first page only; total says how many were added.
    const page = await listUnits(
      inTransaction(tx),
      { scope: ALL, ids },
      { page: 1, pageSize: 100 },
      day,
    );
    return { units: page.units, total: ids.length };
  });
}

export async function editUnit(
  db: Db,
  input: TestDriveUnitInput & { id: number; version: number },
  actor: string,
  day: BusinessDay,
): Promise<TestDriveUnit> {
  return db.transaction(async (tx) => {
    await getUnit(tx, ALL, input.id, day);
    await assertUnits(tx, [input], undefined, input.id);
    await updateVersioned(tx, testDriveUnit, input.id, input.version, unitValues(input), actor);
    return getUnit(tx, ALL, input.id, day);
  });
}

export async function deleteUnit(
  db: Db,
  input: { Id: number; version?: number | undefined },
  actor: string,
  day: BusinessDay,
): Promise<void> {
  await db.transaction(async (tx) => {
    await getUnit(tx, ALL, input.Id, day);
    await softDelete(tx, testDriveUnit, input.Id, input.version, actor);
  });
}

const bulkTarget: BulkTarget = {
  table: testDriveUnit,
  async keys(tx, ids) {
    const rows = await tx
      .select({ id: testDriveUnit.id, plate: testDriveUnit.policeRegNo })
      .from(testDriveUnit)
      .where(and(inArray(testDriveUnit.id, ids), eq(testDriveUnit.isActive, true)));
    return new Map(rows.map((r) => [r.id, `[${r.plate}]`]));
  },
};

export const bulkUnits = (db: Db, request: BulkRequest, actor: string) =>
  runBulk(db, bulkTarget, request, actor);

import { and, eq, inArray } from 'drizzle-orm';
import type { BulkRequest, Reason, ReasonInput } from '@dealer/contracts';
import type { Db } from '../../db/client';
import { reason } from '../../db/schema/index';
import { runBulk, type BulkTarget } from '../../platform/records/bulk';
import { assertNoConflicts, assertValid } from '../../platform/records/unique';
import { softDelete, updateVersioned } from '../../platform/records/versioned';
import { getReason, reasonsByIds } from './query';
import { reasonConflicts, takenReasons, unknownCategories } from './rules';

const PREFIX = 'reasonListMappings';

export async function addReasons(db: Db, inputs: ReasonInput[], actor: string): Promise<Reason[]> {
  return db.transaction(async (tx) => {
    assertValid(await unknownCategories(tx, inputs, PREFIX));
    assertNoConflicts(reasonConflicts(inputs, await takenReasons(tx, inputs), PREFIX));
    const rows = await tx
      .insert(reason)
      .values(inputs.map((r) => ({ ...r, createdBy: actor })))
      .returning({ id: reason.id });
    return reasonsByIds(
      tx,
      rows.map((r) => r.id),
    );
  });
}

export async function editReason(
  db: Db,
  input: ReasonInput & { id: number; version: number },
  actor: string,
): Promise<Reason> {
  return db.transaction(async (tx) => {
    await getReason(tx, input.id);
    assertValid(await unknownCategories(tx, [input], PREFIX));
    assertNoConflicts(reasonConflicts([input], await takenReasons(tx, [input], input.id), PREFIX));
    const { id, version, ...values } = input;
    await updateVersioned(tx, reason, id, version, values, actor);
    return getReason(tx, id);
  });
}

export async function removeReason(
  db: Db,
  input: { id: number; version?: number | undefined },
  actor: string,
): Promise<Reason> {
  return db.transaction(async (tx) => {
    const existing = await getReason(tx, input.id);
    // Blocks that name the reason keep it by id: deleting only hides it from lists and forms.
    await softDelete(tx, reason, input.id, input.version, actor);
    return { ...existing, isActive: false };
  });
}

const bulkTarget: BulkTarget = {
  table: reason,
  async keys(tx, ids) {
    const rows = await tx
      .select({ id: reason.id, text: reason.reasonDescription })
      .from(reason)
      .where(and(inArray(reason.id, ids), eq(reason.isActive, true)));
    return new Map(rows.map((r) => [r.id, `[#${r.id} ${r.text}]`]));
  },
};

export const bulkReasons = (db: Db, request: BulkRequest, actor: string) =>
  runBulk(db, bulkTarget, request, actor);

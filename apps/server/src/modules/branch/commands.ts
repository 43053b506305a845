import { and, eq, inArray } from 'drizzle-orm';
import type { BulkRequest, MasterBranch, MasterBranchInput } from '@dealer/contracts';
import type { Db } from '../../db/client';
import { branch, branchType } from '../../db/schema/index';
import { AppError } from '../../platform/http/errors';
import { runBulk, type BulkTarget } from '../../platform/records/bulk';
import { assertNoConflicts, assertValid, duplicateErrors } from '../../platform/records/unique';
import { softDelete, updateVersioned } from '../../platform/records/versioned';
import { ALL, branchesByIds, getBranch, listableBranch } from './query';
import { branchesInUse, takenBranchCodes, unknownReferences } from './rules';
import { branchValues } from './values';

const codeRule = {
  field: 'branchCode',
  label: 'Branch code',
  value: (b: { branchCode: string }) => b.branchCode,
};

export async function addBranches(
  db: Db,
  inputs: MasterBranchInput[],
  actor: string,
): Promise<MasterBranch[]> {
  return db.transaction(async (tx) => {
    assertValid(await unknownReferences(tx, inputs, 'masterBranches'));
    const taken = await takenBranchCodes(
      tx,
      inputs.map((b) => b.branchCode),
    );
    assertNoConflicts(duplicateErrors(inputs, codeRule, taken, 'masterBranches'));
    const rows = await tx
      .insert(branch)
      .values(inputs.map((b) => ({ ...branchValues(b), createdBy: actor })))
      .returning({ id: branch.id });
    return branchesByIds(
      tx,
      rows.map((r) => r.id),
    );
  });
}

export async function editBranch(
  db: Db,
  input: MasterBranchInput & { id: number; version: number },
  actor: string,
): Promise<MasterBranch> {
  return db.transaction(async (tx) => {
    await getBranch(tx, ALL, input.id); // 404 for a branch no list shows (BP, other company)
    assertValid(await unknownReferences(tx, [input]));
    const taken = await takenBranchCodes(tx, [input.branchCode], input.id);
    assertNoConflicts(duplicateErrors([input], codeRule, taken));
    const values = branchValues(input);
    await updateVersioned(
      tx,
      branch,
      input.id,
      input.version,
      { ...values, companyCode: undefined },
      actor,
    );
    return getBranch(tx, ALL, input.id);
  });
}

export async function removeBranch(
  db: Db,
  input: { id: number; version?: number | undefined },
  actor: string,
): Promise<MasterBranch> {
  return db.transaction(async (tx) => {
    const existing = await getBranch(tx, ALL, input.id);
    const inUse = (await branchesInUse(tx, [input.id])).get(input.id);
    if (inUse) throw new AppError(409, 'CONFLICT', inUse);
    await softDelete(tx, branch, input.id, input.version, actor);
    return { ...existing, isActive: false };
  });
}

const bulkTarget: BulkTarget = {
  table: branch,
  async keys(tx, ids) {
    const rows = await tx
      .select({ id: branch.id, code: branch.branchCode })
      .from(branch)
      .innerJoin(branchType, eq(branchType.id, branch.branchTypeId))
      .where(and(inArray(branch.id, ids), listableBranch(ALL)));
    return new Map(rows.map((r) => [r.id, `[${r.code}]`]));
  },
  refuse: (tx, action, ids) =>
    action === 'Delete' ? branchesInUse(tx, ids) : Promise.resolve(new Map()),
};

export const bulkBranches = (db: Db, request: BulkRequest, actor: string) =>
  runBulk(db, bulkTarget, request, actor);

import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { COMPANY_CODE } from '@dealer/contracts';
import type { DbOrTx } from '../../db/client';
import { branch, branchType } from '../../db/schema/index';
import type { UserAccess } from '../../platform/auth/identityStore';
import { AppError } from '../../platform/http/errors';

/** Who is acting: a signed-in superadmin, or the command line (id undefined). */
export interface Actor {
  id?: number;
  userName: string;
}

/** Branches a user may be assigned to: company 0002, active, not a body-paint-only branch. */
export function assignableBranches(db: DbOrTx, codes?: string[]) {
  const where = [
    eq(branch.companyCode, COMPANY_CODE),
    eq(branch.isActive, true),
    ne(branchType.branchTypeCode, 'BP'),
  ];
  if (codes) where.push(inArray(branch.branchCode, codes));
  return db
    .select({
      branchCode: branch.branchCode,
      branchDescription: branch.branchDescription,
      branchTypeCode: branchType.branchTypeCode,
    })
    .from(branch)
    .innerJoin(branchType, eq(branchType.id, branch.branchTypeId))
    .where(and(...where))
    .orderBy(asc(branch.branchCode));
}

export async function assertAssignable(db: DbOrTx, codes: string[]): Promise<void> {
  const found = new Set((await assignableBranches(db, codes)).map((b) => b.branchCode));
  const unknown = codes.map((code, index) => ({ code, index })).filter((c) => !found.has(c.code));
  if (unknown.length === 0) return;
  throw new AppError(
    400,
    'VALIDATION',
    `branchCodes: unknown branch ${unknown.map((u) => u.code).join(', ')}`,
    unknown.map((u) => ({
      field: `branchCodes.${u.index}`,
      message: `Branch ${u.code} does not exist or cannot be assigned`,
    })),
  );
}

/** A superadmin must not lock themselves out through the admin screen. */
export function assertNotSelfLockout(
  actor: Actor,
  id: number,
  change: { isEnabled?: boolean; roles?: string[] },
) {
  if (actor.id !== id) return;
  if (change.isEnabled === false) {
    throw new AppError(400, 'VALIDATION', 'You cannot disable your own account');
  }
  if (change.roles && change.roles[0] !== 'superadmin') {
    throw new AppError(400, 'VALIDATION', 'You cannot remove your own superadmin role');
  }
}

/** Whether a change leaves what the user may do as it was (tokens carry it). */
export const sameAccess = (a: UserAccess, b: UserAccess) =>
  JSON.stringify([a.roles, a.additionalRoles, a.branchCodes]) ===
  JSON.stringify([b.roles, b.additionalRoles, b.branchCodes]);

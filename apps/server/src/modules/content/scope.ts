import { and, eq } from 'drizzle-orm';
import { COMPANY_CODE } from '@dealer/contracts';
import { HEAD_OFFICE } from '@dealer/contracts/content';
import type { DbOrTx } from '../../db/client';
import { branch } from '../../db/schema/index';
import type { AuthUser } from '../../platform/auth/tokens';
import { AppError } from '../../platform/http/errors';

type User = Pick<AuthUser, 'role' | 'additionalRoles' | 'branchCodes'>;

/**
 * Whose content a caller edits (spec 2 section 6): pickontenho (as the active or an additional
 * role) and superadmin see every branch and the Head Office; everyone else (pickontencabang,
 * a pictestdrive who also holds it) is tied to the first branch of their list.
 */
export type ContentScope = { headOffice: true } | { headOffice: false; branchCode: string };

export function contentScope(user: User): ContentScope {
  if (
    user.role === 'superadmin' ||
    user.role === 'pickontenho' ||
    user.additionalRoles.includes('pickontenho')
  ) {
    return { headOffice: true };
  }
  const own = user.branchCodes[0];
  if (!own) throw new AppError(403, 'FORBIDDEN', 'Your account has no branch');
  return { headOffice: false, branchCode: own };
}

export const outsideScope = (code: string) =>
  new AppError(403, 'FORBIDDEN', `Branch ${code} is outside your branch`);

/**
 * A list's branch filter as the caller may use it: undefined = everything in scope, null = head
 * office only, a code = that branch. A branch user naming any other branch (or 'ho') gets 403.
 */
export function branchFilter(
  scope: ContentScope,
  asked: string | undefined,
): string | null | undefined {
  const code = asked?.trim() ?? '';
  if (scope.headOffice) {
    if (code === '') return undefined;
    return code.toLowerCase() === HEAD_OFFICE ? null : code;
  }
  if (code === '' || code === scope.branchCode) return scope.branchCode;
  throw outsideScope(code);
}

/** The id of an active company-0002 branch, or a 400 naming branchCode. */
export async function branchIdOf(db: DbOrTx, code: string, field = 'branchCode'): Promise<number> {
  const [found] = await db
    .select({ id: branch.id })
    .from(branch)
    .where(
      and(
        eq(branch.branchCode, code),
        eq(branch.companyCode, COMPANY_CODE),
        eq(branch.isActive, true),
      ),
    );
  if (!found) {
    throw new AppError(400, 'VALIDATION', `${field} ${code} is not a branch`, [
      { field, message: `${code} is not a branch` },
    ]);
  }
  return found.id;
}

/**
 * The branch a write targets: head office (null) only for head-office callers ('' or 'ho'),
 * otherwise a branch inside the caller's scope.
 */
export async function writeTarget(
  db: DbOrTx,
  scope: ContentScope,
  asked: string,
): Promise<{ branchId: number | null; branchCode: string }> {
  const code = asked.trim();
  const headOffice = code === '' || code.toLowerCase() === HEAD_OFFICE;
  if (!scope.headOffice) {
    if (headOffice || code !== scope.branchCode) throw outsideScope(code || HEAD_OFFICE);
  }
  if (headOffice) return { branchId: null, branchCode: '' };
  return { branchId: await branchIdOf(db, code), branchCode: code };
}

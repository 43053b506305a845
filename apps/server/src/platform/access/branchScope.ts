import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ALL_BRANCH_ROLES, COMPANY_CODE, HIDDEN_BRANCH_TYPE } from '@dealer/contracts';
import { branch } from '../../db/schema/index';
import { AppError } from '../http/errors';
import type { AuthUser } from '../auth/tokens';

/**
 * Which branches a caller sees. `all` means every active branch of company 0002 (superadmin and
 * ho_testdrive as the active role); everyone else sees exactly their user areas.
 */
export type BranchScope = { all: true } | { all: false; branchCodes: string[] };

export function branchScope(user: Pick<AuthUser, 'role' | 'branchCodes'>): BranchScope {
  return ALL_BRANCH_ROLES.includes(user.role)
    ? { all: true }
    : { all: false, branchCodes: [...user.branchCodes] };
}

/** A WHERE condition restricting a branch_code column to the scope; use it in every list query. */
export function inBranchScope(column: AnyPgColumn, scope: BranchScope): SQL {
  if (scope.all) {
    return inArray(
      column,
      sql`(select ${branch.branchCode} from ${branch} where ${and(
        eq(branch.companyCode, COMPANY_CODE),
        eq(branch.isActive, true),
      )})`,
    );
  }
  return scope.branchCodes.length === 0 ? sql`false` : inArray(column, scope.branchCodes);
}

/**
 * For writes naming one branch: refuses a branch outside the caller's areas. Callers with the
 * `all` scope pass; whether the branch exists is the calling service's business.
 */
export function assertBranchInScope(
  user: Pick<AuthUser, 'role' | 'branchCodes'>,
  branchCode: string,
): void {
  const scope = branchScope(user);
  if (!scope.all && !scope.branchCodes.includes(branchCode)) {
    throw new AppError(403, 'FORBIDDEN', `Branch ${branchCode} is outside your branches`);
  }
}

/**
 * The ids of the branches a scope lists, as a raw SQL subquery for hand-written statements (unit
 * and order lists): company 0002, active, not body paint (BP holds no test-drive stock), and the
 * caller's areas unless the scope is `all`.
 */
export function branchIdsInScope(scope: BranchScope): SQL {
  const codes = scope.all
    ? sql`true`
    : scope.branchCodes.length === 0
      ? sql`false`
      : sql`b.branch_code in (${sql.join(
          scope.branchCodes.map((c) => sql`${c}`),
          sql`, `,
        )})`;
  return sql`(select b.id from branch b join branch_type bt on bt.id = b.branch_type_id
    where b.company_code = ${COMPANY_CODE} and b.is_active
      and bt.branch_type_code <> ${HIDDEN_BRANCH_TYPE} and ${codes})`;
}

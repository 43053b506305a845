import {
  hasNotifications,
  isHeadOffice,
  type NotificationRole,
  type NotificationScope,
  type Role,
} from '@dealer/contracts';
import type { DbOrTx } from '../../db/client';
import { companyBranches } from '../../platform/access/branchDirectory';
import type { AuthUser } from '../../platform/auth/tokens';
import { AppError } from '../../platform/http/errors';

/**
 * Whose notifications a call reads or marks. A branch desk (crc, pdi, pictestdrive) reads the
 * rows written for its own role at its own branches; head office (superadmin, ho_testdrive) is on
 * every desk, so it reads the rows of every role, at every branch or the one it names.
 */
export interface Audience {
  role: NotificationRole;
  /** The target role of the rows; null: every role (head office). */
  targetRole: NotificationRole | null;
  /** '' when the audience covers every branch the role reads. */
  branchCode: string;
  branchIds: number[];
}

const forbidden = (field: string, message: string) =>
  new AppError(403, 'FORBIDDEN', `${field}: ${message}`, [{ field, message }]);

/** The role asked for, else the active role, else the first additional role that has a bell. */
function roleOf(user: AuthUser, asked: Role | undefined): NotificationRole {
  const held: Role[] = [user.role, ...user.roles, ...user.additionalRoles];
  if (asked !== undefined && !held.includes(asked)) {
    throw forbidden('role', `${asked} is not one of your roles`);
  }
  const role = asked ?? held.find(hasNotifications);
  if (role === undefined || !hasNotifications(role)) {
    throw forbidden('role', `${role ?? user.role} has no notifications`);
  }
  return role;
}

/**
 * Resolves role and branch filter on the server (the body only narrows): 403 for a role or
 * branch that is not the caller's, 404 for a branch that does not exist (head office).
 */
export async function audienceFor(
  db: DbOrTx,
  user: AuthUser,
  asked: NotificationScope,
): Promise<Audience> {
  const role = roleOf(user, asked.role);
  const headOffice = isHeadOffice(role);
  const code = asked.branchCode;
  if (!headOffice && code !== '' && !user.branchCodes.includes(code)) {
    throw forbidden('branchCode', `Branch ${code} is outside your branches`);
  }
  const branches = (await companyBranches(db)).filter((b) =>
    code !== '' ? b.code === code : headOffice || user.branchCodes.includes(b.code),
  );
  if (code !== '' && branches.length === 0) {
    throw new AppError(404, 'NOT_FOUND', `branchCode: branch ${code} not found`, [
      { field: 'branchCode', message: `branch ${code} not found` },
    ]);
  }
  return {
    role,
    targetRole: headOffice ? null : role,
    branchCode: code,
    branchIds: branches.map((b) => b.id),
  };
}

import type { Role } from '@dealer/contracts';
import { access, isAllowed } from '../access/access';
import type { AuthUser } from '../auth/tokens';
import { AppError } from '../http/errors';
import { FORBIDDEN } from '../access/guard';

/** The test-drive roles that read master data (superadmin passes every rule anyway). */
export const TEST_DRIVE_ROLES: readonly Role[] = ['ho_testdrive', 'pictestdrive', 'pdi', 'crc'];
/** Only head office writes master data (spec 1 section 2: the master screens are ho_testdrive's). */
export const MASTER_WRITERS: readonly Role[] = ['ho_testdrive'];

/** Route access of the master-data calls; MASTER_ACCESS.md is the table of who gets which. */
export const masterAccess = {
  read: access.roles(...TEST_DRIVE_ROLES),
  write: access.roles(...MASTER_WRITERS),
  /** The checklist is read by the roles that fill it in (PDI, PIC test drive). */
  checklist: access.roles('ho_testdrive', 'pdi', 'pictestdrive'),
  /** Blocking a unit is also a branch task (vehicles screen), within the branch scope. */
  block: access.roles(...TEST_DRIVE_ROLES),
};

/**
 * Action-style paths carry reads and writes on one URL, so the route admits the readers and each
 * write action checks the writer rule here.
 */
export function assertMasterWriter(user: Pick<AuthUser, 'role' | 'additionalRoles'>): void {
  if (!isAllowed(user, { roles: MASTER_WRITERS })) throw new AppError(403, 'FORBIDDEN', FORBIDDEN);
}

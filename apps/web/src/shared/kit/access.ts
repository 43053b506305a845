import { useSession } from '../session/sessionStore';

/** Roles the server lets write master data (apps/server MASTER_ACCESS.md); superadmin passes all. */
const MASTER_WRITERS = ['superadmin', 'ho_testdrive'];

export function canWriteMaster(role: string, additionalRoles: readonly string[]): boolean {
  return [role, ...additionalRoles].some((held) => MASTER_WRITERS.includes(held));
}

/**
 * Whether to offer Add, Edit, Copy, Upload and the bulk actions. Convenience only: the server
 * decides, and answers 403 to anyone else.
 */
export function useCanWriteMaster(): boolean {
  const session = useSession();
  return session ? canWriteMaster(session.role, session.additionalRoles) : false;
}

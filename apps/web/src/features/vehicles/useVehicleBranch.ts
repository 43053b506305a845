import { useSession } from '../../shared/session/sessionStore';
import { useBranchesInScope } from '../../shared/kit/lookups';

/** Roles that see every branch in scope, with 'All Branch' first (spec 1 section 6). */
const ALL_BRANCH_ROLES: readonly string[] = ['superadmin', 'ho_testdrive'];

export interface BranchOption {
  value: number;
  label: string;
}

export interface VehicleBranch {
  /** pdi, crc, pictestdrive: the filter shows their branch and cannot be changed. */
  fixed: boolean;
  /** The fixed branch's id (undefined until the branch list has loaded, or when not found). */
  fixedBranchId: number | undefined;
  options: BranchOption[];
  /** Whether the screen may search: a fixed filter waits for its branch id. */
  ready: boolean;
}

/**
 * The vehicles screen's branch filter (spec 1 section 6: 'pdi, crc and pictestdrive have the
 * branch filter fixed to their branch in the vehicles list'). Their branch is the one selected in
 * the session, else their first branch. The server scopes the search to the caller's branches
 * whatever is sent; this only decides what the filter offers.
 */
export function useVehicleBranch(): VehicleBranch {
  const session = useSession();
  const branches = useBranchesInScope();
  const options = (branches.data ?? []).map((b) => ({
    value: b.id,
    label: `${b.branchCode} · ${b.branchDescription}`,
  }));
  const fixed = !ALL_BRANCH_ROLES.includes(session?.role ?? '');
  if (!fixed) return { fixed, fixedBranchId: undefined, options, ready: true };

  const code = session?.selectedBranch ?? session?.userAreas[0]?.branchCode;
  const own = (branches.data ?? []).find((b) => b.branchCode === code);
  return {
    fixed,
    fixedBranchId: own?.id,
    options: own ? [{ value: own.id, label: `${own.branchCode} · ${own.branchDescription}` }] : [],
    // If the branch is not listed (e.g. closed), the search falls back to the server's scope.
    ready: !branches.isPending,
  };
}

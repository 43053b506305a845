import {
  NOTIFICATION_ROLES,
  isHeadOffice,
  type NotificationRole,
} from '@dealer/contracts/notification';
import type { UserArea } from '@dealer/contracts/auth';
import { useMemo } from 'react';
import type { Session } from '../../shared/session/session';
import { useSession } from '../../shared/session/sessionStore';

/**
 * Whose notifications the page reads, worked out as the server does (its scope.ts): the active
 * role if it has a bell, else the first other role that has one. Head office reads every branch.
 */
export interface NotificationScope {
  /** Sent with every call so that the server and the page agree on the desk. */
  role: NotificationRole | undefined;
  headOffice: boolean;
  /** Whether the branch filter offers All Branch (''). */
  offersAllBranch: boolean;
  /** A desk's own branches, which are its filter's choices; head office: none (it reads all). */
  ownBranches: readonly UserArea[];
  /** The filter's value when the URL names none (spec 1 section 6). */
  defaultBranch: string;
  /** The branch the bell counts: '' for head office, else the desk's home branch. */
  bellBranch: string;
}

const isNotificationRole = (role: string): role is NotificationRole =>
  (NOTIFICATION_ROLES as readonly string[]).includes(role);

export function notificationRole(session: Session | null): NotificationRole | undefined {
  if (!session) return undefined;
  return [session.role, ...session.roles, ...session.additionalRoles].find(isNotificationRole);
}

/** The selected branch when it is one of the user's, else the first one (the hub does the same). */
function homeBranch(session: Session | null): string {
  const codes = session?.userAreas.map((area) => area.branchCode) ?? [];
  const selected = session?.selectedBranch;
  return selected && codes.includes(selected) ? selected : (codes[0] ?? '');
}

export function scopeOf(session: Session | null): NotificationScope {
  const role = notificationRole(session);
  if (role !== undefined && isHeadOffice(role)) {
    return {
      role,
      headOffice: true,
      offersAllBranch: true,
      ownBranches: [],
      defaultBranch: '',
      bellBranch: '',
    };
  }
  const own = session?.userAreas ?? [];
  const home = homeBranch(session);
  return {
    role,
    headOffice: false,
    // Spec 1 section 6: a desk with more than one branch also gets All Branch.
    offersAllBranch: own.length > 1,
    ownBranches: own,
    defaultBranch: home,
    bellBranch: home,
  };
}

/** Whether `branchCode` is a value the desk's filter may hold (head office: any branch). */
export function mayFilterOn(scope: NotificationScope, branchCode: string): boolean {
  if (scope.headOffice) return true;
  if (branchCode === '') return scope.offersAllBranch;
  return scope.ownBranches.some((area) => area.branchCode === branchCode);
}

/**
 * Whether the pending count of a call made with `branchCode` is the bell's count: the same
 * branch, or All Branch for a desk that has only the bell's branch.
 */
export function coversBell(scope: NotificationScope, branchCode: string): boolean {
  if (branchCode === scope.bellBranch) return true;
  return (
    branchCode === '' &&
    scope.ownBranches.length === 1 &&
    scope.ownBranches[0]?.branchCode === scope.bellBranch
  );
}

export function useNotificationScope(): NotificationScope {
  const session = useSession();
  return useMemo(() => scopeOf(session), [session]);
}

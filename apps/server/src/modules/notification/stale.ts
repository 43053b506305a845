import { DASHBOARD_STATUSES } from '@dealer/contracts';
import type { Change } from '../../platform/hub/changes';

export const BRANCH_DESKS = ['crc', 'pdi', 'pictestdrive'] as const;
export type BranchDesk = (typeof BRANCH_DESKS)[number];
export const HEAD_OFFICE = ['ho_testdrive', 'superadmin'] as const;

const isBranchDesk = (role: string): role is BranchDesk =>
  (BRANCH_DESKS as readonly string[]).includes(role);

/** A branch desk's bell or dashboard: one room, '<branch>|<ROLE>'. */
export interface DeskAt {
  role: BranchDesk;
  branchId: number;
}

/** The counts a batch of changes made stale. */
export interface Stale {
  notifications: DeskAt[];
  dashboards: DeskAt[];
  headOfficeNotifications: boolean;
  headOfficeDashboards: boolean;
}

/**
 * A notification row (written or read) changes its role's bell at its branch; an order's move
 * changes the dashboards that show its old or its new status. Head office reads every branch and
 * every desk, so any change touches its counts.
 */
export function staleCounts(changes: readonly Change[]): Stale {
  const notifications = new Map<string, DeskAt>();
  const dashboards = new Map<string, DeskAt>();
  const add = (into: Map<string, DeskAt>, role: string, branchId: number) => {
    if (isBranchDesk(role)) into.set(`${role}|${branchId}`, { role, branchId });
  };
  let headOfficeNotifications = false;
  let headOfficeDashboards = false;
  for (const change of changes) {
    if (change.kind === 'read') {
      add(notifications, change.targetRole, change.branchId);
      headOfficeNotifications = true;
      continue;
    }
    // A new row raises a bell; a row made done by the move (its order moved on) lowers one.
    const bells = [...change.notified, ...change.settled];
    for (const role of bells) add(notifications, role, change.branchId);
    headOfficeNotifications ||= bells.length > 0;
    for (const desk of BRANCH_DESKS) {
      const shown: readonly number[] = DASHBOARD_STATUSES[desk];
      if (shown.includes(change.to) || (change.from !== null && shown.includes(change.from)))
        add(dashboards, desk, change.branchId);
    }
    headOfficeDashboards = true;
  }
  return {
    notifications: [...notifications.values()],
    dashboards: [...dashboards.values()],
    headOfficeNotifications,
    headOfficeDashboards,
  };
}

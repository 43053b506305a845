import { hasNotifications } from '@dealer/contracts/notification';
import { isRole } from '@dealer/contracts/roles';

/**
 * Who gets the live connection (spec 1 section 6): never a role whose code contains 'konten',
 * and only the roles the hub has counts for (the order desks; game and campaign roles get none).
 */
export function startsLiveConnection(role: string): boolean {
  return !role.includes('konten') && isRole(role) && hasNotifications(role);
}

/** The branch the room is for: the selected branch, else the user's first (spec 1 section 7). */
export function liveBranch(session: {
  selectedBranch: string | null;
  userAreas: readonly { branchCode: string }[];
}): string | undefined {
  return session.selectedBranch ?? session.userAreas[0]?.branchCode;
}

/** Waits before the next try after a refused connection: 2 s doubling up to a minute. */
export function retryDelay(attempt: number): number {
  return Math.min(60_000, 2_000 * 2 ** Math.max(0, attempt - 1));
}

/**
 * The browser notification of spec 1 section 8: '{role} Dashboard Alert', 'You have {n} new
 * notification !', kept until dismissed, vibration 200,100 repeated.
 */
export function browserAlert(role: string, count: number) {
  return {
    title: `${role} Dashboard Alert`,
    options: {
      body: `You have ${count} new notification !`,
      requireInteraction: true,
      vibrate: [200, 100, 200, 100, 200, 100, 200, 100],
      tag: 'dashboard-alert',
    },
  };
}

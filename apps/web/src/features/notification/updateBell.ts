import { setBadgeCount } from '../../shared/counters/badgeCounts';
import { fetchPendingCount } from './api';
import { coversBell, type NotificationScope } from './notificationScope';

/**
 * After a mark-as-read the bell shows the count the server returned, when that count is the
 * bell's (same role and branch). A call for another branch filter returns that filter's count,
 * so the bell asks for its own instead of showing a number that is not its own.
 */
export async function updateBell(
  scope: NotificationScope,
  sentBranch: string,
  count: number,
): Promise<void> {
  if (coversBell(scope, sentBranch)) {
    setBadgeCount('notification', count);
    return;
  }
  try {
    setBadgeCount('notification', await fetchPendingCount(scope.role, scope.bellBranch));
  } catch {
    // The client has shown the failure; the next live push corrects the bell.
  }
}

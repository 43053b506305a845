import {
  NOTIFICATION_API,
  ZActivityLogResponse,
  ZMarkAllReadResponse,
  ZMarkReadByIdResponse,
  ZNotificationByIdResponse,
  ZNotificationCountResponse,
  type ActivityLogResponse,
  type MarkAllReadResponse,
  type MarkReadByIdResponse,
  type NotificationItem,
  type NotificationRole,
} from '@dealer/contracts/notification';
import { apiPost } from '../../shared/api/client';
import { expectReply } from '../../shared/api/expectReply';

/**
 * Every query of the feature starts with 'notification': a live push invalidates that key and
 * the open list reloads.
 */
export const notificationKeys = {
  all: ['notification'] as const,
  list: (request: ActivityLogQuery) => ['notification', 'list', request] as const,
  one: (id: number) => ['notification', 'one', id] as const,
};

/** The page's filter as the activity-log call takes it ('' = All Branch / All Status). */
export interface ActivityLogQuery {
  role: NotificationRole | undefined;
  branchCode: string;
  startDate: string;
  endDate: string;
  statusCode: string;
  isRead: boolean | undefined;
  page: number;
  pageSize: number;
}

export async function fetchActivityLog(
  query: ActivityLogQuery,
  signal?: AbortSignal,
): Promise<ActivityLogResponse> {
  const reply = await apiPost(NOTIFICATION_API.activityLog, query, { signal });
  return expectReply(ZActivityLogResponse, reply);
}

export async function markAllRead(
  role: NotificationRole | undefined,
  branchCode: string,
): Promise<MarkAllReadResponse> {
  const reply = await apiPost(NOTIFICATION_API.markAllRead, { role, branchCode });
  return expectReply(ZMarkAllReadResponse, reply);
}

/**
 * One notification of the desk (any of its branches), or null when it is not one of the desk's:
 * the server answers that with 200, so opening someone else's row makes no failed call.
 */
export async function fetchNotification(
  id: number,
  role: NotificationRole | undefined,
  signal?: AbortSignal,
): Promise<NotificationItem | null> {
  const reply = await apiPost(NOTIFICATION_API.getById, { id, role, branchCode: '' }, { signal });
  return expectReply(ZNotificationByIdResponse, reply).notification;
}

/**
 * Marks one notification read. The page reports a 404 (another desk's or branch's row) itself,
 * so the client does not show it as an error too.
 */
export async function markReadById(
  id: number,
  role: NotificationRole | undefined,
  branchCode: string,
): Promise<MarkReadByIdResponse> {
  const reply = await apiPost(
    NOTIFICATION_API.markRead,
    { id, role, branchCode },
    { handles: [404] },
  );
  return expectReply(ZMarkReadByIdResponse, reply);
}

/** The unread count of one role and branch filter (the bell's own scope). */
export async function fetchPendingCount(
  role: NotificationRole | undefined,
  branchCode: string,
): Promise<number> {
  const reply = await apiPost(NOTIFICATION_API.countPendingNotification, { role, branchCode });
  return expectReply(ZNotificationCountResponse, reply).count;
}

import { z } from 'zod';
import { id, int4, text, trimmed } from './bounds';
import { ZAck } from './envelope';
import { ZDate } from './branch-stock';
import { ZStatusName } from './order';
import { DASHBOARD_STATUSES, dashboardOf, movesFor, type OrderStatusCode } from './order-workflow';
import { ALL_BRANCH_ROLES, ZRole, type Role } from './roles';

/** Notification calls of spec 1 section 7 (Notifications), under /api/testdrive/notification. */
export const NOTIFICATION_API = {
  countPendingNotification: '/api/testdrive/notification/getcountofpendingnotification',
  countPendingTask: '/api/testdrive/notification/getcountofpendingtask',
  markAllRead: '/api/testdrive/notification/updatenotificationasread',
  markRead: '/api/testdrive/notification/updatenotificationasreadbyid',
  activityLog: '/api/testdrive/notification/getlistofactivtlog',
  /** Not in the spec: the console's notification/{id} page reads its row (see ZNotificationById). */
  getById: '/api/testdrive/notification/getnotificationbyid',
  /** Not in the spec: the activity log as an xlsx (issue 10 section 7), body ZActivityLogRequest. */
  export: '/api/testdrive/notification/export',
} as const;

/**
 * Roles with a bell: the order desks. The game, campaign and content roles get no counts
 * (spec 1 section 6); the server answers them 403.
 */
export const NOTIFICATION_ROLES = [
  'crc',
  'pdi',
  'pictestdrive',
  'ho_testdrive',
  'superadmin',
] as const satisfies readonly Role[];
export type NotificationRole = (typeof NOTIFICATION_ROLES)[number];

export function hasNotifications(role: Role): role is NotificationRole {
  return (NOTIFICATION_ROLES as readonly Role[]).includes(role);
}

/** Head office reads every branch: without branchCode its counts cover all of them. */
export const isHeadOffice = (role: Role): boolean => ALL_BRANCH_ROLES.includes(role);

/** Moves that leave the flow (reject before the drive, cancel): a way out, not a task. */
const EXITS: readonly number[] = [12, 13];

/**
 * What 'pending task' means: an order in a status that the role's dashboard shows and from which
 * the role itself makes the next move forward (cancelling or rejecting does not count). crc: 1,
 * 14, 15 (assign, re-assign); pdi: 5, 6, 9, 10, 11; pictestdrive: 5, 6, 9, 10 (11 is not on its
 * dashboard); head office: all of these. Other roles have none.
 */
export function pendingTaskStatuses(role: Role): OrderStatusCode[] {
  if (!hasNotifications(role)) return [];
  return DASHBOARD_STATUSES[dashboardOf(role)].filter((status) =>
    movesFor(status, [role]).some((move) => !EXITS.includes(move.to)),
  );
}

/** '' or omitted: every branch the role reads (head office: all; others: their own). */
const ZBranchFilter = trimmed(10).default('');

/**
 * getcountofpendingnotification, getcountofpendingtask and updatenotificationasread: `role` is
 * one of the caller's roles (default the active one), `branchCode` one of its branches.
 */
export const ZNotificationScope = z.object({
  role: ZRole.optional(),
  branchCode: ZBranchFilter,
});
export type NotificationScope = z.infer<typeof ZNotificationScope>;

export const ZNotificationCountResponse = ZAck.extend({
  role: ZRole,
  /** '' when the count covers every branch the role reads. */
  branchCode: z.string(),
  count: z.number().int(),
});
export type NotificationCountResponse = z.infer<typeof ZNotificationCountResponse>;

/** updatenotificationasread: how many rows it marked, and the pending count left (0). */
export const ZMarkAllReadResponse = ZNotificationCountResponse.extend({
  updated: z.number().int(),
});
export type MarkAllReadResponse = z.infer<typeof ZMarkAllReadResponse>;

/**
 * updatenotificationasreadbyid: one row of the caller's role and branches (the scope fields as
 * above); another branch's or another desk's row answers 404.
 */
export const ZMarkReadById = ZNotificationScope.extend({ id: id() });
export type MarkReadById = z.infer<typeof ZMarkReadById>;

/** `count`: the pending count of the same role and branch filter after the change. */
export const ZMarkReadByIdResponse = ZNotificationCountResponse.extend({
  id: z.number().int(),
});
export type MarkReadByIdResponse = z.infer<typeof ZMarkReadByIdResponse>;

/** The longest period one activity-log call covers, and its largest page. */
export const NOTIFICATION_MAX_DAYS = 366;
export const NOTIFICATION_MAX_PAGE = 500;

/**
 * getlistofactivtlog: the role's notifications created within [startDate, endDate] (business
 * days), newest first; `statusCode` '' or the order status the notification was written at.
 */
export const ZActivityLogRequest = z
  .object({
    role: ZRole.optional(),
    branchCode: ZBranchFilter,
    startDate: ZDate,
    endDate: ZDate,
    statusCode: z.union([z.literal(''), ZStatusName]).default(''),
    /** Only read (true) or unread (false) rows; omitted: both. */
    isRead: z.boolean().optional(),
    page: int4({ min: 1 }).default(1),
    pageSize: int4({ min: 1, max: NOTIFICATION_MAX_PAGE }).default(50),
  })
  .refine((q) => q.endDate >= q.startDate, {
    path: ['endDate'],
    message: 'must not be before startDate',
  })
  .refine(
    (q) => Date.parse(q.endDate) - Date.parse(q.startDate) <= NOTIFICATION_MAX_DAYS * 86_400_000,
    { path: ['endDate'], message: `the period is at most ${NOTIFICATION_MAX_DAYS} days` },
  );
export type ActivityLogRequest = z.infer<typeof ZActivityLogRequest>;

/** Notification (spec 1 section 3: createdTime and message), with what the page links to. */
export const ZNotificationItem = z.object({
  id: z.number().int(),
  testDriveOrderNo: z.string(),
  branchCode: z.string(),
  targetRole: z.string(),
  statusCode: z.number().int(),
  statusName: z.string(),
  message: z.string(),
  /** Marked read, or done (see isDone): no longer pending. */
  isRead: z.boolean(),
  /**
   * Not in the spec: the order has moved on from the status this row announced, so somebody
   * handled it (docs/notification.md). A done row counts as read.
   */
  isDone: z.boolean().optional(),
  createdTime: z.string(),
});
export type NotificationItem = z.infer<typeof ZNotificationItem>;

/**
 * getnotificationbyid: one row of the caller's desk and branches (the scope fields as above).
 * A row that is not the caller's reads like a search that finds nothing: `notification` null
 * with 200, so the page says 'not found' without a failed call, and the answer is the same
 * whether the row is another desk's or does not exist.
 */
export const ZNotificationById = ZNotificationScope.extend({ id: id() });
export const ZNotificationByIdResponse = ZAck.extend({
  notification: ZNotificationItem.nullable(),
});
export type NotificationByIdResponse = z.infer<typeof ZNotificationByIdResponse>;

export const ZActivityLogResponse = ZAck.extend({
  listOfNotifications: z.array(ZNotificationItem),
  /** Rows matching the filter; the page lists at most pageSize of them. */
  total: z.number().int(),
  /** The bell's count for the same role and branch, whatever the period and status filter. */
  pendingCount: z.number().int(),
});
export type ActivityLogResponse = z.infer<typeof ZActivityLogResponse>;

/** The live hub (Socket.IO, websocket transport only) at the site root, beside /api. */
export const HUB_PATH = '/hub';

/** Server-to-client events; the payload of the two Receive events is the new count. */
export const HUB_EVENTS = {
  notification: 'ReceiveNotificationMessage',
  dashboard: 'ReceiveDashboardMessage',
  userConnected: 'UserConnected',
} as const;

export interface HubServerEvents {
  ReceiveNotificationMessage: (pendingNotifications: number) => void;
  ReceiveDashboardMessage: (pendingTasks: number) => void;
  UserConnected: (connectionId: string) => void;
}

/**
 * What a client sends when it connects (Socket.IO `auth`; `?access_token=` is accepted too):
 * the access token, and optionally the selected branch and the role the room is for.
 */
export const ZHubAuth = z.object({
  /** At most Node's default header limit: a longer token could not travel as a bearer either. */
  token: text(16_384).min(1),
  branchCode: trimmed(10).optional(),
  role: ZRole.optional(),
});
export type HubAuth = z.infer<typeof ZHubAuth>;

/** The role part of a room (spec 1 section 7, Real-time): CRC, PDI, PICTESTDRIVE or the raw role. */
export function hubRoleLabel(role: Role): string {
  return role === 'crc' || role === 'pdi' || role === 'pictestdrive' ? role.toUpperCase() : role;
}

/** The room of a branch's desk: '<branchCode>|<ROLE>', e.g. 'T010|CRC'. */
export function hubRoom(branchCode: string, role: Role): string {
  return `${branchCode}|${hubRoleLabel(role)}`;
}

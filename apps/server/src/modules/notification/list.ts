import { sql } from 'drizzle-orm';
import {
  statusFromName,
  statusName,
  type ActivityLogRequest,
  type NotificationItem,
} from '@dealer/contracts';
import { rows, type DbOrTx } from '../../db/client';
import { addDays, businessDateTime } from '../../platform/time/businessDate';
import type { Rows } from './queries';

type Row = Omit<NotificationItem, 'statusName'>;

/**
 * The activity-log page: the audience's notifications created on the business days asked,
 * optionally of one order status and read state, newest first, one page and the total.
 */
export async function listNotifications(
  db: DbOrTx,
  audience: Rows,
  query: ActivityLogRequest,
  timeZone: string,
): Promise<{ items: NotificationItem[]; total: number }> {
  if (audience.branchIds.length === 0) return { items: [], total: 0 };
  // Bounds as instants, so the index on created_time serves the range.
  const from = businessDateTime(query.startDate, '00:00', timeZone).toISOString();
  const to = businessDateTime(addDays(query.endDate, 1), '00:00', timeZone).toISOString();
  const status = query.statusCode === '' ? undefined : statusFromName(query.statusCode);
  const where = sql`n.branch_id in ${audience.branchIds}
    ${audience.targetRole === null ? sql`` : sql`and n.target_role = ${audience.targetRole}`}
    and n.created_time >= ${from}::timestamptz and n.created_time < ${to}::timestamptz
    ${status === undefined ? sql`` : sql`and n.status_code = ${status}`}
    ${query.isRead === undefined ? sql`` : sql`and ${READ} = ${query.isRead}`}`;

  const [counted] = await rows<{ total: number }>(
    db,
    sql`select count(*)::int as total from order_notification n
      join test_drive_order o on o.id = n.test_drive_order_id where ${where}`,
  );
  const page = await rows<Row>(
    db,
    sql`${ITEM_SELECT} where ${where}
      order by n.created_time desc, n.id desc
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  return { items: page.map(withStatusName), total: counted?.total ?? 0 };
}

/** One notification of the audience (its branches, and its desk unless head office), or null. */
export async function readNotification(
  db: DbOrTx,
  audience: Rows,
  id: number,
): Promise<NotificationItem | null> {
  if (audience.branchIds.length === 0) return null;
  const [row] = await rows<Row>(
    db,
    sql`${ITEM_SELECT} where n.id = ${id} and n.branch_id in ${audience.branchIds}
      ${audience.targetRole === null ? sql`` : sql`and n.target_role = ${audience.targetRole}`}`,
  );
  return row ? withStatusName(row) : null;
}

/** Done: the order moved on from the status the row announced (docs/notification.md). */
const DONE = sql`(o.status_code <> n.status_code)`;
/** Read as the console shows it: marked read, or done (a done row is no longer pending). */
const READ = sql`(n.is_read or ${DONE})`;

/** A notification as the console shows it: its order number and branch code joined in. */
const ITEM_SELECT = sql`select n.id, o.test_drive_order_no as "testDriveOrderNo",
    b.branch_code as "branchCode", n.target_role as "targetRole", n.status_code as "statusCode",
    n.message, ${READ} as "isRead", ${DONE} as "isDone",
    to_json(n.created_time) #>> '{}' as "createdTime"
  from order_notification n
    join test_drive_order o on o.id = n.test_drive_order_id
    join branch b on b.id = n.branch_id`;

const withStatusName = (row: Row): NotificationItem => ({
  ...row,
  statusName: statusName(row.statusCode) ?? '',
});

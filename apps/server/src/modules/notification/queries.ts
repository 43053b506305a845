import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { pendingTaskStatuses, type NotificationRole } from '@dealer/contracts';
import { rows, type DbOrTx } from '../../db/client';
import { orderNotification, testDriveOrder } from '../../db/schema/index';
import type { Change } from '../../platform/hub/changes';
import type { Audience } from './scope';

/** Just the part of an audience a count needs (the fan-out builds these without a request). */
export type Rows = Pick<Audience, 'targetRole' | 'branchIds'>;

/** The rows of an audience: its branches and, for a branch desk, its own role. */
function ofAudience({ targetRole, branchIds }: Rows): SQL | undefined {
  return and(
    inArray(orderNotification.branchId, branchIds),
    targetRole === null ? undefined : eq(orderNotification.targetRole, targetRole),
  );
}

/**
 * A notification is pending while nobody marked it read and its order still stands at the status
 * it announced; once the order moved on, somebody handled it and the notification is done
 * (docs/notification.md). The join is on the order's primary key.
 */
const pending = and(
  eq(orderNotification.isRead, false),
  eq(testDriveOrder.statusCode, orderNotification.statusCode),
);
const toOrder = eq(testDriveOrder.id, orderNotification.testDriveOrderId);

/** The bell: notifications of the audience still pending (unread and not done). */
export async function countPendingNotifications(db: DbOrTx, audience: Rows): Promise<number> {
  if (audience.branchIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(orderNotification)
    .innerJoin(testDriveOrder, toOrder)
    .where(and(ofAudience(audience), pending));
  return row?.n ?? 0;
}

/** Orders at the branches waiting for the role's next move (see pendingTaskStatuses). */
export async function countPendingTasks(
  db: DbOrTx,
  role: NotificationRole,
  branchIds: readonly number[],
): Promise<number> {
  const statuses = pendingTaskStatuses(role);
  if (branchIds.length === 0 || statuses.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(testDriveOrder)
    .where(
      and(
        inArray(testDriveOrder.branchId, [...branchIds]),
        inArray(testDriveOrder.statusCode, statuses),
      ),
    );
  return row?.n ?? 0;
}

/** The fan-out's view of many bells at once: pending rows per target role and branch. */
export async function unreadByDesk(db: DbOrTx, branchIds: readonly number[]) {
  if (branchIds.length === 0) return [];
  return db
    .select({
      targetRole: orderNotification.targetRole,
      branchId: orderNotification.branchId,
      n: count(),
    })
    .from(orderNotification)
    .innerJoin(testDriveOrder, toOrder)
    .where(and(inArray(orderNotification.branchId, [...branchIds]), pending))
    .groupBy(orderNotification.targetRole, orderNotification.branchId);
}

/**
 * The fan-out's view of many dashboards at once: orders per branch and status among `statuses`,
 * over all time. Summed from the boards' day counts (order_day_count, migration 0013) once they
 * are kept: the orders themselves held ~390,000 entries at these statuses in a 1,000,000-order
 * database (~0.5 s after every commit). Days do not matter here, so any zone the table is cut in
 * will do; before it is set, the orders are counted.
 */
export async function ordersByStatus(
  db: DbOrTx,
  branchIds: readonly number[],
  statuses: readonly number[],
) {
  if (branchIds.length === 0 || statuses.length === 0) return [];
  const kept = sql`exists (select 1 from order_day_count_zone z where z.zone is not null)`;
  return rows<{ branchId: number; statusCode: number; n: number }>(
    db,
    sql`select c.branch_id as "branchId", c.status_code as "statusCode", sum(c.n)::int as n
      from order_day_count c
      where ${kept} and c.branch_id in ${[...branchIds]} and c.status_code in ${[...statuses]}
        and c.n <> 0
      group by 1, 2
      union all
      select o.branch_id, o.status_code, count(*)::int
      from test_drive_order o
      where not ${kept} and o.branch_id in ${[...branchIds]} and o.status_code in ${[...statuses]}
      group by 1, 2`,
  );
}

/**
 * Marks the audience's unread rows (all, or the one `id`) as read, in one statement. Answers the
 * changes to publish: one per branch and target role that had rows marked.
 */
export async function markRead(
  db: DbOrTx,
  audience: Rows,
  id?: number,
): Promise<{ updated: number; changes: Change[] }> {
  if (audience.branchIds.length === 0) return { updated: 0, changes: [] };
  const one = id === undefined ? sql`` : sql`and n.id = ${id}`;
  const role =
    audience.targetRole === null ? sql`` : sql`and n.target_role = ${audience.targetRole}`;
  const marked = await rows<{ branchId: number; targetRole: string; n: number }>(
    db,
    sql`with marked as (
        update order_notification n set is_read = true
        where not n.is_read and n.branch_id in ${audience.branchIds} ${role} ${one}
        returning n.branch_id, n.target_role)
      select branch_id as "branchId", target_role as "targetRole", count(*)::int as n
      from marked group by branch_id, target_role`,
  );
  return {
    updated: marked.reduce((sum, m) => sum + m.n, 0),
    changes: marked.map((m) => ({
      kind: 'read' as const,
      branchId: m.branchId,
      targetRole: m.targetRole,
    })),
  };
}

/** One notification of the audience (any read state), or undefined outside it. */
export async function findNotification(db: DbOrTx, audience: Rows, id: number) {
  if (audience.branchIds.length === 0) return undefined;
  const [row] = await db
    .select({ id: orderNotification.id, isRead: orderNotification.isRead })
    .from(orderNotification)
    .where(and(ofAudience(audience), eq(orderNotification.id, id)));
  return row;
}

import { sql, type SQL } from 'drizzle-orm';
import type { OrderPartner, TestDriveOrder } from '@dealer/contracts';
import { rows, type DbOrTx } from '../../db/client';
import type { BranchScope } from '../../platform/access/branchScope';
import { escapeLike } from '../../platform/http/like';
import { orderScope, selectOrders } from './query';

// The boards' and the report's Find, and the salesmen an order may be given.

/**
 * Orders in the caller's scope whose number, customer name or phone contains `keyword`, newest
 * first (the boards' and the report's Find). Phones are compared on their digits only.
 */
export async function findOrders(
  db: DbOrTx,
  scope: BranchScope,
  keyword: string,
  limit: number,
): Promise<TestDriveOrder[]> {
  return selectOrders(db, sql`${orderScope(scope)} and ${findCondition(keyword)}`, limit, {
    withLogs: false,
  });
}

/**
 * The Find's match on an order (alias o). Each arm is an expression of migration 0021's trigram
 * indexes, written exactly as indexed, so PostgreSQL reads the matches from them.
 */
export function findCondition(keyword: string): SQL {
  const pattern = `%${escapeLike(keyword)}%`;
  const digits = keyword.replace(/\D/g, '');
  const phone =
    digits.length >= 3
      ? sql` or regexp_replace(o.customer_phone_no, '[^0-9]', '', 'g') like ${`%${digits}%`}`
      : sql``;
  return sql`(o.test_drive_order_no ilike ${pattern} or o.customer_name ilike ${pattern}${phone})`;
}

/**
 * The enabled salesmen of the branch of the order `orderNo`, by name; undefined when the order is
 * not in the caller's scope.
 */
export async function salesmenForOrder(
  db: DbOrTx,
  scope: BranchScope,
  orderNo: string,
): Promise<OrderPartner[] | undefined> {
  const [order] = await rows<{ branchId: number }>(
    db,
    sql`select o.branch_id as "branchId" from test_drive_order o
      where o.test_drive_order_no = ${orderNo} and ${orderScope(scope)}`,
  );
  if (!order) return undefined;
  return rows<OrderPartner>(
    db,
    sql`select s.id as "employeeId", s.employee_no as "employeeNo",
        s.employee_name as "employeeName", s.hpno, s.email, s.photo
      from salesman s
      where s.branch_id = ${order.branchId} and s.is_enabled
      order by s.employee_name, s.id`,
  );
}

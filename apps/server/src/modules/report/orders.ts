import { sql } from 'drizzle-orm';
import type { ReportFilter, ReportOrdersResponse } from '@dealer/contracts/report';
import { rows, type DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth/tokens';
import { ordersPicked } from '../order/public';
import { reportWhere } from './filter';

/**
 * The exact orders behind one count: the same filter (narrowed to the count's month, branch and
 * status by the console), the same scope, a page at a time, by start time then id: the order of
 * the xlsx (exportReport), so the screen and the file list the same rows in the same order.
 */
export async function reportOrders(
  db: DbOrTx,
  user: Pick<AuthUser, 'role' | 'branchCodes'>,
  query: ReportFilter & { page: number; pageSize: number },
  timeZone: string,
): Promise<Pick<ReportOrdersResponse, 'testDriveOrders' | 'total'>> {
  const where = reportWhere(user, query, timeZone);
  const [counted] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from test_drive_order o where ${where}`,
  );
  const page = await rows<{ id: number }>(
    db,
    sql`select o.id from test_drive_order o where ${where}
      order by o.start_date_time, o.id
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  const ids = page.map((row) => Number(row.id));
  if (ids.length === 0) return { testDriveOrders: [], total: counted?.n ?? 0 };
  // ordersPicked answers newest first: put the page back in its own order.
  const place = new Map(ids.map((id, index) => [id, index]));
  const testDriveOrders = (
    await ordersPicked(db, sql`select unnest(${`{${ids.join(',')}}`}::int[]) as id`, false)
  ).sort((a, b) => place.get(a.id)! - place.get(b.id)!);
  return { testDriveOrders, total: counted?.n ?? 0 };
}

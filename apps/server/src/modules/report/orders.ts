import { sql } from 'drizzle-orm';
import type { ReportFilter, ReportOrdersResponse } from '@dealer/contracts/report';
import { rows, type DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth/tokens';
import { selectOrders } from '../order/query';
import { reportWhere } from './filter';

/**
 * The exact orders behind one count: the same filter (narrowed to the count's month, branch and
 * status by the console), the same scope, newest first, a page at a time.
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
  const testDriveOrders = await selectOrders(db, where, query.pageSize, {
    withLogs: false,
    offset: (query.page - 1) * query.pageSize,
  });
  return { testDriveOrders, total: counted?.n ?? 0 };
}

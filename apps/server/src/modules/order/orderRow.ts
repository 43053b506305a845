import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { branch, testDriveOrder } from '../../db/schema/index';
import { branchScope } from '../../platform/access/branchScope';
import type { AuthUser } from '../../platform/auth/tokens';
import { AppError } from '../../platform/http/errors';

/** What a write needs of one order. */
export interface OrderRow {
  id: number;
  testDriveUnitId: number;
  statusCode: number;
  version: number;
  branchId: number;
  branchCode: string;
}

export const orderNotFound = (orderNo: string) =>
  new AppError(404, 'NOT_FOUND', `Order ${orderNo} not found`);

/**
 * The order with this number for a write inside `tx`: 404 when it does not exist, or when `user`
 * is given and the order's branch lies outside the user's scope (as if it did not exist). `lock`
 * holds the row until the transaction ends.
 */
export async function orderRowFor(
  tx: Tx,
  orderNo: string,
  {
    user,
    lock = false,
  }: { user?: Pick<AuthUser, 'role' | 'branchCodes'> | undefined; lock?: boolean } = {},
): Promise<OrderRow> {
  const query = tx
    .select({
      id: testDriveOrder.id,
      testDriveUnitId: testDriveOrder.testDriveUnitId,
      statusCode: testDriveOrder.statusCode,
      version: testDriveOrder.version,
      branchId: testDriveOrder.branchId,
      branchCode: branch.branchCode,
    })
    .from(testDriveOrder)
    .innerJoin(branch, eq(branch.id, testDriveOrder.branchId))
    .where(eq(testDriveOrder.testDriveOrderNo, orderNo));
  const [order] = lock ? await query.for('update', { of: testDriveOrder }) : await query;
  if (!order) throw orderNotFound(orderNo);
  if (user) {
    const scope = branchScope(user);
    if (!scope.all && !scope.branchCodes.includes(order.branchCode)) throw orderNotFound(orderNo);
  }
  return order;
}

import { eq } from 'drizzle-orm';
import type { OrderUpdateStatus } from '@dealer/contracts';
import type { Tx } from '../../db/client';
import { reason, testDriveOrder } from '../../db/schema/index';
import type { AuthUser } from '../../platform/auth/tokens';
import { blockUnitIn, type BookedOrders } from '../branch-stock/public';

type Block = NonNullable<OrderUpdateStatus['block']>;

/**
 * 'Rejecting as PDI while blocking a vehicle sets REJECTBYPDI and blocks the unit' (spec 1
 * section 4): runs inside the rejection's transaction, after the move, so the rejected order no
 * longer holds the unit; any OTHER booked order in the range refuses both (nothing written), and
 * the order keeps the block's dates and reason.
 */
export async function blockRejectedUnit(
  tx: Tx,
  order: { id: number; testDriveUnitId: number },
  block: Block,
  user: Pick<AuthUser, 'role' | 'branchCodes' | 'userName'>,
  context: { orders: BookedOrders; today: string },
): Promise<void> {
  await blockUnitIn(
    tx,
    context.orders,
    { testDriveUnitId: order.testDriveUnitId, ...block },
    user,
    context.today,
  );
  const [why] = await tx
    .select({ description: reason.reasonDescription })
    .from(reason)
    .where(eq(reason.id, block.reasonListMappingId));
  await tx
    .update(testDriveOrder)
    .set({
      vehicleDateStart: block.startDate,
      vehicleDateEnd: block.endDate,
      reasonCategory: 'Block Vehicle',
      vehicleReason: why?.description ?? null,
    })
    .where(eq(testDriveOrder.id, order.id));
}

import type { OrderStatusCode, Role } from '@dealer/contracts';
import type { Change } from '../../platform/hub/changes';

/**
 * Roles told about an order that reached a status: the people who must act next at its branch.
 * ho_testdrive reads every branch's rows through its scope, so it is not a target of its own.
 */
export const NEXT_ACTORS: Partial<Record<OrderStatusCode, readonly Role[]>> = {
  1: ['crc'],
  5: ['pdi', 'pictestdrive'],
  9: ['pdi', 'pictestdrive'],
  12: ['crc'],
  14: ['crc', 'pictestdrive'],
  15: ['crc', 'pictestdrive'],
};

/**
 * What the live hub hears of an order that entered `to`: who got a notification, whose earlier
 * notification (announcing `from`) the move made done, and where.
 */
export function orderChange(branchId: number, from: number | null, to: OrderStatusCode): Change {
  const settled = from === null ? [] : (NEXT_ACTORS[from as OrderStatusCode] ?? []);
  return { kind: 'order', branchId, from, to, notified: NEXT_ACTORS[to] ?? [], settled };
}

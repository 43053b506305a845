import { AUTO_REJECT_MINUTES } from '@dealer/contracts/order-workflow';

/**
 * Minutes left before the system rejects a SUBMITTED order (spec 1 section 9: 30 minutes after
 * submission), rounded up so '1' still means 'not yet'; 0 once the sweep is due. Null for any
 * other status.
 */
export function remainingMinutes(
  order: { statusCode: number; submittedTime: string },
  now: number,
): number | null {
  if (order.statusCode !== 1) return null;
  const due = Date.parse(order.submittedTime) + AUTO_REJECT_MINUTES * 60_000;
  return Math.max(0, Math.ceil((due - now) / 60_000));
}

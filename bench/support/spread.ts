import { DASHBOARD_STATUS_GROUPS, type OrderDashboard } from '@dealer/contracts';
import { seededRandom, pick } from '../../apps/server/src/seed/generate/random';

/**
 * Request bodies drawn from a realistic spread instead of a few fixed ones. A bench that sends
 * four fixed bodies measures the 1-second answer cache (nearly every call a hit), not the query
 * a user meets when their branch, month, status or page differs from the previous caller's.
 * The generator is seeded, so every run draws the same sequence and runs compare.
 */
export type Draw<T> = () => T;

export function spreadRandom(seed = 20261123): () => number {
  return seededRandom(seed);
}

/** A page number: mostly the first pages, sometimes deep (people page on, few go far). */
export function pageNumber(random: () => number, lastPage: number): number {
  const r = random();
  if (r < 0.5) return 1;
  if (r < 0.85) return 1 + Math.floor(random() * Math.min(5, lastPage));
  return 1 + Math.floor(random() * lastPage);
}

/** First and last day (YYYY-MM-DD) of the month `offset` months from `today`'s. */
export function monthOf(today: string, offset: number): { startDate: string; endDate: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 + offset, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { startDate: day(first), endDate: day(last) };
}

/**
 * The board's page sizes as people use them: 20 is the default and most never change it; 50 and
 * 100 are the other two the board offers (OrderTable's pageSizeOptions).
 */
export const BOARD_PAGE_SIZES = [20, 20, 20, 50, 100] as const;

/**
 * Dashboard bodies: every branch, the three months before the current one to the next, the
 * whole dashboard or one status group or one status, a page of the month, and a page size drawn
 * from `pageSizes` (the board's, BOARD_PAGE_SIZES, unless a bench asks for one size).
 */
export function dashboardBodies(
  random: () => number,
  branchCodes: readonly string[],
  today: string,
  pageSizes: readonly number[] = BOARD_PAGE_SIZES,
): Draw<OrderDashboard> {
  const statuses = ['', '', ...Object.keys(DASHBOARD_STATUS_GROUPS), 'SUBMITTED', 'COMPLETED'];
  return () => ({
    branchCode: pick(random, branchCodes),
    ...monthOf(today, pick(random, [-3, -2, -1, 0, 0, 0, 1])),
    statusCode: pick(random, statuses),
    actionType: 'DASHBOARD',
    page: pageNumber(random, 20),
    pageSize: pick(random, pageSizes),
  });
}

/**
 * Stock search bodies: all units or one branch, sometimes enabled only, sometimes a sort by plate,
 * sometimes a keyword or a booking state, and a page among the first hundred.
 */
export function stockBodies(
  random: () => number,
  branchIds: readonly number[],
): Draw<Record<string, unknown>> {
  return () => {
    const body: Record<string, unknown> = {
      page: pageNumber(random, 100),
      pageSize: pick(random, [20, 20, 20, 50]),
    };
    if (random() < 0.6) body.BranchId = pick(random, branchIds);
    if (random() < 0.3) body.IsEnabled = true;
    if (random() < 0.25) Object.assign(body, { sortField: 'policeRegNo', sortOrder: 'ascend' });
    if (random() < 0.1) body.keyword = String(Math.floor(random() * 90) + 10);
    // The screen's booking-state filter (1 Booking, 2 Blocked, 3 Non Booking on today).
    if (random() < 0.1) body.BookingStatus = pick(random, [1, 2, 3]);
    return body;
  };
}

/**
 * Runs a token refresh while no other tab of the console runs one, so that tabs share one refresh
 * instead of spending the same refresh token side by side.
 *
 * The Web Locks API does this exactly. Where it is missing (older browsers, jsdom), a lease in
 * localStorage stands in: storage has no compare-and-set, so two tabs claiming in the same few
 * milliseconds may both win; the server's grace window answers both with the same successor.
 */
import { storageChange } from './storageChange';

export const REFRESH_LOCK_NAME = 'dealer-console.token-refresh';
export const LEASE_KEY = 'dealer.refreshLease';
/** Longest a tab holds the lease: a tab closed in the middle of a refresh frees it this way. */
export const LEASE_MS = 10_000;
/** Time for a rival claim written at the same moment to reach this tab's storage. */
const SETTLE_MS = 50;

export async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) return await locks.request(REFRESH_LOCK_NAME, () => task());
  return withStorageLease(task);
}

interface Lease {
  owner: string;
  until: number;
}

async function withStorageLease<T>(task: () => Promise<T>): Promise<T> {
  const me = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  try {
    for (;;) {
      const held = readLease();
      if (held) {
        await storageChange(LEASE_KEY, held.until - Date.now());
        continue;
      }
      localStorage.setItem(LEASE_KEY, JSON.stringify({ owner: me, until: Date.now() + LEASE_MS }));
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      if (readLease()?.owner === me) break;
    }
  } catch {
    // Storage unavailable (private mode, quota): refresh unguarded, the grace window covers it.
    return task();
  }
  try {
    return await task();
  } finally {
    if (readLease()?.owner === me) localStorage.removeItem(LEASE_KEY);
  }
}

/** The lease another tab (or this one) holds, or null when none is held or it ran out. */
function readLease(): Lease | null {
  const raw = localStorage.getItem(LEASE_KEY);
  if (!raw) return null;
  try {
    const lease = JSON.parse(raw) as Partial<Lease>;
    if (typeof lease.owner !== 'string' || typeof lease.until !== 'number') return null;
    return lease.until > Date.now() ? (lease as Lease) : null;
  } catch {
    return null;
  }
}

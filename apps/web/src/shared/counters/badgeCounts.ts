import { useSyncExternalStore } from 'react';

/**
 * Counts behind the bell and the Dashboard menu badge. The real-time connection (a later issue)
 * feeds them; until then they stay 0 and the badges stay hidden.
 */
export type CounterName = 'notification' | 'dashboard';

const counts: Record<CounterName, number> = { notification: 0, dashboard: 0 };
const listeners = new Set<() => void>();

export function setBadgeCount(name: CounterName, value: number): void {
  counts[name] = Math.max(0, Math.floor(value));
  listeners.forEach((listener) => listener());
}

export function badgeCount(name: CounterName): number {
  return counts[name];
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useBadgeCount(name: CounterName): number {
  return useSyncExternalStore(
    subscribe,
    () => counts[name],
    () => counts[name],
  );
}

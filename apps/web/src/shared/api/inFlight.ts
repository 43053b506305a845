import { useSyncExternalStore } from 'react';

/** Number of HTTP calls under way; the shell shows a loading indicator while it is above 0. */
let count = 0;
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

export function beginRequest(): void {
  count += 1;
  emit();
}

/** Called from `finally`, so every failure clears the indicator too. */
export function endRequest(): void {
  count = Math.max(0, count - 1);
  emit();
}

export function inFlightCount(): number {
  return count;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useInFlightCount(): number {
  return useSyncExternalStore(subscribe, inFlightCount, inFlightCount);
}

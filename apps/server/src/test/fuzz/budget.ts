import type { Prng } from './prng';

/**
 * The largest per-route cap that keeps the whole run within `budget` requests: routes with few
 * cases keep them all, the largest schemas are sampled down (water filling). `plans` are the
 * case counts per route, each multiplied by its number of callers.
 */
export function capFor(
  plans: readonly { cases: number; callers: number }[],
  budget: number,
): number {
  const total = (cap: number) =>
    plans.reduce((sum, p) => sum + Math.min(p.cases, cap) * p.callers, 0);
  const largest = Math.max(0, ...plans.map((p) => p.cases));
  if (total(largest) <= budget) return largest;
  let low = 0;
  let high = largest;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (total(middle) <= budget) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Up to `cap` items, a seeded sample kept in the original order (the report reads like the schema). */
export function sampleInOrder<T>(items: readonly T[], cap: number, random: Prng): T[] {
  const kept = new Set(random.sample(items, cap));
  return items.filter((item) => kept.has(item));
}

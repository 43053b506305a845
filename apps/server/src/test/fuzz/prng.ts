/**
 * A seeded PRNG (mulberry32): the same seed gives the same cases on every run and machine, so a
 * failure is reproduced by running the file again. FUZZ_SEED picks another sequence to explore.
 */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  pick<T>(items: readonly T[]): T;
  /** Up to `count` items in a seeded order (all of them when count >= length). */
  sample<T>(items: readonly T[], count: number): T[];
}

export function prng(seed: number): Prng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from nothing');
    return items[Math.floor(next() * items.length)]!;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    if (count >= items.length) return [...items];
    const copy = [...items];
    // Partial Fisher-Yates: the first `count` slots are a seeded sample.
    for (let i = 0; i < count; i++) {
      const j = i + Math.floor(next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, count);
  };
  return { next, pick, sample };
}

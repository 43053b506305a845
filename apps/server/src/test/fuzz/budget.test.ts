import { describe, expect, it } from 'vitest';
import { capFor, sampleInOrder } from './budget';
import { prng } from './prng';

describe('the fuzz budget', () => {
  it('keeps every case when the whole plan fits', () => {
    expect(
      capFor(
        [
          { cases: 10, callers: 2 },
          { cases: 4, callers: 1 },
        ],
        100,
      ),
    ).toBe(10);
  });

  it('caps the largest routes so that the run stays within the budget', () => {
    const plans = [
      { cases: 500, callers: 2 },
      { cases: 20, callers: 2 },
      { cases: 5, callers: 1 },
    ];
    const cap = capFor(plans, 300);
    // 2 × cap + 2 × 20 + 5 <= 300, and one more would not fit.
    expect(cap).toBe(127);
  });

  it('samples the same cases, in their original order, for the same seed', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const first = sampleInOrder(items, 10, prng(8));
    expect(first).toEqual(sampleInOrder(items, 10, prng(8)));
    expect(first).toHaveLength(10);
    expect([...first].sort((a, b) => a - b)).toEqual(first);
  });
});

import { describe, expect, it } from 'vitest';
import { slots } from './slots';

const tick = () => new Promise((r) => setImmediate(r));

describe('slots', () => {
  it('runs at most the limit at once, the rest in arrival order', async () => {
    const lane = slots(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        lane.run(async () => {
          running += 1;
          most = Math.max(most, running);
          order.push(n);
          await tick();
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
  });

  it('frees the slot of a task that throws', async () => {
    const lane = slots(1);
    await expect(lane.run(() => Promise.reject(new Error('smtp down')))).rejects.toThrow();
    expect(await lane.run(async () => 'next')).toBe('next');
  });

  it('refuses a limit below one', () => {
    expect(() => slots(0)).toThrow();
  });
});

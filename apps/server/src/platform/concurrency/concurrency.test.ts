import { describe, expect, it } from 'vitest';
import { groupCommit } from './groupCommit';
import { slots } from './slots';

const tick = () => new Promise((r) => setImmediate(r));

describe('group commit', () => {
  it('writes the first item at once and everything that arrived meanwhile in one next write', async () => {
    const writes: number[][] = [];
    let release: () => void = () => {};
    const write = groupCommit(async (items: number[]) => {
      writes.push(items);
      if (writes.length === 1) await new Promise<void>((r) => (release = r));
      return items.map((n) => n * 10);
    });
    const first = write(1);
    const later = [write(2), write(3), write(4)];
    await tick();
    expect(writes).toEqual([[1]]);
    release();
    expect(await first).toBe(10);
    expect(await Promise.all(later)).toEqual([20, 30, 40]);
    expect(writes).toEqual([[1], [2, 3, 4]]);
  });

  it('rejects the callers of a failed write only, and keeps writing the next ones', async () => {
    let fail = true;
    const write = groupCommit(async (items: string[]) => {
      await tick();
      if (fail) {
        fail = false;
        throw new Error('connection terminated');
      }
      return items.map((s) => s.toUpperCase());
    });
    const lost = write('a');
    const next = write('b');
    await expect(lost).rejects.toThrow('connection terminated');
    expect(await next).toBe('B');
  });
});

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

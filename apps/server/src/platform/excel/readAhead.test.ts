import { describe, expect, it } from 'vitest';
import { readAhead } from './readAhead';

describe('reading an export ahead in batches', () => {
  it('reads every id once, in order, in batches of the size asked, the last one short', async () => {
    const asked: number[][] = [];
    const read = async (ids: number[]) => {
      asked.push(ids);
      return ids.map((id) => `row ${id}`);
    };
    const written: string[] = [];
    for await (const batch of readAhead([5, 4, 3, 2, 1], 2, read)) written.push(...batch);
    expect(asked).toEqual([[5, 4], [3, 2], [1]]);
    expect(written).toEqual(['row 5', 'row 4', 'row 3', 'row 2', 'row 1']);
  });

  it('asks for the next batch before the one in hand is written, and no further', async () => {
    const asked: number[][] = [];
    const batches = readAhead([1, 2, 3, 4, 5, 6], 2, async (ids) => {
      asked.push(ids);
      return ids;
    });
    await batches.next();
    expect(asked).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('reads nothing for no ids', async () => {
    let reads = 0;
    for await (const _ of readAhead([], 10, async () => [reads++])) throw new Error('a batch');
    expect(reads).toBe(0);
  });

  it('passes a failed read to the writer, not to the process', async () => {
    const batches = readAhead([1, 2, 3], 1, async (ids) => {
      if (ids[0] === 2) throw new Error('connection lost');
      return ids;
    });
    await expect(batches.next()).resolves.toEqual({ done: false, value: [1] });
    await expect(batches.next()).rejects.toThrow('connection lost');
  });
});

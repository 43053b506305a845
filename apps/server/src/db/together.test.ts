import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/testApp';
import { rows } from './client';
import { readTogether } from './together';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Two reads that log when they start and end, the first slower than the second. */
function loggedReads(log: string[]) {
  const read = (name: string, ms: number) => async () => {
    log.push(`${name} starts`);
    await new Promise((done) => setTimeout(done, ms));
    log.push(`${name} ends`);
    return name;
  };
  return [read('a', 30), read('b', 1)] as const;
}

describe('reads together', () => {
  it('run side by side on the pool, answering in the order asked', async () => {
    const log: string[] = [];
    expect(await readTogether(t.db, loggedReads(log))).toEqual(['a', 'b']);
    expect(log).toEqual(['a starts', 'b starts', 'b ends', 'a ends']);
  });

  it('run one after another inside a transaction, its one connection', async () => {
    const log: string[] = [];
    const answer = await t.db.transaction((tx) => readTogether(tx, loggedReads(log)));
    expect(answer).toEqual(['a', 'b']);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
  });

  it('keep each statement’s own answer inside a transaction', async () => {
    const [one, two] = await t.db.transaction((tx) =>
      readTogether(tx, [
        () => rows<{ n: number }>(tx, sql`select 1 as n`),
        () => rows<{ s: string }>(tx, sql`select 'two' as s`),
      ]),
    );
    expect(one).toEqual([{ n: 1 }]);
    expect(two).toEqual([{ s: 'two' }]);
  });
});

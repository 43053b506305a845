import { afterAll, expect } from 'vitest';

/**
 * pg 8 only warns when a statement is sent on a connection still running one (reads started side
 * by side inside a transaction: see db/together.ts); pg 9 refuses them. On the PostgreSQL server
 * this fails the test file in which it happens, with where. pg warns once per process, so a
 * second overlap in the same worker shows once the first is gone.
 */
const overlaps: string[] = [];
const onWarning = (warning: Error) => {
  if (warning.message.includes('already executing a query')) {
    overlaps.push(warning.stack ?? warning.message);
  }
};
process.on('warning', onWarning);

afterAll(() => {
  process.off('warning', onWarning);
  expect(overlaps, 'statements sent on a connection that was still running one').toEqual([]);
});

/**
 * At most `limit` tasks at once; the others wait in arrival order. The campaign sender holds a slot
 * from the claim of a message to the commit of its 'sent' mark, so no more messages than slots can
 * be sent and not yet recorded at any moment (what a kill -9 can make us send again).
 */
export interface Slots {
  run<R>(task: () => Promise<R>): Promise<R>;
}

export function slots(limit: number): Slots {
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`slots need a limit >= 1, got ${limit}`);
  let busy = 0;
  const waiting: (() => void)[] = [];
  const acquire = () =>
    busy < limit
      ? ((busy += 1), Promise.resolve())
      : new Promise<void>((resolve) => waiting.push(resolve));
  const release = () => {
    const next = waiting.shift();
    // Handed straight to the next waiter: the count stays, so no newcomer can jump the queue.
    if (next) next();
    else busy -= 1;
  };
  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}

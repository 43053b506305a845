import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Polls `check` every `everyMs` until it holds; throws naming `what` (and `detail()`, if given)
 * once `ms` have passed. Fault tests wait on conditions, not on sleeps.
 */
export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  ms: number,
  { everyMs = 20, detail }: { everyMs?: number; detail?: () => string } = {},
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error(
        `timed out after ${ms} ms waiting for ${what}${detail ? `: ${detail()}` : ''}`,
      );
    }
    await sleep(everyMs);
  }
}

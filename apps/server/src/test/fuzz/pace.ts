import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';

/** A fixed piece of CPU work (SHA-256 of 64 MiB): how fast the machine runs it now, in ms. */
function workMs(): number {
  const chunk = Buffer.alloc(1 << 20, 7);
  const start = performance.now();
  const hash = createHash('sha256');
  for (let i = 0; i < 64; i++) hash.update(chunk);
  hash.digest();
  return performance.now() - start;
}

/**
 * The machine's pace, so that a time limit is judged against what the same machine does at the
 * same moment rather than as a fixed figure: a limit that holds on a quiet machine fails on one
 * busy with other runs (two cores, several engineers), and a freeze is slow however busy it is.
 */
export function machinePace(): { slowdown(): number } {
  // The quietest of three runs: the machine as fast as it gets during this test file.
  const quiet = Math.min(workMs(), workMs(), workMs());
  return {
    /** How many times slower the machine is now than when measured quiet (at least 1). */
    slowdown: () => Math.max(1, Math.min(workMs(), workMs()) / quiet),
  };
}

// The entry of the parse worker (built as dist/parseWorker.js, see build.mjs): reads uploads off
// the server's event loop, one at a time, and posts each outcome back. readInWorker keeps it warm
// between uploads and terminates it when an upload hits the time bound.
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { SpreadsheetRefused, SpreadsheetUnreadable } from './archiveGuard';
import { guardedRead, type ReadJob } from './guardedRead';
import type { ReadOutcome } from './readInWorker';

async function outcomeOf(job: ReadJob): Promise<ReadOutcome> {
  try {
    return { ok: true, sheet: await guardedRead(job) };
  } catch (error) {
    if (error instanceof SpreadsheetRefused) return { ok: false, refused: error.message };
    const reason = error instanceof SpreadsheetUnreadable ? error.message : String(error);
    return { ok: false, unreadable: reason };
  }
}

/**
 * On Linux a thread is scheduled like a process: lowering this thread's priority (its id is the
 * first field of /proc/thread-self/stat) makes a parse yield the core to the event loop whenever
 * both want it, so other users' requests stay quick on a busy machine. Elsewhere: not needed.
 */
function yieldToRequests(): void {
  try {
    const threadId = Number(readFileSync('/proc/thread-self/stat', 'utf8').split(' ')[0]);
    setPriority(threadId, 10);
  } catch {
    // not Linux, or not allowed: the worker still keeps the parse off the event loop
  }
}

yieldToRequests();
parentPort?.on('message', (job: ReadJob) => {
  void outcomeOf(job).then((outcome) => parentPort?.postMessage(outcome));
});

// The entry of the parse worker (built as dist/parseWorker.js, see build.mjs): reads uploads off
// the server's event loop, one at a time, and posts each outcome back. readInWorker keeps it warm
// between uploads and terminates it when an upload hits the time bound.
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

parentPort?.on('message', (job: ReadJob) => {
  void outcomeOf(job).then((outcome) => parentPort?.postMessage(outcome));
});

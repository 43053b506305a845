import { availableParallelism } from 'node:os';
import { SpreadsheetRefused, SpreadsheetUnreadable } from './archiveGuard';
import type { ReadJob } from './guardedRead';
import { startWorker, WorkerCutOff, type PooledWorker } from './parseWorkerPool';
import type { Sheet } from './read';

export type ReadOutcome =
  { ok: true; sheet: Sheet } | { ok: false; refused: string } | { ok: false; unreadable: string };

/** Bounds of one parse: what an upload may cost the machine before it is cut off. */
export const PARSE_LIMITS = {
  timeoutMs: 60_000,
  heapMb: 768,
  /** Parses at once; more wait their turn, so a burst of uploads cannot take every core. */
  concurrent: Math.max(1, availableParallelism() - 1),
  /** An idle worker is ended after this long, giving its memory back. */
  idleMs: 60_000,
} as const;

const idle: { worker: PooledWorker; timer: NodeJS.Timeout }[] = [];
const waiting: (() => void)[] = [];
let busy = 0;

async function acquire(): Promise<PooledWorker> {
  if (busy >= PARSE_LIMITS.concurrent) await new Promise<void>((go) => waiting.push(go));
  else busy++;
  // A worker is started once and kept: starting one (loading exceljs) takes most of a second.
  for (let kept = idle.pop(); kept; kept = idle.pop()) {
    clearTimeout(kept.timer);
    if (kept.worker.alive) return kept.worker;
  }
  return startWorker(PARSE_LIMITS.heapMb);
}

function release(worker: PooledWorker): void {
  if (worker.alive) {
    const timer = setTimeout(() => {
      idle.splice(
        idle.findIndex((i) => i.worker === worker),
        1,
      );
      worker.terminate();
    }, PARSE_LIMITS.idleMs);
    timer.unref();
    idle.push({ worker, timer });
  }
  const next = waiting.shift();
  if (next)
    next(); // hands this slot over
  else busy--;
}

/**
 * Reads an upload in a worker thread (see guardedRead), so that however long a workbook takes,
 * every other request keeps being answered. Rejects with SpreadsheetRefused (a bound was hit:
 * archive, rows, time, memory) or SpreadsheetUnreadable (not a workbook or csv at all).
 */
export async function readInWorker(job: ReadJob): Promise<Sheet> {
  const worker = await acquire();
  let outcome: ReadOutcome;
  try {
    outcome = await worker.run<ReadOutcome>(job, PARSE_LIMITS.timeoutMs);
  } catch (error) {
    if (error instanceof WorkerCutOff) {
      throw new SpreadsheetRefused(
        error.reason === 'timeout'
          ? `it takes over ${PARSE_LIMITS.timeoutMs / 1000} s to read`
          : `it needs over ${PARSE_LIMITS.heapMb} MB of memory to read`,
      );
    }
    throw error;
  } finally {
    release(worker);
  }
  if (outcome.ok) return outcome.sheet;
  if ('refused' in outcome) throw new SpreadsheetRefused(outcome.refused);
  throw new SpreadsheetUnreadable(outcome.unreadable);
}

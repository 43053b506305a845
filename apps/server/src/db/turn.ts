import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Lets the event loop read pending I/O before a long run of statements goes on (the demo seed,
 * the backup dump). PGlite runs a statement inside this thread and resolves its promise at once,
 * so a loop awaiting statement after statement is one long chain of microtasks: no HTTP request
 * (not even /healthz) was even read until the whole demo was seeded. A turn of the loop between
 * batches lets them in; their statements then queue for the database ahead of the next batch.
 */
export async function yieldTurn(): Promise<void> {
  await nextTurn();
}

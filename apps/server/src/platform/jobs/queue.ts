import type { Database, DbOrTx } from '../../db/client';
import { outageLog, type OutageLogger } from '../../db/outageLog';
import { startIntervalSweep } from './intervalSweep';
import {
  beat,
  failStalledJobs,
  fetchJobs,
  insertJobs,
  purgeFinishedJobs,
  settleJobs,
  type Job,
  type JobResult,
  type NewJob,
  type QueuePolicy,
} from './jobTable';

export type { Job, JobResult, NewJob, QueuePolicy } from './jobTable';

export interface WorkOptions {
  /** Jobs one worker claims and hands its handler at once. */
  batchSize: number;
  /** Workers of this queue in this process. */
  localConcurrency: number;
  /** The pause after a fetch that found less than a full batch. */
  pollingIntervalSeconds: number;
}

export type JobHandler<T> = (jobs: Job<T>[]) => Promise<JobResult[]>;

export interface JobQueue {
  /** Inserts with `db` (a transaction's, to enqueue with the rows the jobs name) or the pool. */
  insert<T>(queue: string, jobs: readonly NewJob<T>[], db?: DbOrTx): Promise<void>;
  /** Starts this process's workers of a queue named in `queues`. */
  work<T>(queue: string, options: WorkOptions, handler: JobHandler<T>): void;
  /** Claims nothing more and waits up to `timeoutMs` for the batches under way to settle. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

export interface JobQueueOptions {
  queues: Record<string, QueuePolicy>;
  /** How often stalled attempts are looked for (and old finished jobs deleted). */
  monitorSeconds: number;
  log: (error: unknown, message: string) => void;
  /** Where a database outage is said, once when it begins and once when it ends. */
  logger?: OutageLogger;
}

/**
 * The job queue on the application's own database (our own since pg-boss 11 left Node 20 behind:
 * docs/campaign.md). Workers poll; a full batch is followed by the next fetch at once, so a
 * backlog drains without pauses. A worker beats for its batch while the handler runs, and any
 * process's monitor gives back the jobs of a worker that stopped beating (a killed process).
 * A database outage pauses the workers, never ends them.
 */
export function startJobQueue(database: Database, options: JobQueueOptions): JobQueue {
  const { queues, log, logger } = options;
  const policyOf = (queue: string): QueuePolicy => {
    const policy = queues[queue];
    if (!policy) throw new Error(`job queue: no queue named ${queue}`);
    return policy;
  };
  const outage = outageLog(logger, 'job queue');
  const failed = (error: unknown, message: string) => {
    if (!outage.failed(error)) log(error, message);
  };
  let stopping = false;
  const sleepers = new Set<() => void>();
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      sleepers.add(done);
    });
  const loops: Promise<void>[] = [];

  const monitor = startIntervalSweep(
    'job queue monitor',
    async () => {
      for (const queue of Object.keys(queues)) {
        await failStalledJobs(database.db, queue, policyOf(queue));
      }
      await purgeFinishedJobs(database.db);
    },
    {
      intervalMs: options.monitorSeconds * 1000,
      log: (error) => log(error, 'job queue monitor failed'),
      info: (message) => logger?.info({}, message),
    },
  );

  /** Settles a batch, trying again through an outage for as long as its jobs are not given back. */
  const settle = async (policy: QueuePolicy, jobs: Job<unknown>[], results: JobResult[]) => {
    const giveUpAt = Date.now() + policy.heartbeatSeconds * 1000;
    for (;;) {
      try {
        await settleJobs(database.db, policy, jobs, results);
        outage.succeeded();
        return;
      } catch (error) {
        failed(error, 'job queue: settling a batch failed');
        // The monitor gives the batch back from here on, and its retry finds the work done.
        if (Date.now() > giveUpAt) return;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  };

  const runBatch = async <T>(queue: string, jobs: Job<T>[], handler: JobHandler<T>) => {
    const policy = policyOf(queue);
    const beating = setInterval(
      () => void beat(database.db, jobs).catch((e: unknown) => failed(e, 'job queue: beat failed')),
      (policy.heartbeatSeconds * 1000) / 3,
    );
    beating.unref();
    let results: JobResult[];
    try {
      results = await handler(jobs);
    } catch (error) {
      log(error, `job queue ${queue}: the handler failed its batch`);
      const reason = error instanceof Error ? error.message : String(error);
      results = jobs.map((job) => ({ id: job.id, status: 'failed', output: { reason } }));
    } finally {
      clearInterval(beating);
    }
    await settle(policy, jobs, results);
  };

  const workLoop = async <T>(queue: string, work: WorkOptions, handler: JobHandler<T>) => {
    const idleMs = work.pollingIntervalSeconds * 1000;
    while (!stopping) {
      let jobs: Job<T>[];
      try {
        jobs = await fetchJobs<T>(database.db, queue, work.batchSize);
        outage.succeeded();
      } catch (error) {
        failed(error, `job queue ${queue}: fetching jobs failed`);
        await pause(idleMs);
        continue;
      }
      if (jobs.length > 0) await runBatch(queue, jobs, handler);
      if (jobs.length < work.batchSize) await pause(idleMs);
    }
  };

  return {
    insert: (queue, jobs, db = database.db) => {
      policyOf(queue);
      return insertJobs(db, queue, jobs);
    },
    work(queue, work, handler) {
      policyOf(queue);
      for (let i = 0; i < work.localConcurrency; i += 1) loops.push(workLoop(queue, work, handler));
    },
    async stop({ timeoutMs = 8000 } = {}) {
      stopping = true;
      for (const wake of [...sleepers]) wake();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      });
      await Promise.race([Promise.all(loops), timeout]);
      clearTimeout(timer);
      await monitor.stop();
    },
  };
}

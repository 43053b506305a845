import { sql } from 'drizzle-orm';
import { rows, type DbOrTx } from '../../db/client';

/**
 * The statements of the job queue, over job_queue.job (migration 0028). Every one is a single
 * conditional statement, so any number of processes may run them at once: a job is claimed by
 * one fetch (FOR UPDATE SKIP LOCKED), settled by the claim that fetched it (`claims` fences a
 * worker whose job was given back meanwhile) and given back by whichever monitor pass sees its
 * heartbeat stop first.
 */

/** How a queue retries, expires and watches its jobs (the same in every process). */
export interface QueuePolicy {
  /** Retries after the first attempt: a job runs at most retryLimit + 1 times. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Doubles the delay with each retry. */
  retryBackoff: boolean;
  /** An attempt running longer than this is failed, heartbeat or not. */
  expireInSeconds: number;
  /** An attempt whose worker has not beaten for this long is failed (its process died). */
  heartbeatSeconds: number;
}

export interface NewJob<T> {
  /** The job's id: a second insert of the same id inserts nothing. */
  id: string;
  data: T;
  startAfter?: Date;
}

export interface Job<T> {
  id: string;
  data: T;
  /** Attempts that failed before this one. */
  retryCount: number;
  /** Which claim of the job this is: the settle names it. */
  claim: number;
}

export type JobResult =
  | { id: string; status: 'completed' }
  | { id: string; status: 'failed'; output?: Record<string, unknown> };

export async function insertJobs<T>(
  db: DbOrTx,
  queue: string,
  jobs: readonly NewJob<T>[],
): Promise<void> {
  if (jobs.length === 0) return;
  const values = jobs.map((job) => ({
    id: job.id,
    data: job.data,
    startAfter: job.startAfter?.toISOString() ?? null,
  }));
  await db.execute(
    sql`insert into job_queue.job (id, queue, data, start_after)
        select (j->>'id')::uuid, ${queue}, j->'data', coalesce((j->>'startAfter')::timestamptz, now())
        from jsonb_array_elements(${JSON.stringify(values)}::jsonb) j
        on conflict (id) do nothing`,
  );
}

/** Claims up to `limit` due jobs of the queue, oldest due first. */
export async function fetchJobs<T>(db: DbOrTx, queue: string, limit: number): Promise<Job<T>[]> {
  const claimed = await rows<{ id: string; data: T; retry_count: number; claims: number }>(
    db,
    sql`update job_queue.job j
        set state = 'active', started_on = now(), heartbeat_on = now(), claims = j.claims + 1
        from (select id from job_queue.job
              where queue = ${queue} and state in ('created', 'retry') and start_after <= now()
              order by start_after, id
              limit ${limit}
              for update skip locked) due
        where j.id = due.id
        returning j.id, j.data, j.retry_count, j.claims`,
  );
  return claimed.map((r) => ({
    id: r.id,
    data: r.data,
    retryCount: Number(r.retry_count),
    claim: Number(r.claims),
  }));
}

/** Still working on these: keeps the monitor from giving them back. */
export async function beat(db: DbOrTx, jobs: readonly Job<unknown>[]): Promise<void> {
  if (jobs.length === 0) return;
  await db.execute(
    sql`update job_queue.job j set heartbeat_on = now()
        from jsonb_to_recordset(${JSON.stringify(jobs.map(({ id, claim }) => ({ id, claim })))}::jsonb)
             as c(id uuid, claim integer)
        where j.id = c.id and j.claims = c.claim and j.state = 'active'`,
  );
}

/**
 * Each job as its handler said: completed, or failed (retried after the policy's delay while
 * retries are left, failed for good after). A job given back and claimed again since is not
 * touched: its new claim settles it.
 */
export async function settleJobs(
  db: DbOrTx,
  policy: QueuePolicy,
  jobs: readonly Job<unknown>[],
  results: readonly JobResult[],
): Promise<void> {
  const claimOf = new Map(jobs.map((job) => [job.id, job.claim]));
  const outcomes = results.map((r) => ({
    id: r.id,
    claim: claimOf.get(r.id) ?? -1,
    ok: r.status === 'completed',
    output: r.status === 'failed' ? (r.output ?? null) : null,
  }));
  if (outcomes.length === 0) return;
  const { retryLimit, retryDelaySeconds, retryBackoff } = policy;
  await db.execute(
    sql`update job_queue.job j set
          state = case when r.ok then 'completed' when j.retry_count < ${retryLimit}::int then 'retry'
                       else 'failed' end,
          retry_count = case when not r.ok and j.retry_count < ${retryLimit}::int
                             then j.retry_count + 1 else j.retry_count end,
          start_after = case when not r.ok and j.retry_count < ${retryLimit}::int
                             then now() + make_interval(secs => ${retryDelaySeconds}::float8
                                  * case when ${retryBackoff}::boolean then power(2, j.retry_count) else 1 end)
                             else j.start_after end,
          completed_on = case when r.ok or j.retry_count >= ${retryLimit}::int then now() end,
          output = r.output
        from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb)
             as r(id uuid, claim integer, ok boolean, output jsonb)
        where j.id = r.id and j.claims = r.claim and j.state = 'active'`,
  );
}

/**
 * Fails the attempts whose worker stopped beating or that ran past their expiry: they go back
 * to the queue (a retry, due at once) while retries are left. Answers how many it gave back.
 */
export async function failStalledJobs(
  db: DbOrTx,
  queue: string,
  policy: QueuePolicy,
): Promise<number> {
  const { retryLimit, heartbeatSeconds, expireInSeconds } = policy;
  const failed = await rows<{ id: string }>(
    db,
    sql`update job_queue.job set
          state = case when retry_count < ${retryLimit}::int then 'retry' else 'failed' end,
          retry_count = case when retry_count < ${retryLimit}::int then retry_count + 1
                             else retry_count end,
          start_after = now(),
          completed_on = case when retry_count >= ${retryLimit}::int then now() end,
          output = jsonb_build_object('reason',
            case when started_on < now() - make_interval(secs => ${expireInSeconds}::float8)
                 then 'expired' else 'worker stopped beating' end)
        where queue = ${queue} and state = 'active'
          and (heartbeat_on < now() - make_interval(secs => ${heartbeatSeconds}::float8)
               or started_on < now() - make_interval(secs => ${expireInSeconds}::float8))
        returning id`,
  );
  return failed.length;
}

/** Finished jobs older than this are deleted: ids stay unique for as long as a retry can come. */
export const FINISHED_JOB_DAYS = 7;

export async function purgeFinishedJobs(db: DbOrTx): Promise<void> {
  await db.execute(
    sql`delete from job_queue.job
        where state in ('completed', 'failed')
          and completed_on < now() - make_interval(days => ${FINISHED_JOB_DAYS}::int)`,
  );
}

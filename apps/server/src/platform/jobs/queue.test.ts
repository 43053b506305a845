import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/testApp';
import { waitFor } from '../../test/waitFor';
import { jobId } from './jobId';
import { failStalledJobs, fetchJobs, settleJobs } from './jobTable';
import { startJobQueue, type JobQueue, type QueuePolicy } from './queue';

const policy: QueuePolicy = {
  retryLimit: 2,
  retryDelaySeconds: 0.05,
  retryBackoff: true,
  expireInSeconds: 120,
  heartbeatSeconds: 10,
};
const QUEUE = 'test-queue';
const work = { batchSize: 10, localConcurrency: 2, pollingIntervalSeconds: 0.05 };

let t: TestApp;
const started: JobQueue[] = [];
const queue = (overrides: Partial<QueuePolicy> = {}) => {
  const q = startJobQueue(t.database, {
    queues: { [QUEUE]: { ...policy, ...overrides } },
    monitorSeconds: 60,
    log: (error) => {
      throw error;
    },
  });
  started.push(q);
  return q;
};
const jobs = (keys: string[]) => keys.map((key) => ({ id: jobId(key), data: { key } }));
const states = () =>
  rows<{ state: string; retry_count: number; n: number }>(
    t.db,
    sql`select state, retry_count, count(*)::int as n from job_queue.job
        group by state, retry_count order by state, retry_count`,
  );

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  for (const q of started.splice(0)) await q.stop({ timeoutMs: 2000 });
  await t.db.execute(sql`delete from job_queue.job`);
});

describe('the job queue', () => {
  it('inserts a job id once, however often it is inserted', async () => {
    const q = queue();
    await q.insert(QUEUE, jobs(['a', 'b', 'a']));
    await q.insert(QUEUE, jobs(['b', 'c']));
    expect(await states()).toEqual([{ state: 'created', retry_count: 0, n: 3 }]);
  });

  it('leaves no job behind when the transaction that enqueued it rolls back', async () => {
    const q = queue();
    await expect(
      t.db.transaction(async (tx) => {
        await q.insert(QUEUE, jobs(['rolled back']), tx);
        throw new Error('the rows the job names were refused');
      }),
    ).rejects.toThrow('refused');
    expect(await states()).toEqual([]);
  });

  it('hands each job to exactly one worker of two processes', async () => {
    const keys = Array.from({ length: 150 }, (_, i) => `job ${i}`);
    const seen: string[] = [];
    const first = queue();
    const second = queue();
    await first.insert(QUEUE, jobs(keys));
    for (const q of [first, second]) {
      q.work<{ key: string }>(QUEUE, work, async (batch) => {
        seen.push(...batch.map((job) => job.data.key));
        return batch.map((job) => ({ id: job.id, status: 'completed' }));
      });
    }
    await waitFor('every job completed', async () => (await states())[0]?.n === 150, 20_000);
    expect(await states()).toEqual([{ state: 'completed', retry_count: 0, n: 150 }]);
    expect(seen.sort()).toEqual([...keys].sort());
  });

  it('settles each job of a batch on its own and retries the failed one with back-off', async () => {
    const attempts: { key: string; retryCount: number; at: number }[] = [];
    const q = queue();
    await q.insert(QUEUE, jobs(['fine', 'flaky', 'also fine']));
    q.work<{ key: string }>(QUEUE, { ...work, localConcurrency: 1 }, async (batch) => {
      for (const job of batch)
        attempts.push({ ...job.data, retryCount: job.retryCount, at: Date.now() });
      return batch.map((job) =>
        job.data.key === 'flaky'
          ? { id: job.id, status: 'failed', output: { reason: 'provider busy' } }
          : { id: job.id, status: 'completed' },
      );
    });
    await waitFor(
      'the flaky job failed for good',
      async () => (await states()).some((s) => s.state === 'failed'),
      10_000,
    );
    expect(await states()).toEqual([
      { state: 'completed', retry_count: 0, n: 2 },
      { state: 'failed', retry_count: 2, n: 1 },
    ]);
    const flaky = attempts.filter((a) => a.key === 'flaky');
    // The first attempt and both retries; the second retry waited twice the first one's delay.
    expect(flaky.map((a) => a.retryCount)).toEqual([0, 1, 2]);
    expect(flaky[2]!.at - flaky[1]!.at).toBeGreaterThanOrEqual(100);
    const [failed] = await rows<{ output: unknown }>(
      t.db,
      sql`select output from job_queue.job where state = 'failed'`,
    );
    expect(failed!.output).toEqual({ reason: 'provider busy' });
  });

  it('runs a job that is not due yet only once it is due', async () => {
    const q = queue();
    const due = new Date(Date.now() + 400);
    await q.insert(QUEUE, [{ id: jobId('later'), data: {}, startAfter: due }]);
    let ranAt = 0;
    q.work(QUEUE, work, async (batch) => {
      ranAt = Date.now();
      return batch.map((job) => ({ id: job.id, status: 'completed' }));
    });
    await waitFor('the job ran', () => ranAt > 0, 5000);
    expect(ranAt).toBeGreaterThanOrEqual(due.getTime() - 5);
  });

  it('gives back the jobs of a worker that stopped beating, and ignores its late settle', async () => {
    await queue().insert(QUEUE, jobs(['of a killed process']));
    const [claimed] = await fetchJobs(t.db, QUEUE, 10);
    expect(await failStalledJobs(t.db, QUEUE, policy)).toBe(0);
    await t.db.execute(sql`update job_queue.job set heartbeat_on = now() - interval '11 seconds'`);
    expect(await failStalledJobs(t.db, QUEUE, policy)).toBe(1);
    expect(await states()).toEqual([{ state: 'retry', retry_count: 1, n: 1 }]);
    // Claimed again by a live worker; the dead claim's settle must not touch the new attempt.
    const [again] = await fetchJobs(t.db, QUEUE, 10);
    expect(again!.claim).toBe(claimed!.claim + 1);
    await settleJobs(t.db, policy, [claimed!], [{ id: claimed!.id, status: 'completed' }]);
    expect(await states()).toEqual([{ state: 'active', retry_count: 1, n: 1 }]);
  });

  it('keeps beating for a batch its handler is still working on', async () => {
    const short = { ...policy, heartbeatSeconds: 0.3 };
    const q = queue(short);
    await q.insert(QUEUE, jobs(['slow send']));
    let given = -1;
    q.work(QUEUE, work, async (batch) => {
      await new Promise((resolve) => setTimeout(resolve, 900));
      given = await failStalledJobs(t.db, QUEUE, short);
      return batch.map((job) => ({ id: job.id, status: 'completed' }));
    });
    await waitFor(
      'the slow job completed',
      async () => (await states())[0]?.state === 'completed',
      5000,
    );
    expect(given).toBe(0);
  });

  it('stops claiming at stop and lets the batch under way settle', async () => {
    const q = queue();
    await q.insert(QUEUE, jobs(['under way']));
    let release!: () => void;
    const running = new Promise<void>((resolve) => {
      q.work(QUEUE, { ...work, localConcurrency: 1 }, async (batch) => {
        resolve();
        await new Promise<void>((r) => (release = r));
        return batch.map((job) => ({ id: job.id, status: 'completed' }));
      });
    });
    await running;
    const stopped = q.stop({ timeoutMs: 5000 });
    await q.insert(QUEUE, jobs(['after stop']));
    release();
    await stopped;
    expect(await states()).toEqual([
      { state: 'completed', retry_count: 0, n: 1 },
      { state: 'created', retry_count: 0, n: 1 },
    ]);
  });
});

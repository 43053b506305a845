import { sql } from 'drizzle-orm';
import { CHANNELS, type Channel } from '@dealer/contracts/campaign';
import type { Database, Tx } from '../../db/client';
import { outageLog, type OutageLogger } from '../../db/outageLog';
import { jobId } from '../../platform/jobs/jobId';
import { startJobQueue, type JobResult, type QueuePolicy } from '../../platform/jobs/queue';
import type { MessagingConfig } from '../../platform/messaging/config';
import { nextSendTime } from '../../platform/messaging/quietHours';
import { createThrottle } from '../../platform/messaging/throttle';
import type { ChannelAdapter } from '../../platform/messaging/types';
import { materializeAudience } from './audience';
import { createDeliverer, type DeliveryJob } from './deliver';
import { requeueStranded } from './requeue';

/**
 * One queue per channel: a slow SMTP server must not hold back SMS and push (with one queue a
 * worker's batch mixed channels and waited for its slowest send; e-mail, enqueued first, starved
 * the others).
 */
export const deliveryQueue = (channel: Channel) => `campaign-delivery-${channel}`;
const channelOf = (deliveryId: string) => deliveryId.split(':')[2] as Channel;

export interface CampaignEngine {
  /** Look for due campaigns now (after an activation) instead of at the next sweep. */
  kick(): void;
  /** Dispatches every due campaign; resolves when done (tests). */
  dispatchDue(): Promise<number>;
  /** Enqueues the given queued deliveries again (reactivation), ids made unique by `round`. */
  enqueue(tx: Tx, deliveryIds: string[], round: string): Promise<void>;
  /** The channels' providers, as delivery sends through them (a test send uses the same). */
  adapters: ReadonlyMap<Channel, ChannelAdapter>;
  stop(): Promise<void>;
}

export interface EngineOptions {
  database: Database;
  config: MessagingConfig;
  timeZone: string;
  adapters: Map<Channel, ChannelAdapter>;
  log: (error: unknown, message: string) => void;
  /** Where a database outage is said, once when it begins and once when it ends. */
  logger?: OutageLogger;
  /** Workers per process (default: config.workers). */
  concurrency?: number;
  /** Jobs a worker takes at once (default: config.batchSize). */
  batchSize?: number;
}

/**
 * Campaign dispatch on the job queue (platform/jobs/queue.ts): a sweep (every CAMPAIGN_SWEEP_MS, and at once after an
 * activation) claims each due campaign with a conditional update, computes its audience into
 * delivery rows and enqueues one job per row with a deterministic id, in ONE transaction (the
 * queue's table is in the same database). Workers send through the adapters behind the global
 * throttle; the queue retries with exponential back-off.
 */
export async function startCampaignEngine(options: EngineOptions): Promise<CampaignEngine> {
  const { database, config, timeZone, adapters, log, logger } = options;
  const policy: QueuePolicy = {
    retryLimit: config.retryLimit,
    retryDelaySeconds: config.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 120,
    // A killed process stops beating: its jobs go back to the queue after this, not after the
    // 120 s expiry (kill test). A live worker refreshes the beat while a send takes long.
    heartbeatSeconds: config.heartbeatSeconds,
  };
  const queue = startJobQueue(database, {
    queues: Object.fromEntries(CHANNELS.map((channel) => [deliveryQueue(channel), policy])),
    monitorSeconds: config.monitorSeconds,
    log,
    logger,
  });
  const rates: Record<string, number> = {};
  for (const a of adapters.values()) rates[a.provider] = config.rates[a.channel];
  const throttle = await createThrottle(database, rates);
  const deliverer = createDeliverer({ database, adapters, throttle, config, logger });

  const enqueue = async (tx: Tx, ids: string[], round: string) => {
    const startAfter = nextSendTime(new Date(), config.quietHours, timeZone);
    for (const channel of CHANNELS) {
      const ofChannel = ids.filter((id) => channelOf(id) === channel);
      for (let i = 0; i < ofChannel.length; i += 1000) {
        await queue.insert(
          deliveryQueue(channel),
          ofChannel.slice(i, i + 1000).map((id) => ({
            id: jobId(`${id}:${round}`),
            data: { deliveryId: id },
            startAfter,
          })),
          tx,
        );
      }
    }
  };

  const dispatchOne = async (): Promise<boolean> =>
    database.db.transaction(async (tx) => {
      const due = (await tx.execute(
        sql`update campaign set dispatched_time = now()
            where id = (select id from campaign
                        where is_active and status = 1 and dispatched_time is null and publish_date <= now()
                        order by publish_date, id limit 1 for update skip locked)
            returning id, region_code, vehicle_type_code, religion, minimum_age, maximum_age, gender,
                      is_email, is_sms, is_push`,
      )) as unknown as { rows: Record<string, unknown>[] };
      const c = due.rows[0];
      if (!c) return false;
      const targeting = {
        regionCode: String(c.region_code),
        vehicleTypeCode: String(c.vehicle_type_code),
        religion: c.religion as never,
        minimumAge: Number(c.minimum_age),
        maximumAge: Number(c.maximum_age),
        gender: c.gender as never,
      };
      const flags: Record<Channel, boolean> = {
        email: Boolean(c.is_email),
        sms: Boolean(c.is_sms),
        push: Boolean(c.is_push),
      };
      for (const channel of CHANNELS) {
        if (!flags[channel]) continue;
        const ids = await materializeAudience(tx, Number(c.id), channel, targeting, timeZone);
        await enqueue(tx, ids, 'first');
      }
      return true;
    });

  let running: Promise<number> | undefined;
  const dispatchDue = () => {
    running ??= (async () => {
      let n = 0;
      try {
        while (await dispatchOne()) n += 1;
      } finally {
        running = undefined;
      }
      return n;
    })();
    return running;
  };
  // A sweep every CAMPAIGN_SWEEP_MS while PostgreSQL restarts: one line for the outage, not one each.
  const dispatchOutage = outageLog(logger, 'campaign dispatch');
  const sweep = () =>
    void dispatchDue().then(
      () => dispatchOutage.succeeded(),
      (e: unknown) => {
        if (!dispatchOutage.failed(e)) log(e, 'campaign dispatch failed');
      },
    );
  const timer = setInterval(sweep, Math.max(200, config.sweepMs));
  timer.unref();

  /** New jobs for these jobs' deliveries, with ids derived from `key`: each inserted once. */
  const passOn = (
    channel: Channel,
    jobs: DeliveryJob[],
    key: (job: DeliveryJob) => string,
    startAfter: Date,
  ) =>
    queue.insert(
      deliveryQueue(channel),
      jobs.map((job) => ({
        id: jobId(key(job)),
        data: job.data,
        startAfter,
      })),
    );

  // What a restored backup (or a job out of attempts) left without a job, before the workers start.
  // A failure here (the database away at start) must not keep delivery from starting.
  await requeueStranded(database, enqueue, deliveryQueue).then(
    (requeued) => {
      if (requeued > 0)
        logger?.info({ requeued }, 'campaign deliveries without a job queued again');
    },
    (error: unknown) => log(error, 'campaign deliveries without a job could not be queued again'),
  );

  const work = (channel: Channel) =>
    queue.work<{ deliveryId: string }>(
      deliveryQueue(channel),
      {
        batchSize: options.batchSize ?? config.batchSize,
        localConcurrency: options.concurrency ?? config.workers,
        // An activation kicks the sweep, whose jobs are fetched at the next poll.
        pollingIntervalSeconds: 1,
      },
      async (jobs): Promise<JobResult[]> => {
        // Quiet hours began after these were enqueued: hand them to a job starting at the window's
        // end (id derived from that time, so a second worker doing the same inserts nothing).
        const after = nextSendTime(new Date(), config.quietHours, timeZone);
        if (after.getTime() > Date.now()) {
          const key = (job: DeliveryJob) => `${job.data.deliveryId}:after:${after.toISOString()}`;
          await passOn(channel, jobs, key, after);
          return jobs.map((job) => ({ id: job.id, status: 'completed' }));
        }
        const outcomes = await deliverer.deliverBatch(jobs);
        // Never claimed because this process is stopping: a new job for another process, inserted
        // before this one completes, so a delivery is never without a job.
        const handedBack = jobs.filter((job) => outcomes.get(job.id) === 'handback');
        if (handedBack.length > 0) {
          const key = (job: DeliveryJob) => `${job.data.deliveryId}:handback:${job.id}`;
          await passOn(channel, handedBack, key, new Date());
        }
        return jobs.map((job) =>
          outcomes.get(job.id) === 'retry'
            ? { id: job.id, status: 'failed', output: { reason: 'transient provider failure' } }
            : { id: job.id, status: 'completed' },
        );
      },
    );
  // Every channel, with or without a provider: without one, its jobs end as failed with the reason.
  // Each job settles on its own: one recipient's retry does not replay the batch.
  for (const channel of CHANNELS) work(channel);

  return {
    kick: () => setTimeout(sweep, 0).unref(),
    dispatchDue,
    enqueue,
    adapters,
    async stop() {
      clearInterval(timer);
      // Nothing new is claimed; sends under way finish and are recorded; jobs not yet claimed are
      // handed back (a rolling restart sends nothing twice). main.ts forces the exit at 10 s.
      deliverer.drain();
      await running?.catch(() => {});
      await queue.stop({ timeoutMs: 8000 });
      for (const a of adapters.values()) await a.close();
    },
  };
}

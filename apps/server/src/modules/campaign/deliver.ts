import type { Channel } from '@dealer/contracts/campaign';
import type { Database } from '../../db/client';
import { outageLog, type OutageLogger } from '../../db/outageLog';
import { slots, type Slots } from '../../platform/concurrency/slots';
import type { MessagingConfig } from '../../platform/messaging/config';
import type { Throttle } from '../../platform/messaging/throttle';
import type { ChannelAdapter, SendFailure } from '../../platform/messaging/types';
import { readDelivery, settleDelivery } from './deliveryRows';
import { deliveryWriter } from './deliveryWriter';
import { sendMessage } from './sendMessage';

export interface DeliverDeps {
  database: Database;
  adapters: Map<Channel, ChannelAdapter>;
  throttle: Throttle;
  config: MessagingConfig;
  /** Where a database outage while recording sends is said, once per outage. */
  logger?: OutageLogger;
}

/**
 * What the job does next: done (complete it), retry (fail it; the queue backs off), or handback (the
 * process is stopping and never claimed it: the caller queues it again for another process).
 */
export type Outcome = 'done' | 'retry' | 'handback';

/** One job: its id, the attempts that failed before this one, and the delivery row it names. */
export interface DeliveryJob {
  id: string;
  retryCount: number;
  data: { deliveryId: string };
}

export interface Deliverer {
  /** Settles each job of a batch on its own (one recipient's retry does not replay the others). */
  deliverBatch(jobs: DeliveryJob[]): Promise<Map<string, Outcome>>;
  /** Stop claiming (SIGTERM): what is being sent finishes and is recorded; the rest is handed back. */
  drain(): void;
}

/**
 * Sends each delivery once as far as SMTP allows. A message is claimed, sent and its 'sent' mark
 * handed in inside a slot of its channel's lane (as many slots as the provider takes at once: the
 * SMTP pool's connections); the slot's next claim goes in the same or a later statement than that
 * mark (deliveryWriter.ts), so at any moment at most one message per slot is in the provider's
 * hands or sent and not yet recorded, which is all a kill -9 can make us send twice.
 */
export function createDeliverer(deps: DeliverDeps): Deliverer {
  const { database, config, throttle } = deps;
  const writer = deliveryWriter(database, outageLog(deps.logger, 'campaign delivery'));
  const lanes = new Map<Channel, Slots>();
  for (const [channel, adapter] of deps.adapters) {
    lanes.set(channel, slots(adapter.concurrency ?? config.batchSize * config.workers));
  }
  let draining = false;

  /** Inside the slot: claim and send. Answers what is left to wait for once the slot is free. */
  const sendInSlot = async (
    job: DeliveryJob,
    adapter: ChannelAdapter,
  ): Promise<() => Promise<Outcome>> => {
    const deliveryId = job.data.deliveryId;
    if (draining) return async () => 'handback';
    // A token before the claim: the throttle wait may have outlived a deactivation.
    if (!throttle.unthrottled(adapter.provider)) await throttle.take(adapter.provider);
    if (draining) return async () => 'handback';
    const row = await writer.claim(deliveryId);
    if (!row) return () => explainUnclaimed(deps, deliveryId);
    const sent = await sendMessage(database, config, adapter, row);
    if (!('ok' in sent)) {
      const outcome = await settleFailure(deps, row.id, sent.failure, job);
      return async () => outcome;
    }
    // Handed in, not yet committed: the slot is free for a claim that goes in with this mark.
    const recorded = writer.mark({ id: row.id, result: sent.ok });
    return async () => {
      await recorded;
      return 'done';
    };
  };

  const deliver = async (job: DeliveryJob): Promise<Outcome> => {
    const channel = job.data.deliveryId.split(':')[2] as Channel;
    const adapter = deps.adapters.get(channel);
    const lane = lanes.get(channel);
    if (!adapter || !lane) return explainUnclaimed(deps, job.data.deliveryId);
    const rest = await lane.run(() => sendInSlot(job, adapter));
    return rest();
  };

  return {
    async deliverBatch(jobs) {
      const outcomes = new Map<string, Outcome>();
      await Promise.all(jobs.map(async (job) => outcomes.set(job.id, await deliver(job))));
      return outcomes;
    },
    drain() {
      draining = true;
    },
  };
}

/** Not claimed: say why (done already, campaign stopped, consent withdrawn, no provider). */
async function explainUnclaimed(deps: DeliverDeps, deliveryId: string): Promise<Outcome> {
  const { database } = deps;
  const row = await readDelivery(database, deliveryId);
  if (!row || (row.status !== 'queued' && row.status !== 'sending')) return 'done';
  if (!row.campaign_live) {
    await settleDelivery(database, deliveryId, 'cancelled', 'campaign deactivated');
    return 'done';
  }
  if (!row.consent) {
    await settleDelivery(database, deliveryId, 'opted_out', 'consent withdrawn before the send');
    return 'done';
  }
  if (!deps.adapters.get(row.channel)) {
    await settleDelivery(database, deliveryId, 'failed', `no ${row.channel} provider configured`);
    return 'done';
  }
  // Claimable again (it changed between the two statements): the next attempt takes it.
  return 'retry';
}

/** A failed send: failed for good (permanent, or out of retries), or queued for the retry. */
async function settleFailure(
  deps: DeliverDeps,
  deliveryId: string,
  failure: SendFailure,
  attempt: { retryCount: number },
): Promise<Outcome> {
  const reason = failure.message.slice(0, 500);
  if (failure.permanent || attempt.retryCount >= deps.config.retryLimit) {
    await settleDelivery(deps.database, deliveryId, 'failed', reason);
    return 'done';
  }
  await settleDelivery(deps.database, deliveryId, 'queued', reason);
  return 'retry';
}

import type { Channel } from '@dealer/contracts/campaign';
import type { Database } from '../../db/client';
import type { MessagingConfig } from '../../platform/messaging/config';
import type { Throttle } from '../../platform/messaging/throttle';
import {
  SendFailure,
  type ChannelAdapter,
  type OutboundMessage,
  type SendResult,
} from '../../platform/messaging/types';

interface DeliveryRow {
  id: string;
  status: string;
  channel: Channel;
  address: string;
  customer_id: number;
  campaign_id: number;
  title: string;
  content: string;
  image_url: string | null;
  valid_to: Date | string;
  campaign_live: boolean;
  consent: boolean;
  opt_out_token: string;
}

export interface DeliverDeps {
  database: Database;
  adapters: Map<Channel, ChannelAdapter>;
  throttle: Throttle;
  config: MessagingConfig;
}

/** What the job does next: done (complete the job), or retry (throw, pg-boss backs off). */
export type Outcome = 'done' | 'retry';

/**
 * One recipient on one channel. Safe to run twice: a row that left 'queued'/'sending' is done; the
 * campaign and the consent are re-read right before the send (deactivation and opt-out win); the
 * row is 'sending' while the provider has it, so a crash there is the only window for a duplicate.
 */
export async function deliverOne(
  deps: DeliverDeps,
  deliveryId: string,
  attempt: { retryCount: number },
): Promise<Outcome> {
  const channel = deliveryId.split(':')[2] as Channel;
  const fastAdapter = deps.adapters.get(channel);
  if (fastAdapter) {
    // Take a token first, then claim: the throttle wait may have outlived a deactivation.
    await deps.throttle.take(fastAdapter.provider);
    const [claimed] = await claim(deps.database, [deliveryId]);
    if (claimed) {
      const result = await attemptSend(deps, fastAdapter, claimed);
      if ('ok' in result) {
        await markSent(deps.database, [{ id: claimed.id, result: result.ok }]);
        return 'done';
      }
      return settleFailure(deps, claimed.id, result.failure, attempt);
    }
  }
  return explainUnclaimed(deps, deliveryId);
}

/** One job of a batch: its id, the attempt pg-boss counts, and the delivery row it names. */
export interface DeliveryJob {
  id: string;
  retryCount: number;
  data: { deliveryId: string };
}

/**
 * A batch of jobs, settled job by job. Deliveries to an unthrottled provider are claimed in ONE
 * statement, sent in parallel (the adapter's pool bounds the connections) and marked sent in ONE
 * statement: two round trips per batch instead of two per message (the e-mail budget). Throttled
 * providers go one by one, each behind its token, so a deactivation during the wait still wins.
 */
export async function deliverBatch(
  deps: DeliverDeps,
  jobs: DeliveryJob[],
): Promise<Map<string, Outcome>> {
  const outcomes = new Map<string, Outcome>();
  const byChannel = new Map<string, DeliveryJob[]>();
  for (const job of jobs) {
    const channel = job.data.deliveryId.split(':')[2] ?? '';
    const group = byChannel.get(channel);
    if (group) group.push(job);
    else byChannel.set(channel, [job]);
  }
  await Promise.all(
    [...byChannel].map(async ([channel, group]) => {
      const adapter = deps.adapters.get(channel as Channel);
      if (!adapter || !deps.throttle.unthrottled(adapter.provider)) {
        await Promise.all(
          group.map(async (job) =>
            outcomes.set(job.id, await deliverOne(deps, job.data.deliveryId, job)),
          ),
        );
        return;
      }
      const claimed = new Map(
        (
          await claim(
            deps.database,
            group.map((j) => j.data.deliveryId),
          )
        ).map((row) => [row.id, row]),
      );
      const sent: { id: string; result: SendResult }[] = [];
      await Promise.all(
        group.map(async (job) => {
          const row = claimed.get(job.data.deliveryId);
          if (!row) {
            outcomes.set(job.id, await explainUnclaimed(deps, job.data.deliveryId));
            return;
          }
          const result = await attemptSend(deps, adapter, row);
          if ('ok' in result) {
            sent.push({ id: row.id, result: result.ok });
            outcomes.set(job.id, 'done');
          } else {
            outcomes.set(job.id, await settleFailure(deps, row.id, result.failure, job));
          }
        }),
      );
      await markSent(deps.database, sent);
    }),
  );
  return outcomes;
}

/**
 * Claims deliveries for sending, only while the campaign is live and the customer consents; a row
 * still 'sending' belongs to an attempt that died (its job came back), so it is claimed again.
 */
async function claim(database: Database, ids: string[]): Promise<DeliveryRow[]> {
  return database.query<DeliveryRow>(
    `update campaign_delivery d set status = 'sending', attempts = attempts + 1, updated_time = now()
     from campaign k, customer c
     where d.id = any($1::text[]) and k.id = d.campaign_id and c.id = d.customer_id
       and k.is_active and k.status = 1 and d.status in ('queued', 'sending')
       and case d.channel when 'email' then c.consent_email when 'sms' then c.consent_sms
                          else c.consent_push end
     returning d.id, d.status, d.channel, d.address, d.customer_id, d.campaign_id,
               k.title, k.content, k.image_url, k.valid_to, true as campaign_live,
               true as consent, c.opt_out_token`,
    [ids],
  );
}

/** Sent rows in one statement; only rows still 'sending' (a receipt may have come first). */
async function markSent(
  database: Database,
  sent: { id: string; result: SendResult }[],
): Promise<void> {
  if (sent.length === 0) return;
  await database.query(
    `update campaign_delivery d set status = v.status, provider_id = v.provider_id, reason = null,
       sent_time = now(), delivered_time = case when v.status = 'delivered' then now() end,
       updated_time = now()
     from unnest($1::text[], $2::text[], $3::text[]) as v(id, status, provider_id)
     where d.id = v.id and d.status = 'sending'`,
    [
      sent.map((s) => s.id),
      sent.map((s) => s.result.status),
      sent.map((s) => s.result.providerId ?? null),
    ],
  );
}

const settle = (database: Database, deliveryId: string, status: string, reason: string | null) =>
  database.query(
    `update campaign_delivery set status = $2, reason = $3, updated_time = now()
     where id = $1 and status in ('queued', 'sending')`,
    [deliveryId, status, reason],
  );

/** Not claimed: say why (done already, campaign stopped, consent withdrawn, no provider). */
async function explainUnclaimed(deps: DeliverDeps, deliveryId: string): Promise<Outcome> {
  const { database } = deps;
  const [row] = await database.query<DeliveryRow>(
    `select d.id, d.status, d.channel, d.address, d.customer_id, d.campaign_id,
            k.title, k.content, k.image_url, k.valid_to,
            (k.is_active and k.status = 1) as campaign_live,
            case d.channel when 'email' then c.consent_email when 'sms' then c.consent_sms
                           else c.consent_push end as consent,
            c.opt_out_token
     from campaign_delivery d join campaign k on k.id = d.campaign_id
     join customer c on c.id = d.customer_id where d.id = $1`,
    [deliveryId],
  );
  if (!row || (row.status !== 'queued' && row.status !== 'sending')) return 'done';
  if (!row.campaign_live) {
    await settle(database, deliveryId, 'cancelled', 'campaign deactivated');
    return 'done';
  }
  if (!row.consent) {
    await settle(database, deliveryId, 'opted_out', 'consent withdrawn before the send');
    return 'done';
  }
  if (!deps.adapters.get(row.channel)) {
    await settle(database, deliveryId, 'failed', `no ${row.channel} provider configured`);
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
  if (failure.permanent || attempt.retryCount >= deps.config.retryLimit) {
    await settle(deps.database, deliveryId, 'failed', failure.message.slice(0, 500));
    return 'done';
  }
  await settle(deps.database, deliveryId, 'queued', failure.message.slice(0, 500));
  return 'retry';
}

/** The provider's answer for one claimed row (nothing written here). */
async function attemptSend(
  deps: DeliverDeps,
  adapter: ChannelAdapter,
  row: DeliveryRow,
): Promise<{ ok: SendResult } | { failure: SendFailure }> {
  const optOutUrl = `${deps.config.publicUrl}/api/campaign/optout/${row.opt_out_token}?channel=${row.channel}`;
  const validTo = new Date(row.valid_to).getTime();
  const base: OutboundMessage = {
    ref: row.id,
    campaignId: row.campaign_id,
    to: row.address,
    subject: row.title,
    text: row.content,
    optOutUrl,
    imageUrl: row.image_url ? `${deps.config.publicUrl}${row.image_url}` : undefined,
    ttlSeconds: Math.max(0, Math.round((validTo - Date.now()) / 1000)),
  };
  try {
    const ok =
      row.channel === 'push'
        ? await sendPush(deps, adapter, base, row.customer_id)
        : await adapter.send(base);
    return { ok };
  } catch (error) {
    return {
      failure:
        error instanceof SendFailure ? error : new SendFailure((error as Error).message, false),
    };
  }
}

/** Push goes to every subscription of the customer; 404/410 removes that subscription. */
async function sendPush(
  deps: DeliverDeps,
  adapter: ChannelAdapter,
  base: OutboundMessage,
  customerId: number,
): Promise<SendResult> {
  const subs = await deps.database.query<{
    id: number;
    endpoint: string;
    p256dh: string;
    auth: string;
  }>(
    'select id, endpoint, p256dh, auth from push_subscription where customer_id = $1 order by id',
    [customerId],
  );
  let sent: SendResult | undefined;
  let lastGone: SendFailure | undefined;
  for (const s of subs) {
    try {
      sent = await adapter.send({
        ...base,
        push: { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
      });
    } catch (error) {
      if (error instanceof SendFailure && error.gone) {
        await deps.database.query('delete from push_subscription where id = $1', [s.id]);
        lastGone = error;
        continue;
      }
      if (!sent) throw error;
    }
  }
  if (!sent) throw lastGone ?? new SendFailure('no push subscription left', true);
  return sent;
}

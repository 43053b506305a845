import type { Channel } from '@dealer/contracts/campaign';
import type { Database } from '../../db/client';
import type { MessagingConfig } from '../../platform/messaging/config';
import type { Throttle } from '../../platform/messaging/throttle';
import {
  SendFailure,
  type ChannelAdapter,
  type OutboundMessage,
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
  const { database } = deps;
  const channel = deliveryId.split(':')[2] as Channel;
  const fastAdapter = deps.adapters.get(channel);
  if (fastAdapter) {
    // The common path in one statement: take a token, then claim the row only while the campaign
    // is live and the customer consents (the throttle wait may have outlived a deactivation).
    await deps.throttle.take(fastAdapter.provider);
    const [claimed] = await database.query<DeliveryRow>(
      `update campaign_delivery d set status = 'sending', attempts = attempts + 1, updated_time = now()
       from campaign k, customer c
       where d.id = $1 and k.id = d.campaign_id and c.id = d.customer_id
         and k.is_active and k.status = 1 and d.status in ('queued', 'sending')
         and case d.channel when 'email' then c.consent_email when 'sms' then c.consent_sms
                            else c.consent_push end
       returning d.id, d.status, d.channel, d.address, d.customer_id, d.campaign_id,
                 k.title, k.content, k.image_url, k.valid_to, true as campaign_live,
                 true as consent, c.opt_out_token`,
      [deliveryId],
    );
    if (claimed) return send(deps, fastAdapter, claimed, attempt);
  }
  // Not claimed: say why (done already, campaign stopped, consent withdrawn, no provider).
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
  const settle = (status: string, reason: string | null) =>
    database.query(
      `update campaign_delivery set status = $2, reason = $3, updated_time = now()
       where id = $1 and status in ('queued', 'sending')`,
      [deliveryId, status, reason],
    );
  if (!row.campaign_live) {
    await settle('cancelled', 'campaign deactivated');
    return 'done';
  }
  if (!row.consent) {
    await settle('opted_out', 'consent withdrawn before the send');
    return 'done';
  }
  if (!deps.adapters.get(row.channel)) {
    await settle('failed', `no ${row.channel} provider configured`);
    return 'done';
  }
  // Claimable again (it changed between the two statements): the next attempt takes it.
  return 'retry';
}

async function send(
  deps: DeliverDeps,
  adapter: ChannelAdapter,
  row: DeliveryRow,
  attempt: { retryCount: number },
): Promise<Outcome> {
  const { database } = deps;
  const deliveryId = row.id;
  const settle = (status: string, reason: string | null) =>
    database.query(
      `update campaign_delivery set status = $2, reason = $3, updated_time = now()
       where id = $1 and status in ('queued', 'sending')`,
      [deliveryId, status, reason],
    );
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
    if (row.channel === 'push') {
      await sendPush(deps, adapter, base, row.customer_id);
    } else {
      const result = await adapter.send(base);
      await database.query(
        `update campaign_delivery set status = $2, provider_id = $3, reason = null,
           sent_time = now(), delivered_time = case when $2 = 'delivered' then now() end,
           updated_time = now()
         where id = $1 and status = 'sending'`,
        [deliveryId, result.status, result.providerId ?? null],
      );
    }
    return 'done';
  } catch (error) {
    const failure =
      error instanceof SendFailure ? error : new SendFailure((error as Error).message, false);
    if (failure.permanent || attempt.retryCount >= deps.config.retryLimit) {
      await settle('failed', failure.message.slice(0, 500));
      return 'done';
    }
    await settle('queued', failure.message.slice(0, 500));
    return 'retry';
  }
}

/** Push goes to every subscription of the customer; 404/410 removes that subscription. */
async function sendPush(
  deps: DeliverDeps,
  adapter: ChannelAdapter,
  base: OutboundMessage,
  customerId: number,
): Promise<void> {
  const subs = await deps.database.query<{
    id: number;
    endpoint: string;
    p256dh: string;
    auth: string;
  }>(
    'select id, endpoint, p256dh, auth from push_subscription where customer_id = $1 order by id',
    [customerId],
  );
  let sent = 0;
  let lastGone: SendFailure | undefined;
  for (const s of subs) {
    try {
      await adapter.send({
        ...base,
        push: { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
      });
      sent += 1;
    } catch (error) {
      if (error instanceof SendFailure && error.gone) {
        await deps.database.query('delete from push_subscription where id = $1', [s.id]);
        lastGone = error;
        continue;
      }
      if (sent === 0) throw error;
    }
  }
  if (sent === 0) throw lastGone ?? new SendFailure('no push subscription left', true);
  await deps.database.query(
    `update campaign_delivery set status = 'sent', reason = null, sent_time = now(), updated_time = now()
     where id = $1 and status = 'sending'`,
    [base.ref],
  );
}

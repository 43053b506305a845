import type { Database } from '../../db/client';
import type { MessagingConfig } from '../../platform/messaging/config';
import {
  SendFailure,
  type ChannelAdapter,
  type OutboundMessage,
  type SendResult,
} from '../../platform/messaging/types';
import type { DeliveryRow } from './deliveryRows';

/** The links a message carries, absolute: the customer follows them from outside. */
export const messageLinks = (
  publicUrl: string,
  optOutToken: string,
  channel: string,
  imagePath: string | null | undefined,
) => ({
  optOutUrl: `${publicUrl}/api/campaign/optout/${optOutToken}?channel=${channel}`,
  imageUrl: imagePath ? `${publicUrl}${imagePath}` : undefined,
});

/** The provider's answer for one claimed row (nothing written here but gone push subscriptions). */
export async function sendMessage(
  database: Database,
  config: MessagingConfig,
  adapter: ChannelAdapter,
  row: DeliveryRow,
): Promise<{ ok: SendResult } | { failure: SendFailure }> {
  const validTo = new Date(row.valid_to).getTime();
  const base: OutboundMessage = {
    ref: row.id,
    campaignId: row.campaign_id,
    to: row.address,
    subject: row.title,
    text: row.content,
    ...messageLinks(config.publicUrl, row.opt_out_token, row.channel, row.image_url),
    ttlSeconds: Math.max(0, Math.round((validTo - Date.now()) / 1000)),
  };
  try {
    const ok =
      row.channel === 'push'
        ? await sendPush(database, adapter, base, row.customer_id)
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
  database: Database,
  adapter: ChannelAdapter,
  base: OutboundMessage,
  customerId: number,
): Promise<SendResult> {
  const subs = await database.query<{
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
        await database.query('delete from push_subscription where id = $1', [s.id]);
        lastGone = error;
        continue;
      }
      if (!sent) throw error;
    }
  }
  if (!sent) throw lastGone ?? new SendFailure('no push subscription left', true);
  return sent;
}

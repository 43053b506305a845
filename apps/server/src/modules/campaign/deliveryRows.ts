import type { Channel } from '@dealer/contracts/campaign';
import type { Database } from '../../db/client';

/** A delivery row as the sender needs it (claimed, or read to explain why it was not). */
export interface DeliveryRow {
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

/**
 * One statement: records the sends in $1-$3 (id, status, provider id; only rows still 'sending', a
 * receipt may have come first) and claims the deliveries in $4, answering the claimed rows. A claim
 * takes a row only while the campaign is live and the customer consents. A row still 'sending'
 * belongs to an attempt that died after its claim (its job came back): it is claimed again and
 * counted as a possible duplicate, since that attempt may have handed the message to the provider
 * before it could record it.
 */
export const claimAndMarkSql = `
  with marked as (
    update campaign_delivery d set status = v.status, provider_id = v.provider_id, reason = null,
      sent_time = now(), delivered_time = case when v.status = 'delivered' then now() end,
      updated_time = now()
    from unnest($1::text[], $2::text[], $3::text[]) as v(id, status, provider_id)
    where d.id = v.id and d.status = 'sending'
    returning d.id
  )
  update campaign_delivery d set status = 'sending', attempts = attempts + 1,
    possible_duplicates = possible_duplicates + case when d.status = 'sending' then 1 else 0 end,
    updated_time = now()
  from campaign k, customer c
  where d.id = any($4::text[]) and k.id = d.campaign_id and c.id = d.customer_id
    and k.is_active and k.status = 1 and d.status in ('queued', 'sending')
    and case d.channel when 'email' then c.consent_email when 'sms' then c.consent_sms
                       else c.consent_push end
  returning d.id, d.status, d.channel, d.address, d.customer_id, d.campaign_id,
            k.title, k.content, k.image_url, k.valid_to, true as campaign_live,
            true as consent, c.opt_out_token`;

/** Settles a delivery that is still open ('queued' or 'sending'). */
export const settleDelivery = (
  database: Database,
  deliveryId: string,
  status: string,
  reason: string | null,
) =>
  database.query(
    `update campaign_delivery set status = $2, reason = $3, updated_time = now()
     where id = $1 and status in ('queued', 'sending')`,
    [deliveryId, status, reason],
  );

/** The row with the campaign's and the consent's state, to say why it could not be claimed. */
export async function readDelivery(
  database: Database,
  deliveryId: string,
): Promise<DeliveryRow | undefined> {
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
  return row;
}

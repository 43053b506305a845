import { sql, type SQL } from 'drizzle-orm';
import { ALL, type AudienceQuery, type Channel } from '@dealer/contracts/campaign';
import { rows, type DbOrTx } from '../../db/client';
import { businessToday } from '../../platform/time/businessDate';

export type Targeting = Pick<
  AudienceQuery,
  'regionCode' | 'vehicleTypeCode' | 'religion' | 'minimumAge' | 'maximumAge' | 'gender'
>;

/**
 * The audience's WHERE over `customer c`. Ages are counted on the business day; the range turns
 * into a birth-date range so the index answers it. A customer without a birth date is reached
 * only when the age range does not narrow anything (at most 1 to at least 100).
 */
export function audienceWhere(t: Targeting, today: string): SQL {
  const parts: SQL[] = [sql`true`];
  if (t.regionCode !== ALL) parts.push(sql`c.region_code = ${t.regionCode}`);
  if (t.vehicleTypeCode !== ALL) parts.push(sql`c.vehicle_type_code = ${t.vehicleTypeCode}`);
  if (t.religion !== ALL) parts.push(sql`c.religion = ${t.religion}`);
  if (t.gender !== ALL) parts.push(sql`c.gender = ${t.gender}`);
  if (!(t.minimumAge <= 1 && t.maximumAge >= 100)) {
    // age >= min  <=>  birth <= today - min years;  age <= max  <=>  birth > today - (max+1) years
    parts.push(
      sql`c.birth_date <= (${today}::date - make_interval(years => ${t.minimumAge}))::date`,
      sql`c.birth_date > (${today}::date - make_interval(years => ${t.maximumAge + 1}))::date`,
    );
  }
  return sql.join(parts, sql` and `);
}

/** The live preview: customers matched, and per channel those reachable AND consenting. */
export async function audiencePreview(db: DbOrTx, t: Targeting, timeZone: string) {
  const where = audienceWhere(t, businessToday(timeZone));
  const [row] = await rows<{ customers: number; email: number; sms: number; push: number }>(
    db,
    sql`select count(*)::int as customers,
          count(*) filter (where c.consent_email and c.email is not null)::int as email,
          count(*) filter (where c.consent_sms and c.phone is not null)::int as sms,
          count(*) filter (where c.consent_push and exists (
            select 1 from push_subscription p where p.customer_id = c.id))::int as push
        from customer c where ${where}`,
  );
  return row ?? { customers: 0, email: 0, sms: 0, push: 0 };
}

const ADDRESS: Record<Channel, { address: SQL; reachable: SQL; consent: SQL }> = {
  email: {
    address: sql`c.email`,
    reachable: sql`c.email is not null`,
    consent: sql`c.consent_email`,
  },
  sms: { address: sql`c.phone`, reachable: sql`c.phone is not null`, consent: sql`c.consent_sms` },
  push: {
    address: sql`'push'`,
    reachable: sql`exists (select 1 from push_subscription p where p.customer_id = c.id)`,
    consent: sql`c.consent_push`,
  },
};

/**
 * Computes the audience at send time into delivery rows (id `<campaign>:<customer>:<channel>`,
 * so a second run inserts nothing): reachable customers who consented are queued, the others
 * recorded as opted out. Returns the ids newly queued.
 */
export async function materializeAudience(
  tx: DbOrTx,
  campaignId: number,
  channel: Channel,
  t: Targeting,
  timeZone: string,
): Promise<string[]> {
  const a = ADDRESS[channel];
  const where = audienceWhere(t, businessToday(timeZone));
  // Only the queued ids come back: the opted-out rows and a status per row are not carried into
  // JS (the list is held for the whole enqueue, one entry per recipient).
  const inserted = await rows<{ id: string }>(
    tx,
    sql`with inserted as (
          insert into campaign_delivery (id, campaign_id, customer_id, channel, address, status, reason)
          select ${campaignId}::text || ':' || c.id::text || ':' || ${channel}, ${campaignId}, c.id, ${channel},
                 ${a.address},
                 case when ${a.consent} then 'queued' else 'opted_out' end,
                 case when ${a.consent} then null else 'no consent for this channel' end
          from customer c where ${where} and ${a.reachable}
          on conflict (id) do nothing
          returning id, status)
        select id from inserted where status = 'queued'`,
  );
  return inserted.map((r) => r.id);
}

import { sql } from 'drizzle-orm';
import { CHANNELS, type ChannelFigures, type FiguresResponse } from '@dealer/contracts/campaign';
import { rows, type DbOrTx } from '../../db/client';
import { campaignRow } from './query';
import { readTogether } from '../../db/together';

/** Delivery figures per channel, conversions by promo code, and the demo sinks' messages. */
export async function campaignFigures(
  db: DbOrTx,
  id: number,
  demo: boolean,
): Promise<Omit<FiguresResponse, 'acknowledge' | 'message'>> {
  const c = await campaignRow(db, id);
  const [counts, conv, sinkTotal, latest, failures, tests] = await readTogether(db, [
    () =>
      rows<{ channel: string; status: string; n: number; duplicates: number }>(
        db,
        sql`select channel, status, count(*)::int as n,
                   sum(possible_duplicates)::int as duplicates from campaign_delivery
          where campaign_id = ${id} group by channel, status`,
      ),
    () =>
      c.promoCode
        ? rows<{ n: number }>(
            db,
            // The intake stores codes upper-cased; the campaign keeps its code as typed.
            sql`select count(*)::int as n from test_drive_order where promo_code = upper(${c.promoCode})`,
          )
        : Promise.resolve([{ n: 0 }]),
    () =>
      rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from campaign_sink_message where campaign_id = ${id}`,
      ),
    () =>
      rows<{
        id: number;
        channel: string;
        to_address: string;
        subject: string;
        body: string;
        received_time: Date | string;
      }>(
        db,
        sql`select id, channel, to_address, subject, body, received_time from campaign_sink_message
          where campaign_id = ${id} order by id desc limit 10`,
      ),
    () =>
      rows<{ channel: string; address: string; reason: string }>(
        db,
        sql`select channel, address, coalesce(reason, '') as reason from campaign_delivery
          where campaign_id = ${id} and status = 'failed' order by updated_time desc nulls last limit 10`,
      ),
    () =>
      rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from campaign_test_send where campaign_id = ${id}`,
      ),
  ]);
  const channels: ChannelFigures[] = CHANNELS.map((channel) => {
    const ofChannel = counts.filter((r) => r.channel === channel);
    const of = (...statuses: string[]) =>
      ofChannel.filter((r) => statuses.includes(r.status)).reduce((s, r) => s + r.n, 0);
    return {
      channel,
      audience: of('queued', 'sending', 'sent', 'delivered', 'failed', 'opted_out', 'cancelled'),
      queued: of('queued', 'sending'),
      // Delivered messages were sent first: 'sent' counts both.
      sent: of('sent', 'delivered'),
      delivered: of('delivered'),
      failed: of('failed'),
      optedOut: of('opted_out'),
      cancelled: of('cancelled'),
      possibleDuplicates: ofChannel.reduce((s, r) => s + r.duplicates, 0),
    };
  });
  return {
    status: c.status,
    dispatchedTime: c.dispatchedTime?.toISOString() ?? null,
    channels,
    conversions: conv[0]?.n ?? 0,
    testSends: tests[0]?.n ?? 0,
    demoSink: {
      enabled: demo,
      total: sinkTotal[0]?.n ?? 0,
      latest: latest.map((m) => ({
        id: m.id,
        channel: m.channel,
        toAddress: m.to_address,
        subject: m.subject,
        body: m.body,
        receivedTime: new Date(m.received_time).toISOString(),
      })),
    },
    failures,
  };
}

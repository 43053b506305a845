import type { Channel } from '@dealer/contracts/campaign';
import { CAMPAIGN_SERVICE_API } from '@dealer/contracts/campaign';
import type { Database } from '../../db/client';
import { startSmtpCatcher, type CaughtMail } from '../../platform/messaging/catcher';
import type { MessagingConfig } from '../../platform/messaging/config';
import { plainTextOf } from '../../platform/messaging/mimeText';
import { emailAdapter } from '../../platform/messaging/email';
import { pushAdapter } from '../../platform/messaging/push';
import { smsAdapter } from '../../platform/messaging/sms';
import type { ChannelAdapter } from '../../platform/messaging/types';
import { DEMO_PUSH_ORIGIN, demoVapidKeys, ensureDemoSubscriptions } from './demoPush';

/** Stores what a demo sink received (shown on the campaign page). */
export async function recordSinkMessage(
  database: Database,
  m: { channel: string; campaignId: number | undefined; to: string; subject: string; body: string },
): Promise<number> {
  const [row] = await database.query<{ id: number }>(
    `insert into campaign_sink_message (channel, campaign_id, to_address, subject, body)
     values ($1, $2, $3, $4, $5) returning id`,
    [
      m.channel,
      m.campaignId ?? null,
      m.to.slice(0, 300),
      m.subject.slice(0, 300),
      m.body.slice(0, 4000),
    ],
  );
  return row!.id;
}

/**
 * The adapters configured by the environment. Demo mode without SMTP_HOST / SMS_API_URL gets the
 * built-in SMTP catcher (a real SMTP server on loopback) and the built-in SMS sink route.
 */
export async function channelsFromConfig(
  database: Database,
  config: MessagingConfig,
  demo: boolean,
  listenPort: number,
): Promise<{ adapters: Map<Channel, ChannelAdapter>; close: () => Promise<void> }> {
  const adapters = new Map<Channel, ChannelAdapter>();
  let closeCatcher = async () => {};
  if (config.smtp.host) {
    adapters.set('email', emailAdapter({ ...config.smtp, host: config.smtp.host }));
  } else if (demo) {
    const keep = async (mail: CaughtMail) => {
      await recordSinkMessage(database, {
        channel: 'email',
        campaignId: mail.campaignId,
        to: mail.to.join(', '),
        subject: mail.subject,
        // What the customer reads (the text part), not the MIME around it.
        body: plainTextOf(mail.raw) || mail.raw,
      });
    };
    // A second demo server on the machine holds the port: any free port does as well.
    const catcher = await startSmtpCatcher(config.catcherPort, keep).catch(() =>
      startSmtpCatcher(0, keep),
    );
    closeCatcher = catcher.close;
    adapters.set(
      'email',
      emailAdapter(
        { ...config.smtp, host: '127.0.0.1', port: catcher.port, secure: false, user: undefined },
        { ignoreTls: true },
      ),
    );
  }
  const receipts = `${config.publicUrl}${CAMPAIGN_SERVICE_API.smsReceipt}`;
  if (config.sms.url) {
    adapters.set(
      'sms',
      smsAdapter({ url: config.sms.url, token: config.sms.token, callbackUrl: receipts }),
    );
  } else if (demo) {
    const local = `http://127.0.0.1:${listenPort}`;
    adapters.set(
      'sms',
      smsAdapter({
        url: `${local}${CAMPAIGN_SERVICE_API.demoSmsSink}`,
        callbackUrl: `${local}${CAMPAIGN_SERVICE_API.smsReceipt}`,
      }),
    );
  }
  if (config.vapid.publicKey && config.vapid.privateKey) {
    adapters.set(
      'push',
      pushAdapter({
        publicKey: config.vapid.publicKey,
        privateKey: config.vapid.privateKey,
        subject: config.vapid.subject,
      }),
    );
  } else if (demo) {
    // Demo: a key pair made at the first start (kept in the database), demo customers subscribed
    // at the built-in push service, whose reserved origin is reached on this server's own route.
    const keys = await demoVapidKeys(database.db);
    await ensureDemoSubscriptions(database.db, keys);
    const local = `http://127.0.0.1:${listenPort}${CAMPAIGN_SERVICE_API.demoPushSink.replace('/:token', '')}`;
    adapters.set(
      'push',
      pushAdapter({ ...keys, subject: config.vapid.subject }, (endpoint) =>
        endpoint.startsWith(`${DEMO_PUSH_ORIGIN}/`)
          ? `${local}/${endpoint.slice(DEMO_PUSH_ORIGIN.length + 1)}`
          : endpoint,
      ),
    );
  }
  return { adapters, close: closeCatcher };
}

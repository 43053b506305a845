import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { CAMPAIGN_SERVICE_API } from '@dealer/contracts/campaign';
import { header, startSmtpCatcher } from '../platform/messaging/catcher';

export const RECEIPT_SECRET = 'delivery-test-receipt-secret';

/** What a peer received per delivery ref: how often, and (e-mail) under which Message-IDs. */
export interface Received {
  count: number;
  messageIds: Set<string>;
}

export interface DeliveryPeers {
  smtpPort: number;
  smsUrl: string;
  mails: Map<string, Received>;
  sms: Map<string, Received>;
  /** Where the SMS peer posts its receipts (the server under test; it may change port). */
  receiptsTo(origin: string): void;
  /** Each peer answers at once up to `fastFirst` messages, then after `slowMs` each; 0 = always fast. */
  pace(options: { fastFirst: number; slowMs: number }): void;
  /** Messages received more than once, per channel. */
  duplicates(): { email: number; sms: number };
  close(): Promise<void>;
}

const count = (seen: Map<string, Received>, ref: string, messageId = '') => {
  const r = seen.get(ref) ?? { count: 0, messageIds: new Set<string>() };
  r.count += 1;
  r.messageIds.add(messageId);
  seen.set(ref, r);
};

/**
 * A real SMTP server and a real HTTP SMS provider on loopback, as campaign delivery meets them:
 * the SMS peer answers 'queued' and posts the receipt afterwards, again and again while our server
 * is away (as providers do). Both can be made slow, so that sends are in their hands at a kill.
 */
export async function startDeliveryPeers(): Promise<DeliveryPeers> {
  let slow = { fastFirst: 0, slowMs: 0 };
  const wait = (seen: number) => sleep(slow.slowMs > 0 && seen >= slow.fastFirst ? slow.slowMs : 5);
  const mails = new Map<string, Received>();
  const sms = new Map<string, Received>();
  const smtp = await startSmtpCatcher(0, async (mail) => {
    await wait(mails.size);
    count(mails, header(mail.raw, 'X-Delivery-Ref') ?? '', header(mail.raw, 'Message-ID') ?? '');
  });
  let origin = '';
  let ids = 0;
  const postReceipt = async (id: string) => {
    for (let i = 0; i < 300; i += 1) {
      await sleep(100);
      const ok = await fetch(`${origin}${CAMPAIGN_SERVICE_API.smsReceipt}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-receipt-secret': RECEIPT_SECRET },
        body: JSON.stringify({ id, status: 'delivered' }),
      }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
    }
  };
  const smsPeer: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', async () => {
      await wait(sms.size);
      count(sms, (JSON.parse(body) as { ref: string }).ref);
      ids += 1;
      const id = `test-sms-${ids}`;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id, status: 'queued' }));
      void postReceipt(id);
    });
  });
  await new Promise<void>((r) => smsPeer.listen(0, '127.0.0.1', () => r()));
  const twice = (seen: Map<string, Received>) =>
    [...seen.values()].reduce((s, r) => s + r.count - 1, 0);
  return {
    smtpPort: smtp.port,
    smsUrl: `http://127.0.0.1:${(smsPeer.address() as AddressInfo).port}/send`,
    mails,
    sms,
    receiptsTo: (o) => (origin = o),
    pace: (options) => (slow = options),
    duplicates: () => ({ email: twice(mails), sms: twice(sms) }),
    async close() {
      await smtp.close();
      smsPeer.closeAllConnections();
      await new Promise((r) => smsPeer.close(r));
    },
  };
}

/** The server's delivery settings for these peers (e-mail unthrottled, SMS at `smsPerSecond`). */
export function deliveryEnv(
  peers: DeliveryPeers,
  options: { smtpPoolSize: number; smsPerSecond: number; batchSize?: number },
): Record<string, string> {
  return {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(peers.smtpPort),
    SMTP_POOL_SIZE: String(options.smtpPoolSize),
    SMS_API_URL: peers.smsUrl,
    SMS_RECEIPT_SECRET: RECEIPT_SECRET,
    RATE_EMAIL_PER_SECOND: '0',
    RATE_SMS_PER_SECOND: String(options.smsPerSecond),
    CAMPAIGN_SWEEP_MS: '300',
    CAMPAIGN_BATCH_SIZE: String(options.batchSize ?? 10),
    CAMPAIGN_RETRY_DELAY_SECONDS: '1',
    CAMPAIGN_HEARTBEAT_SECONDS: '10',
    JOB_MONITOR_SECONDS: '1',
  };
}

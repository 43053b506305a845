import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import {
  CAMPAIGN_API,
  CAMPAIGN_SERVICE_API,
  type BlastMessage,
  type FiguresResponse,
} from '@dealer/contracts/campaign';
import { createTestApp, type TestApp } from '../../test/testApp';
import { pushAdapter } from '../../platform/messaging/push';
import { SendFailure } from '../../platform/messaging/types';
import {
  decryptWebPush,
  demoUserAgentKeys,
  userAgentKeys,
  vapidRefusal,
} from '../../platform/messaging/webPushCrypto';
import { DEMO_PUSH_ORIGIN, demoVapidKeys } from './demoPush';

/**
 * Web push against a real HTTP push peer on loopback (what web-push sends must decrypt, with our
 * RFC 8291 code and with http_ece, web-push's own library, as a second opinion), and demo mode's
 * built-in push service: the demo campaign reaches the demo subscribers and its page counts them.
 */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    buffer: Buffer,
    params: { version: string; privateKey: unknown; authSecret: string },
  ): Buffer;
};

interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
let peer: Server;
let origin = '';
const received: Received[] = [];
let answer = 201;

beforeAll(async () => {
  peer = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answer, { location: `${origin}/m/${received.length}` });
      res.end(answer === 201 ? '' : 'gone or busy');
    });
  });
  await new Promise<void>((r) => peer.listen(0, '127.0.0.1', () => r()));
  origin = `http://127.0.0.1:${(peer.address() as AddressInfo).port}`;
});
afterAll(() => peer?.close());

describe('web push adapter against an HTTP push peer', () => {
  const vapid = webpush.generateVAPIDKeys();
  const adapter = pushAdapter({ ...vapid, subject: 'mailto:test@example.com' });
  const ua = userAgentKeys(randomBytes(16));
  const message = {
    ref: '7:42:push',
    campaignId: 7,
    to: 'push',
    subject: 'Servis 20%',
    text: 'Diskon jasa servis bulan ini — sampai jumpa di bengkel!',
    optOutUrl: 'http://localhost/api/campaign/optout/x?channel=push',
    ttlSeconds: 3600,
    push: { endpoint: '', keys: { p256dh: ua.p256dh, auth: ua.auth } },
  };

  it('sends a VAPID-signed aes128gcm payload that the subscriber decrypts', async () => {
    answer = 201;
    const result = await adapter.send({
      ...message,
      push: { ...message.push, endpoint: `${origin}/sub/1` },
    });
    expect(result.status).toBe('sent');
    const got = received.at(-1)!;
    expect(got.url).toBe('/sub/1');
    expect(got.headers['content-encoding']).toBe('aes128gcm');
    expect(got.headers.ttl).toBe('3600');
    expect(vapidRefusal(got.headers.authorization, origin, vapid.publicKey)).toBeUndefined();
    // Signed by another key, or for another push service: refused.
    expect(vapidRefusal(got.headers.authorization, 'https://other.example')).toMatch(/audience/);
    const other = webpush.generateVAPIDKeys().publicKey;
    expect(vapidRefusal(got.headers.authorization, origin, other)).toMatch(/application server/);
    const plain = JSON.parse(decryptWebPush(got.body, ua).toString('utf8')) as Record<
      string,
      string
    >;
    expect(plain).toMatchObject({ title: message.subject, body: message.text, ref: '7:42:push' });
    const second = ece.decrypt(got.body, {
      version: 'aes128gcm',
      privateKey: ua.ecdh,
      authSecret: ua.auth,
    });
    expect(second.toString('utf8')).toBe(JSON.stringify(plain));
    // Another subscriber's keys cannot read it.
    expect(() => decryptWebPush(got.body, userAgentKeys(randomBytes(16)))).toThrow();
  });

  it('reports 410 as a gone subscription and 429 as worth a retry', async () => {
    const to = { ...message, push: { ...message.push, endpoint: `${origin}/sub/2` } };
    answer = 410;
    const gone = await adapter.send(to).catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(SendFailure);
    expect(gone).toMatchObject({ gone: true, permanent: true });
    answer = 429;
    const busy = await adapter.send(to).catch((e: unknown) => e);
    expect(busy).toMatchObject({ gone: false, permanent: false });
    answer = 201;
  });
});

describe('demo push service', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({
      config: { port: 0, host: '127.0.0.1' },
    });
    auth = t.authHeader((await t.signIn('ho_campaign')).access_token);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a push not signed with the demo key and one that does not decrypt', async () => {
    const keys = await demoVapidKeys(t.db);
    const ua = demoUserAgentKeys(keys.privateKey, 'demo-c999');
    const sub = {
      endpoint: `${DEMO_PUSH_ORIGIN}/demo-c999`,
      keys: { p256dh: ua.p256dh, auth: ua.auth },
    };
    const url = CAMPAIGN_SERVICE_API.demoPushSink.replace(':token', 'demo-c999');
    const stranger = webpush.generateVAPIDKeys();
    const forged = webpush.generateRequestDetails(sub, 'hello', {
      vapidDetails: { ...stranger, subject: 'mailto:x@example.com' },
    });
    const asStranger = await t.app.inject({
      method: 'POST',
      url,
      headers: forged.headers as Record<string, string>,
      payload: forged.body!,
    });
    expect(asStranger.statusCode).toBe(403);
    const good = webpush.generateRequestDetails(sub, 'hello', {
      vapidDetails: { ...keys, subject: 'mailto:x@example.com' },
    });
    const tampered = Buffer.from(good.body!);
    tampered[tampered.length - 1]! ^= 1;
    const bad = await t.app.inject({
      method: 'POST',
      url,
      headers: good.headers as Record<string, string>,
      payload: tampered,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('does not decrypt');
  });

  it('delivers a demo campaign with push on to every demo subscriber and shows the pushes on its page', async () => {
    // Listening starts delivery with demo mode's channels (SMTP catcher, SMS sink, push service).
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const subscribers = async () =>
      (
        await t.database.query<{ n: number }>(
          `select count(*)::int as n from push_subscription where endpoint like $1`,
          [`${DEMO_PUSH_ORIGIN}/%`],
        )
      )[0]!.n;
    // Delivery starts in the onListen hook, which subscribes the demo customers first.
    const started = Date.now();
    while ((await subscribers()) === 0 && Date.now() - started < 10_000) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await subscribers()).toBeGreaterThan(0);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: auth, payload });
    const list = await post(CAMPAIGN_API.list, { Title: 'Promo Servis Akhir Bulan' });
    const demo = list.json<{ listBlastMessages: BlastMessage[] }>().listBlastMessages[0]!;
    expect(demo.isPush).toBe(true);
    // Publish it now and activate it, as the campaign desk would.
    const full = (await post(CAMPAIGN_API.byId, { BlastMessageId: demo.id })).json<{
      blastMessage: BlastMessage;
    }>().blastMessage;
    const edited = await post(CAMPAIGN_API.command, {
      Action: 'Edit',
      BlastMessage: { ...full, publishDate: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const version = edited.json<{ blastMessage: BlastMessage }[]>()[0]!.blastMessage.version;
    const on = await post(CAMPAIGN_API.command, {
      Action: 'SetActive',
      BlastMessage: { id: demo.id, version },
    });
    expect(on.statusCode, on.body).toBe(200);
    let figures: FiguresResponse | undefined;
    const deadline = Date.now() + 20_000;
    for (;;) {
      figures = (await post(CAMPAIGN_API.figures, { BlastMessageId: demo.id })).json();
      const push = figures!.channels.find((c) => c.channel === 'push')!;
      if (push.audience > 0 && push.sent === push.audience) break;
      if (Date.now() > deadline) throw new Error(`push not sent: ${JSON.stringify(push)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const push = figures!.channels.find((c) => c.channel === 'push')!;
    expect(push).toMatchObject({ queued: 0, failed: 0 });
    const [sunk] = await t.database.query<{ n: number; title: string }>(
      `select count(*)::int as n, min(subject) as title from campaign_sink_message
       where channel = 'push' and campaign_id = $1`,
      [demo.id],
    );
    // Every push the page counts as sent was received, decrypted, by the demo push service.
    expect(sunk!.n).toBe(push.sent);
    expect(sunk!.title).toBe('Promo Servis Akhir Bulan');
    // The page counts them among the demo sink's messages. (Its 'latest' list holds the last ten
    // of any channel: e-mails of the same campaign, in their own queue, may arrive after the
    // pushes and fill it, so it is no proof either way.)
    expect(figures!.demoSink.total).toBeGreaterThanOrEqual(push.sent);
    // Each shows what the customer reads: the push's body, an e-mail's text part (not its MIME).
    expect(figures!.demoSink.latest.length).toBeGreaterThan(0);
    for (const m of figures!.demoSink.latest) {
      expect(m.body.startsWith('Diskon 20% jasa servis berkala')).toBe(true);
    }
  }, 30_000);
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAMPAIGN_API,
  TEST_SENDS_PER_MINUTE,
  type FiguresResponse,
} from '@dealer/contracts/campaign';
import { rows } from '../../db/client';
import { startSmtpCatcher, type CaughtMail } from '../../platform/messaging/catcher';
import { createTestApp, type TestApp } from '../../test/testApp';
import { loopbackAdapters } from '../../test/loopbackAdapters';
import { startCampaignEngine, type CampaignEngine } from './engine';

/** Issue 40: the form's message through the real channel to a typed address, as a test. */
let t: TestApp;
let auth: { authorization: string };
let engine: CampaignEngine;
let closeSmtp: () => Promise<void>;
let sms: Server;
const mails: CaughtMail[] = [];
const texts: { to: string; text: string }[] = [];
/** The SMTP peer refuses mail to this address for good (550), as a real server would. */
const REFUSED = 'gone@example.com';

beforeAll(async () => {
  t = await createTestApp();
  auth = t.authHeader((await t.signIn('ho_campaign')).access_token);
  const smtp = await startSmtpCatcher(0, (mail) => {
    if (mail.to.includes(REFUSED)) {
      throw Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
    }
    mails.push(mail);
  });
  closeSmtp = smtp.close;
  sms = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      texts.push(JSON.parse(body) as { to: string; text: string });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: `sms-${texts.length}`, status: 'queued' }));
    });
  });
  await new Promise<void>((r) => sms.listen(0, '127.0.0.1', () => r()));
  const adapters = loopbackAdapters(
    t.config.messaging.smtp,
    smtp.port,
    (sms.address() as AddressInfo).port,
  );
  engine = await startCampaignEngine({
    database: t.database,
    config: { ...t.config.messaging, sweepMs: 60_000 },
    timeZone: t.config.tzBusiness,
    adapters,
    log: () => {},
  });
  t.app.campaignEngine = engine;
}, 60_000);

afterAll(async () => {
  await engine?.stop();
  await closeSmtp?.();
  sms?.close();
  await t?.close();
});

const testSend = (payload: object, headers = auth) =>
  t.app.inject({ method: 'POST', url: CAMPAIGN_API.testSend, headers, payload });
const demoCampaign = async () =>
  (await rows<{ id: number }>(t.db, sql`select id from campaign order by id limit 1`))[0]!.id;
const deliveries = async (id: number) =>
  (
    await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from campaign_delivery where campaign_id = ${id}`,
    )
  )[0]!.n;

describe('a test send', () => {
  it('sends the form’s e-mail to the typed address and counts it as a test, not a delivery', async () => {
    const id = await demoCampaign();
    const before = await deliveries(id);
    const r = await testSend({
      title: 'Coba kirim',
      content: 'Pesan uji coba.',
      channel: 'email',
      to: 'tester@example.com',
      blastMessageId: id,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ channel: 'email', to: 'tester@example.com', status: 'sent' });
    const mail = mails.find((m) => m.to.includes('tester@example.com'));
    expect(mail?.subject).toBe('Coba kirim');
    expect(mail?.raw).toContain('Pesan uji coba.');
    expect(await deliveries(id)).toBe(before);
    const figures = await t.app.inject({
      method: 'POST',
      url: CAMPAIGN_API.figures,
      headers: auth,
      payload: { BlastMessageId: id },
    });
    expect(figures.json<FiguresResponse>().testSends).toBe(1);
  });

  it('sends the SMS text, opt-out line included, to the typed phone number', async () => {
    const r = await testSend({
      title: 'SMS',
      content: 'Servis hemat',
      channel: 'sms',
      to: '+62 812 0000 1234',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(texts.at(-1)).toMatchObject({ to: '+62 812 0000 1234' });
    expect(texts.at(-1)!.text).toMatch(/^Servis hemat\nSTOP: http/);
  });

  it('refuses an address that is not one of the channel, at `to`, and sends nothing', async () => {
    const sent = mails.length + texts.length;
    const email = await testSend({ title: 'A', content: 'B', channel: 'email', to: '0812' });
    expect(email.statusCode).toBe(400);
    expect(email.json<{ errors: unknown[] }>().errors).toEqual([
      expect.objectContaining({ field: 'to', message: 'must be an e-mail address' }),
    ]);
    const phone = await testSend({ title: 'A', content: 'B', channel: 'sms', to: 'a@b.co' });
    expect(phone.json<{ errors: unknown[] }>().errors).toEqual([
      expect.objectContaining({ field: 'to', message: 'must be a phone number' }),
    ]);
    const push = await testSend({ title: 'A', content: 'B', channel: 'push', to: 'x' });
    expect(push.statusCode).toBe(400);
    expect(mails.length + texts.length).toBe(sent);
  });

  it('says the provider’s refusal at `to` and records the test as failed', async () => {
    const r = await testSend({ title: 'A', content: 'B', channel: 'email', to: REFUSED });
    expect(r.statusCode).toBe(400);
    const [error] = r.json<{ errors: { field: string; message: string }[] }>().errors;
    expect(error!.field).toBe('to');
    expect(error!.message).toMatch(/^The provider refused the test: .*Mailbox unavailable/);
    const [row] = await rows<{ outcome: string }>(
      t.db,
      sql`select outcome from campaign_test_send where address = ${REFUSED}`,
    );
    expect(row!.outcome).toBe('failed');
  });

  it('refuses a channel this server has no provider for, at `channel`', async () => {
    t.app.campaignEngine = undefined;
    try {
      const r = await testSend({ title: 'A', content: 'B', channel: 'email', to: 'a@example.com' });
      expect(r.statusCode).toBe(400);
      expect(r.json<{ errors: unknown[] }>().errors).toEqual([
        { field: 'channel', message: 'No e-mail provider is configured on this server' },
      ]);
    } finally {
      t.app.campaignEngine = engine;
    }
  });

  it(`allows ${TEST_SENDS_PER_MINUTE} a minute to one user, then answers 429`, async () => {
    const other = t.authHeader((await t.signIn('ho_testdrive')).access_token);
    const body = { title: 'A', content: 'B', channel: 'sms', to: '+62 812 0000 9999' };
    for (let i = 0; i < TEST_SENDS_PER_MINUTE; i += 1) {
      expect((await testSend(body, other)).statusCode).toBe(200);
    }
    const refused = await testSend(body, other);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another user's tests are their own.
    expect((await testSend(body)).statusCode).toBe(200);
  });

  it('is for the campaign desk only', async () => {
    const crc = t.authHeader((await t.signIn('crc')).access_token);
    const r = await testSend({ title: 'A', content: 'B', channel: 'sms', to: '+628120000' }, crc);
    expect(r.statusCode).toBe(403);
  });
});

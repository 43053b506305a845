import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { header, startSmtpCatcher, type CaughtMail } from '../../platform/messaging/catcher';
import { emailAdapter } from '../../platform/messaging/email';
import { upsertCustomer } from './customers';
import { pageLanguage } from './unsubscribePage';

/**
 * The unsubscribe link of every campaign message: a GET (a link scanner, a preview, a customer
 * who clicked) only asks; the POST (the page's button, or a mailbox provider's RFC 8058
 * one-click) withdraws consent.
 */
let t: TestApp;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function newCustomer(): Promise<string> {
  serial += 1;
  await upsertCustomer(
    t.db,
    {
      customerRef: `unsub-${serial}`,
      fullName: `Unsubscribe ${serial}`,
      email: `unsub-${serial}@example.com`,
      phone: `+62811990${String(serial).padStart(3, '0')}`,
      consentEmail: true,
      consentSms: true,
      consentPush: true,
    },
    'test',
  );
  const [row] = await t.database.query<{ opt_out_token: string }>(
    'select opt_out_token from customer where customer_ref = $1',
    [`unsub-${serial}`],
  );
  return row!.opt_out_token;
}

async function consent(token: string) {
  const [row] = await t.database.query<{ email: boolean; sms: boolean; push: boolean }>(
    `select consent_email as email, consent_sms as sms, consent_push as push
     from customer where opt_out_token = $1`,
    [token],
  );
  return row;
}

const link = (token: string, channel?: string) =>
  `/api/campaign/optout/${token}${channel ? `?channel=${channel}` : ''}`;

describe('the unsubscribe link', () => {
  it('changes nothing on GET or HEAD and shows a button that posts to the same link', async () => {
    const token = await newCustomer();
    for (const method of ['GET', 'HEAD'] as const) {
      const r = await t.app.inject({ method, url: link(token, 'email') });
      expect(r.statusCode).toBe(200);
    }
    const page = await t.app.inject({ method: 'GET', url: link(token, 'email') });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toMatch(/<form method="post">/);
    expect(page.body).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(page.body).toContain('by e-mail');
    expect(await consent(token)).toEqual({ email: true, sms: true, push: true });
  });

  it('withdraws consent on the one-click POST of RFC 8058, for the channel of the link only', async () => {
    const token = await newCustomer();
    const r = await t.app.inject({
      method: 'POST',
      url: link(token, 'email'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('You will not receive these messages any more.');
    expect(await consent(token)).toEqual({ email: false, sms: true, push: true });
  });

  it('accepts the one-click POST as multipart/form-data too, and a link without a channel stops every channel', async () => {
    const token = await newCustomer();
    const boundary = 'xyzBOUNDARYxyz';
    const r = await t.app.inject({
      method: 'POST',
      url: link(token),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\n` +
        `One-Click\r\n--${boundary}--\r\n`,
    });
    expect(r.statusCode).toBe(200);
    expect(await consent(token)).toEqual({ email: false, sms: false, push: false });
  });

  it('answers an unknown token with 404 on GET and POST, in the language the browser asks for', async () => {
    const token = 'no-such-token-anywhere';
    const get = await t.app.inject({
      method: 'GET',
      url: link(token),
      headers: { 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' },
    });
    expect(get.statusCode).toBe(404);
    expect(get.body).toContain('Tautan ini tidak berlaku.');
    const post = await t.app.inject({ method: 'POST', url: link(token), payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('answers in Arabic right to left, and in English when no language it speaks is asked for', async () => {
    const token = await newCustomer();
    const ar = await t.app.inject({
      method: 'GET',
      url: link(token),
      headers: { 'accept-language': 'ar-SA' },
    });
    expect(ar.body).toContain('dir="rtl"');
    expect(ar.body).toContain('إلغاء الاشتراك');
    expect(pageLanguage('de-DE, ja;q=0.5')).toBe('en');
    expect(pageLanguage('de, fr;q=0.4, zh-CN;q=0.7')).toBe('zh');
    expect(pageLanguage('in')).toBe('id');
    expect(pageLanguage('fr;q=0, it')).toBe('it');
  });
});

describe('campaign e-mail', () => {
  it('carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) with the link', async () => {
    const caught: CaughtMail[] = [];
    const peer = await startSmtpCatcher(0, (mail) => {
      caught.push(mail);
    });
    const adapter = emailAdapter(
      {
        host: '127.0.0.1',
        port: peer.port,
        secure: false,
        poolSize: 1,
        from: 'Auto2000 <no-reply@auto2000.co.id>',
        user: undefined,
        password: undefined,
      },
      { ignoreTls: true },
    );
    try {
      const optOutUrl = 'https://dealer.example/api/campaign/optout/abc?channel=email';
      await adapter.send({
        ref: '1:2:email',
        campaignId: 1,
        to: 'customer@example.com',
        subject: 'Promo',
        text: 'Halo',
        optOutUrl,
        imageUrl: undefined,
        ttlSeconds: 60,
      });
      expect(caught).toHaveLength(1);
      expect(header(caught[0]!.raw, 'List-Unsubscribe')).toBe(`<${optOutUrl}>`);
      expect(header(caught[0]!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    } finally {
      await adapter.close();
      await peer.close();
    }
  });
});

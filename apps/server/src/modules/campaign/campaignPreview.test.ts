import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_API, type CampaignPreviewResponse } from '@dealer/contracts/campaign';
import { rows } from '../../db/client';
import { pngImage } from '../../platform/files/test/images';
import { multipartFile } from '../../test/masterHelpers';
import { createTestApp, type TestApp } from '../../test/testApp';

/** Issue 40: each channel's message, as it would go out, before the campaign is saved. */
let t: TestApp;
let auth: { authorization: string };
let customer: {
  id: number;
  full_name: string;
  email: string;
  phone: string;
  opt_out_token: string;
};

beforeAll(async () => {
  t = await createTestApp();
  auth = t.authHeader((await t.signIn('ho_campaign')).access_token);
  customer = (
    await rows<typeof customer>(
      t.db,
      sql`select id, full_name, email, phone, opt_out_token from customer
          where email is not null and phone is not null order by id limit 1`,
    )
  )[0]!;
});
afterAll(async () => {
  await t?.close();
});

const preview = (payload: object, headers = auth) =>
  t.app.inject({ method: 'POST', url: CAMPAIGN_API.preview, headers, payload });

describe('the campaign preview', () => {
  it('shows each channel with the chosen customer’s address and opt-out link filled in', async () => {
    const r = await preview({
      title: 'Servis hemat',
      content: 'Diskon 20% untuk servis berkala.\n\nBerlaku sampai akhir bulan.',
      customerId: customer.id,
    });
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json<CampaignPreviewResponse>();
    const optOut = `/api/campaign/optout/${customer.opt_out_token}?channel=`;
    expect(body.customer).toEqual({ id: customer.id, fullName: customer.full_name });
    expect(body.email.to).toBe(customer.email);
    expect(body.email.html).toContain('<p>Diskon 20% untuk servis berkala.</p>');
    expect(body.email.html).toContain(`${optOut}email`);
    expect(body.email.text).toContain(`Stop these messages: `);
    // The MIME an SMTP server would receive: the headers the adapter sets and both parts.
    expect(body.email.mime).toMatch(/^Subject: Servis hemat$/m);
    expect(body.email.mime).toMatch(/^To: .*$/m);
    expect(body.email.mime).toContain(customer.email);
    expect(body.email.mime).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(body.email.mime).toMatch(/^Message-ID: <preview\.\d+\.email@campaign\.auto2000>$/m);
    expect(body.email.mime).toContain('multipart/alternative');
    expect(body.email.mime).toContain('Content-Type: text/html');
    expect(body.sms.to).toBe(customer.phone);
    expect(body.sms.text.startsWith('Diskon 20% untuk servis berkala.')).toBe(true);
    expect(body.sms.text).toContain(`STOP: `);
    expect(body.sms.text).toContain(`${optOut}sms`);
    expect(body.sms).toMatchObject({ encoding: 'GSM-7', segments: 1, unitsPerSegment: 160 });
    expect(body.sms.units).toBe(body.sms.text.length);
    expect(body.push).toEqual({
      title: 'Servis hemat',
      body: 'Diskon 20% untuk servis berkala.\n\nBerlaku sampai akhir bulan.',
      image: null,
    });
  });

  it('fills in a sample customer when none is chosen', async () => {
    const r = await preview({ title: 'Halo', content: 'Apa kabar?' });
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json<CampaignPreviewResponse>();
    expect(body.customer).toBeNull();
    expect(body.email.to).toBe('customer@example.com');
    expect(body.sms.text).toContain('/api/campaign/optout/preview?channel=sms');
  });

  it('carries an uploaded image in the e-mail and the push, as an absolute address', async () => {
    const png = multipartFile('banner.png', pngImage(40, 20));
    const up = await t.app.inject({
      method: 'POST',
      url: CAMPAIGN_API.image,
      headers: { ...auth, 'content-type': png.contentType },
      payload: png.payload,
    });
    const { fileId } = up.json<{ fileId: string }>();
    const r = await preview({ title: 'Gambar', content: 'Lihat', imageFileId: fileId });
    const body = r.json<CampaignPreviewResponse>();
    expect(body.push.image).toMatch(new RegExp(`^https?://[^/]+/.*${fileId}`));
    expect(body.email.html).toContain(`<img src="${body.push.image}"`);
  });

  it('counts an SMS with an emoji in UCS-2 parts of 67', async () => {
    const content = `${'Promo servis mobil keluarga '.repeat(3)}🚗`;
    const body = (await preview({ title: 'Emoji', content })).json<CampaignPreviewResponse>();
    expect(body.sms.encoding).toBe('UCS-2');
    expect(body.sms.unitsPerSegment).toBe(67);
    expect(body.sms.segments).toBe(Math.ceil(body.sms.units / 67));
  });

  it('refuses an unknown customer, an image never uploaded and an empty title at the field', async () => {
    const unknown = await preview({ title: 'A', content: 'B', customerId: 2_000_000_000 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ errors: unknown[] }>().errors).toEqual([
      { field: 'customerId', message: 'No such customer' },
    ]);
    const image = await preview({ title: 'A', content: 'B', imageFileId: 'd'.repeat(64) });
    expect(image.json<{ errors: unknown[] }>().errors).toEqual([
      { field: 'imageFileId', message: 'Upload the image first' },
    ]);
    const empty = await preview({ title: ' ', content: 'B' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('title');
  });

  it('is for the campaign desk only', async () => {
    const crc = t.authHeader((await t.signIn('crc')).access_token);
    expect((await preview({ title: 'A', content: 'B' }, crc)).statusCode).toBe(403);
  });
});

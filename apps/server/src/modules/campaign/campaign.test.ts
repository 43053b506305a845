import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_SERVICE_API } from '@dealer/contracts';
import {
  CAMPAIGN_API,
  CAMPAIGN_SERVICE_API,
  type BlastMessage,
  type FiguresResponse,
} from '@dealer/contracts/campaign';
import { DEMO_SERVICE_CLIENT } from '../../config';
import { createTestApp, type TestApp } from '../../test/testApp';
import { loopbackAdapters } from '../../test/loopbackAdapters';
import { multipartFile, xlsx } from '../../test/masterHelpers';
import { pngImage } from '../../platform/files/test/images';
import { exportedDay, readExport } from '../../platform/excel/test/exports';
import { startSmtpCatcher, type CaughtMail } from '../../platform/messaging/catcher';
import { orderFixture } from '../order/test/orders';
import { startCampaignEngine, type CampaignEngine } from './engine';

/**
 * Campaign console and real delivery against real peers on loopback: an SMTP server (smtp-server)
 * and an HTTP SMS provider that can answer 429 / 5xx and posts delivery receipts back.
 */
let t: TestApp;
let auth: { authorization: string };
let engine: CampaignEngine;
const mails: CaughtMail[] = [];
let closeSmtp: () => Promise<void>;
let sms: Server;
const smsReceived: { to: string; ref: string }[] = [];
let smsFailNext = 0;
let smsCount = 0;
const service = {
  authorization: `Basic ${Buffer.from(`${DEMO_SERVICE_CLIENT.id}:${DEMO_SERVICE_CLIENT.secret}`).toString('base64')}`,
};
/**
 * A birth date that makes a customer `age` years old on the server's business day: two days
 * before today's date, `age` years back. The business day (Asia/Jakarta) can be a day ahead of
 * UTC, so 1 January of the UTC year made them a year older from 17:00 UTC on 31 December.
 */
function bornYearsAgo(age: number): string {
  const now = new Date();
  const day = new Date(
    Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate() - 2),
  );
  return day.toISOString().slice(0, 10);
}

beforeAll(async () => {
  t = await createTestApp();
  auth = t.authHeader((await t.signIn('ho_campaign')).access_token);
  const smtp = await startSmtpCatcher(0, (mail) => {
    mails.push(mail);
  });
  closeSmtp = smtp.close;
  sms = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (smsFailNext > 0) {
        smsFailNext -= 1;
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' });
        res.end(JSON.stringify({ message: 'Too many requests' }));
        return;
      }
      const m = JSON.parse(body) as { to: string; ref: string };
      smsReceived.push(m);
      smsCount += 1;
      const id = `sms-${smsCount}`;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id, status: 'queued' }));
      // The receipt, posted back like a provider does (through the app, as its HTTP route).
      setTimeout(() => {
        void t.app.inject({
          method: 'POST',
          url: CAMPAIGN_SERVICE_API.smsReceipt,
          headers: { 'x-receipt-secret': t.config.messaging.sms.receiptSecret },
          payload: { id, status: 'delivered' },
        });
      }, 20);
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
    config: {
      ...t.config.messaging,
      rates: { email: 1000, sms: 1000, push: 1000 },
      retryDelaySeconds: 1,
      retryLimit: 2,
      sweepMs: 60_000,
    },
    timeZone: t.config.tzBusiness,
    adapters,
    log: () => {},
  });
}, 60_000);

afterAll(async () => {
  await engine?.stop();
  await closeSmtp?.();
  sms?.close();
  await t?.close();
});

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: auth, payload: payload as object });

/** `n` customers of age `age` (isolates each test's audience from the demo customers). */
async function addCustomers(tag: string, age: number, n: number, extra: object = {}) {
  for (let i = 0; i < n; i += 1) {
    const r = await t.app.inject({
      method: 'POST',
      url: CAMPAIGN_SERVICE_API.customer,
      headers: service,
      payload: {
        customerRef: `${tag}-${i}`,
        fullName: `Customer ${tag} ${i}`,
        birthDate: bornYearsAgo(age),
        gender: 'F',
        email: `${tag}-${i}@example.com`,
        phone: `+6281100${age}${String(i).padStart(3, '0')}`,
        consentEmail: true,
        consentSms: true,
        ...extra,
      },
    });
    expect(r.statusCode, r.body).toBe(200);
  }
}

const base = (age: number, over: object = {}) => ({
  title: `Campaign age ${age}`,
  content: 'Halo! Promo servis bulan ini.',
  blastMessageTypeCode: 'PROMO',
  promoCode: `AGE${age}`,
  publishDate: new Date(Date.now() - 60_000).toISOString(),
  validFrom: new Date(Date.now() - 60_000).toISOString(),
  validTo: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  minimumAge: age,
  maximumAge: age,
  gender: 'F',
  ...over,
});

async function add(body: object): Promise<BlastMessage> {
  const r = await post(CAMPAIGN_API.command, { Action: 'Add', BlastMessage: body });
  expect(r.statusCode, r.body).toBe(200);
  const [first] = r.json<{ message: string; blastMessage: BlastMessage }[]>();
  expect(first!.message.toLowerCase()).toContain('berhasil');
  return first!.blastMessage;
}

async function activate(c: BlastMessage) {
  const r = await post(CAMPAIGN_API.command, {
    Action: 'SetActive',
    BlastMessage: { id: c.id, version: c.version },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ message: string; blastMessage: BlastMessage }[]>()[0]!;
}

const figures = async (id: number) =>
  (await post(CAMPAIGN_API.figures, { BlastMessageId: id })).json<FiguresResponse>();

async function until(check: () => Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('campaign console', () => {
  it('refuses bad input with 400 naming the field and writes nothing', async () => {
    const before = (await post(CAMPAIGN_API.list, { Title: 'Bad' })).json<{
      listBlastMessages: unknown[];
    }>().listBlastMessages.length;
    const cases: [object, string][] = [
      [{ minimumAge: 50, maximumAge: 20 }, 'maximumAge'],
      [{ validTo: new Date(Date.now() - 86_400_000 * 30).toISOString() }, 'validTo'],
      [{ blastMessageTypeCode: 'NOPE' }, 'blastMessageTypeCode'],
      [{ regionCode: 'NOWHERE' }, 'regionCode'],
    ];
    for (const [over, field] of cases) {
      const r = await post(CAMPAIGN_API.command, {
        Action: 'Add',
        BlastMessage: { ...base(1), title: 'Bad one', ...over },
      });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.body).toContain(field);
    }
    const twoImages = await post(CAMPAIGN_API.command, {
      Action: 'Add',
      BlastMessage: { ...base(1), title: 'Bad one' },
      BlastMessageImage: [
        { fileId: 'a'.repeat(64), sequence: 0 },
        { fileId: 'b'.repeat(64), sequence: 0 },
      ],
    });
    expect(twoImages.statusCode).toBe(400);
    expect(twoImages.body).toContain('BlastMessageImage');
    const notUploaded = await post(CAMPAIGN_API.command, {
      Action: 'Add',
      BlastMessage: { ...base(1), title: 'Bad one' },
      BlastMessageImage: [{ fileId: 'c'.repeat(64), sequence: 0 }],
    });
    expect(notUploaded.statusCode).toBe(400);
    const text = multipartFile('notes.png', 'this is not an image');
    const notImage = await t.app.inject({
      method: 'POST',
      url: CAMPAIGN_API.image,
      headers: { ...auth, 'content-type': text.contentType },
      payload: text.payload,
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.body).toContain('file');
    const after = (await post(CAMPAIGN_API.list, { Title: 'Bad' })).json<{
      listBlastMessages: unknown[];
    }>().listBlastMessages.length;
    expect(after).toBe(before);
  });

  it('adds with an image, lists by title/type/publish window, copies the defaults, and deletes', async () => {
    const png = multipartFile('banner.png', pngImage(40, 20));
    const up = await t.app.inject({
      method: 'POST',
      url: CAMPAIGN_API.image,
      headers: { ...auth, 'content-type': png.contentType },
      payload: png.payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    const { fileId, urlImage } = up.json<{ fileId: string; urlImage: string }>();
    const c = await add({
      title: 'Lebaran Service Promo',
      content: 'Mudik aman',
      blastMessageTypeCode: 'PROMO',
      publishDate: new Date().toISOString(),
      validFrom: new Date().toISOString(),
      validTo: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(c.status).toBe(3);
    expect([c.isPush, c.isEmail, c.isSms, c.companyCode, c.regionCode, c.minimumAge]).toEqual([
      true,
      false,
      false,
      '0002',
      'ALL',
      1,
    ]);
    const edit = await post(CAMPAIGN_API.command, {
      Action: 'Edit',
      BlastMessage: { ...c, minimumAge: 0, id: c.id, version: c.version },
      BlastMessageImage: [{ fileId, sequence: 0 }],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const byId = (await post(CAMPAIGN_API.byId, { BlastMessageId: c.id })).json<{
      blastMessageImageList: { url: string }[];
    }>();
    expect(byId.blastMessageImageList[0]!.url).toBe(urlImage);
    // A window of a day either side of now, not the calendar month: on the 29th to the 31st
    // (or past midnight in the business time zone) a fixed '01'..'28' missed today's campaign.
    const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const list = (
      await post(CAMPAIGN_API.list, {
        Title: 'lebaran',
        Type: 'PROMO',
        PublishDateStart: dayOf(Date.now() - 86_400_000),
        PublishDateEnd: dayOf(Date.now() + 86_400_000),
      })
    ).json<{ listBlastMessages: BlastMessage[] }>();
    expect(list.listBlastMessages.map((m) => m.id)).toContain(c.id);
    const removed = await post(CAMPAIGN_API.command, {
      Action: 'Remove',
      BlastMessage: { id: c.id },
    });
    expect(removed.json<{ message: string }[]>()[0]!.message).toContain('berhasil');
    expect((await post(CAMPAIGN_API.byId, { BlastMessageId: c.id })).statusCode).toBe(404);
  });

  it('refuses other roles (403) and shows the personal-data directory to the campaign desk', async () => {
    const crc = t.authHeader((await t.signIn('crc')).access_token);
    const r = await t.app.inject({
      method: 'POST',
      url: CAMPAIGN_API.list,
      headers: crc,
      payload: {},
    });
    expect(r.statusCode).toBe(403);
    const dir = await post(CAMPAIGN_API.customers, { q: 'DEMO-C001' });
    expect(dir.json<{ customers: { religion: string }[] }>().customers[0]!.religion).toBeTruthy();
  });
});

describe('conversion', () => {
  it('counts the test-drive orders whose intake carried the campaign promo code, in any case', async () => {
    const c = await add(base(61, { promoCode: 'Kilat61' }));
    expect((await figures(c.id)).conversions).toBe(0);
    const unit = await (await orderFixture(t)).unitOf('T010');
    let day = 0;
    const order = (promoCode?: string) => {
      day += 1;
      const start = new Date(Date.UTC(2031, 2, day, 2, 0));
      return t.app.inject({
        method: 'POST',
        url: ORDER_SERVICE_API.create,
        headers: service,
        payload: {
          testDriveUnitId: unit,
          startDateTime: start.toISOString().replace('Z', '+00:00'),
          endDateTime: new Date(start.getTime() + 3_600_000).toISOString().replace('Z', '+00:00'),
          userId: 'promo-customer',
          customerName: 'Sari Promo',
          customerEmail: 'sari.promo@example.co.id',
          customerPhoneNo: '0813 5555 6161',
          city: 'Jakarta',
          address: 'Jl. Promo 61',
          orderType: 'TESTDRIVE',
          locationType: 'DEALER',
          ...(promoCode === undefined ? {} : { promoCode }),
        },
      });
    };
    for (const code of ['KILAT61', 'kilat61', undefined, 'OTHER61']) {
      const r = await order(code);
      expect(r.statusCode, r.body).toBe(200);
    }
    expect((await figures(c.id)).conversions).toBe(2);
    // A code that cannot be one is refused, naming the field, and no order is written.
    const bad = await order('kilat 61!');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('promoCode');
    expect((await figures(c.id)).conversions).toBe(2);
  });
});

describe('customer directory', () => {
  const header = [
    'CustomerRef',
    'FullName',
    'RegionCode',
    'BirthDate',
    'Gender',
    'Email',
    'ConsentEmail',
  ];
  const upload = async (rows: (string | number)[][]) => {
    const file = multipartFile('customers.xlsx', await xlsx(header, rows));
    return t.app.inject({
      method: 'POST',
      url: CAMPAIGN_API.customerUpload,
      headers: { ...auth, 'content-type': file.contentType },
      payload: file.payload,
    });
  };
  const count = async () =>
    (
      await t.database.query<{ n: number }>(
        "select count(*)::int as n from customer where customer_ref like 'IMP-%'",
      )
    )[0]!.n;

  it('imports all rows or none, naming the bad row and column', async () => {
    const bad = await upload([
      ['IMP-1', 'Imported One', '', '1990-01-02', 'F', 'imp1@example.com', 1],
      ['IMP-2', 'Imported Two', 'NOWHERE', '1991-01-02', 'M', 'imp2@example.com', 0],
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('RegionCode');
    expect(await count()).toBe(0);
    const good = await upload([
      ['IMP-1', 'Imported One', '', '1990-01-02', 'F', 'imp1@example.com', 1],
      ['IMP-2', 'Imported Two', '', '1991-01-02', 'M', 'imp2@example.com', 0],
    ]);
    expect(good.statusCode, good.body).toBe(200);
    expect(await count()).toBe(2);
    const template = await t.app.inject({
      method: 'GET',
      url: CAMPAIGN_API.customerTemplate,
      headers: auth,
    });
    expect(template.statusCode).toBe(200);
  });

  it('exports customers as xlsx and records who exported what', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `${CAMPAIGN_API.customerExport}?q=IMP-`,
      headers: auth,
    });
    expect(r.statusCode).toBe(200);
    expect(r.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const [audit] = await t.database.query<{
      exported_by: string;
      row_count: number;
      what: string;
    }>('select exported_by, row_count, what from customer_export_audit order by id desc limit 1');
    expect(audit).toMatchObject({ exported_by: 'ho_campaign', row_count: 2 });
    // Birth dates are date cells (dd-mm-yyyy), the days the import took.
    const file = await readExport(r.rawPayload);
    expect(file.column('BirthDate')).toEqual([
      exportedDay('1990-01-02'),
      exportedDay('1991-01-02'),
    ]);
    expect(file.workbook.worksheets[1]!.getCell('F2').numFmt).toBe('dd-mm-yyyy');
  });
});

describe('delivery', () => {
  it('previews the audience per channel and delivers e-mail once to every consenting customer', async () => {
    await addCustomers('mail', 121, 12);
    await addCustomers('nomail', 121, 3, { consentEmail: false });
    const preview = (
      await post(CAMPAIGN_API.audience, { minimumAge: 121, maximumAge: 121, gender: 'F' })
    ).json<{ customers: number; email: number; sms: number }>();
    expect(preview).toMatchObject({ customers: 15, email: 12, sms: 15 });
    const c = await add(base(121, { isEmail: true, isPush: false }));
    const on = await activate(c);
    expect(on.message).not.toContain('dinonaktifkan');
    await engine.dispatchDue();
    await until(async () => (await figures(c.id)).channels[0]!.sent === 12);
    const f = await figures(c.id);
    expect(f.channels[0]).toMatchObject({ audience: 15, sent: 12, optedOut: 3, failed: 0 });
    const ours = mails.filter((m) => m.campaignId === c.id);
    expect(ours).toHaveLength(12);
    expect(new Set(ours.map((m) => m.to[0])).size).toBe(12);
    expect(ours[0]!.raw).toContain('/api/campaign/optout/');
    // A second sweep and the same activation again send nothing more.
    await engine.dispatchDue();
    expect(mails.filter((m) => m.campaignId === c.id)).toHaveLength(12);
  }, 30_000);

  it('retries SMS after 429, honours receipts, and measures the global throttle', async () => {
    await addCustomers('sms', 122, 6);
    await t.database.query(
      "update message_rate_bucket set rate_per_second = 4, burst = 1, tokens = 0 where provider = 'sms'",
    );
    smsFailNext = 1;
    const c = await add(base(122, { isSms: true, isPush: false }));
    await activate(c);
    const started = Date.now();
    await engine.dispatchDue();
    await until(async () => (await figures(c.id)).channels[1]!.delivered === 6);
    const elapsed = Date.now() - started;
    // 6 sends at 4/s from an empty bucket: at least 1.25 s whatever the worker count.
    expect(elapsed).toBeGreaterThanOrEqual(1250);
    const f = await figures(c.id);
    expect(f.channels[1]).toMatchObject({ audience: 6, sent: 6, delivered: 6, failed: 0 });
    expect(smsReceived.filter((m) => m.ref.startsWith(`${c.id}:`))).toHaveLength(6);
    await t.database.query(
      "update message_rate_bucket set rate_per_second = 1000 where provider = 'sms'",
    );
  }, 30_000);

  it('stops unsent messages when the campaign is deactivated mid-send', async () => {
    await addCustomers('stop', 123, 20);
    await t.database.query(
      "update message_rate_bucket set rate_per_second = 5, burst = 1, tokens = 1 where provider = 'email'",
    );
    const c = await add(base(123, { isEmail: true, isPush: false }));
    const on = await activate(c);
    await engine.dispatchDue();
    await until(async () => (await figures(c.id)).channels[0]!.sent >= 2);
    const off = await post(CAMPAIGN_API.command, {
      Action: 'SetNonActive',
      BlastMessage: { id: c.id, version: on.blastMessage.version },
    });
    expect(off.json<{ message: string }[]>()[0]!.message).toContain('dinonaktifkan');
    await until(async () => (await figures(c.id)).channels[0]!.queued === 0);
    const f = (await figures(c.id)).channels[0]!;
    expect(f.sent).toBeLessThan(20);
    expect(f.sent + f.cancelled).toBe(20);
    const sentAtStop = mails.filter((m) => m.campaignId === c.id).length;
    await new Promise((r) => setTimeout(r, 800));
    expect(mails.filter((m) => m.campaignId === c.id).length).toBe(sentAtStop);
    await t.database.query(
      "update message_rate_bucket set rate_per_second = 1000 where provider = 'email'",
    );
  }, 30_000);

  it('honours an opt-out made through the link before the send', async () => {
    await addCustomers('optout', 124, 3);
    const [row] = await t.database.query<{ opt_out_token: string }>(
      "select opt_out_token from customer where customer_ref = 'optout-0'",
    );
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/campaign/optout/${row!.opt_out_token}?channel=email`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(link.statusCode).toBe(200);
    const c = await add(base(124, { isEmail: true, isPush: false }));
    await activate(c);
    await engine.dispatchDue();
    await until(async () => (await figures(c.id)).channels[0]!.sent === 2);
    const f = (await figures(c.id)).channels[0]!;
    expect(f).toMatchObject({ audience: 3, sent: 2, optedOut: 1 });
    expect(mails.some((m) => m.to.includes('optout-0@example.com'))).toBe(false);
  }, 30_000);
});

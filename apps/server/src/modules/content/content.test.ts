import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CONTENT_API,
  salesmanNotFound,
  type Outlet,
  type Promotion,
} from '@dealer/contracts/content';
import { rows } from '../../db/client';
import { storeImage } from '../../platform/files/store';
import { pngImage } from '../../platform/files/test/images';
import { addDays, businessToday } from '../../platform/time/businessDate';
import { callerFor, type Caller } from '../../test/masterHelpers';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
let ho: Caller; // pickontenho
let cabang: Caller; // pickontencabang, branch T011
let testdriveHo: Caller; // ho_testdrive who also holds pickontenho
let crc: Caller;

beforeAll(async () => {
  t = await createTestApp();
  [ho, cabang, testdriveHo, crc] = await Promise.all([
    callerFor(t, 'pickontenho'),
    callerFor(t, 'pickontencabang'),
    callerFor(t, 'ho_testdrive'),
    callerFor(t, 'crc'),
  ]);
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const today = () => businessToday('Asia/Jakarta');
const ddmm = (iso: string) => `${iso.slice(8)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
const promo = (over: Record<string, unknown> = {}) => ({
  name: 'Year-end deal',
  promotionDescription: '<p>Cheap <strong>cars</strong></p>',
  shortDescription: 'Cheap cars',
  validFrom: ddmm(today()),
  validTo: ddmm(addDays(today(), 30)),
  branchCode: 'T011',
  activeStatus: true,
  image: null,
  ...over,
});
const publicGet = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('branch scope of the content roles', () => {
  it('lets pickontencabang read only its own outlet and refuses another branch', async () => {
    const own = await cabang.get(CONTENT_API.outlets);
    expect(own.statusCode).toBe(200);
    expect(own.json<{ branch: Outlet[] }>().branch.map((o) => o.branchCode)).toEqual(['T011']);
    expect((await cabang.get(`${CONTENT_API.outlets}?branchCode=T010`)).statusCode).toBe(403);
    expect((await cabang.get(`${CONTENT_API.outlet}?branchCode=T010`)).statusCode).toBe(403);
    const all = await ho.get(CONTENT_API.outlets);
    expect(all.json<{ branch: Outlet[] }>().branch.length).toBeGreaterThan(3);
    expect((await testdriveHo.get(CONTENT_API.outlets)).statusCode).toBe(200);
    expect((await crc.get(CONTENT_API.outlets)).statusCode).toBe(403);
  });

  it('refuses a branch user writing another branch and changes nothing', async () => {
    const t010Promos = async () =>
      (
        await rows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from content_promotion p join branch b on b.id = p.branch_id where b.branch_code = 'T010'`,
        )
      )[0]!.n;
    const before = await t010Promos();
    const outlet = (await ho.get(`${CONTENT_API.outlet}?branchCode=T010`)).json<{
      branch: Outlet;
    }>().branch;
    const {
      logoUrl: _l,
      branchImageUrl: _b,
      branchHeadImageUrl: _h,
      headoftheWorkshopImageUrl: _w,
      updatedTime: _u,
      ...body
    } = outlet;
    const refused = await cabang.post(CONTENT_API.outletUpdate, { ...body, branchName: 'Hacked' });
    expect(refused.statusCode).toBe(403);
    const created = await cabang.post(CONTENT_API.promoCreate, promo({ branchCode: 'T010' }));
    expect(created.statusCode).toBe(403);
    const headOffice = await cabang.post(CONTENT_API.promoCreate, promo({ branchCode: '' }));
    expect(headOffice.statusCode).toBe(403);
    expect((await cabang.get(`${CONTENT_API.promoHo}`)).statusCode).toBe(403);
    expect((await cabang.get(`${CONTENT_API.promoBranch}?branchCode=T010`)).statusCode).toBe(403);
    expect((await cabang.get(`${CONTENT_API.news}?branchCode=ho`)).statusCode).toBe(403);
    expect((await cabang.get(`${CONTENT_API.salesmen}?businessAreaCode=T010`)).statusCode).toBe(
      403,
    );
    expect(await t010Promos()).toBe(before);
    expect(
      (await ho.get(`${CONTENT_API.outlet}?branchCode=T010`)).json().branch.branchName,
    ).not.toBe('Hacked');
  });

  it('saves the outlet hours, holidays and map position of its own branch, version-checked', async () => {
    const outlet = (await cabang.get(`${CONTENT_API.outlet}?branchCode=T011`)).json<{
      branch: Outlet;
    }>().branch;
    const {
      logoUrl: _l,
      branchImageUrl: _b,
      branchHeadImageUrl: _h,
      headoftheWorkshopImageUrl: _w,
      updatedTime: _u,
      ...body
    } = outlet;
    const saved = await cabang.post(CONTENT_API.outletUpdate, {
      ...body,
      latitude: -6.2,
      longitude: 106.8,
      showroomHours: {
        ...body.showroomHours,
        weekday: { ...body.showroomHours.weekday, close: '18.30' },
      },
      holidays: [{ date: '2027-03-10', label: 'Lebaran', closed: true, open: null, close: null }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Save Success');
    expect(saved.json().branch).toMatchObject({ latitude: -6.2, version: 1 });
    const stale = await cabang.post(CONTENT_API.outletUpdate, body);
    expect(stale.statusCode).toBe(409);
    const bad = await cabang.post(CONTENT_API.outletUpdate, { ...body, version: 1, latitude: 95 });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('latitude');
    const badTime = await cabang.post(CONTENT_API.outletUpdate, {
      ...body,
      version: 1,
      showroomHours: {
        ...body.showroomHours,
        weekday: { ...body.showroomHours.weekday, open: '08.15' },
      },
    });
    expect(badTime.statusCode).toBe(400);
    expect(JSON.stringify(badTime.json())).toContain('showroomHours.weekday.open');
  });
});

describe('promotions: approval and scheduled publishing', () => {
  let uid: string;

  it('keeps a branch promotion waiting until head office approves it', async () => {
    const created = await cabang.post(CONTENT_API.promoCreate, promo());
    expect(created.statusCode).toBe(200);
    const promotion = created.json<{ promotion: Promotion }>().promotion;
    uid = promotion.uid;
    expect(promotion).toMatchObject({ approval: 'pending', state: 'pending', branchCode: 'T011' });
    expect(
      (await cabang.post(CONTENT_API.promoReview, { uid, decision: 'approve' })).statusCode,
    ).toBe(403);
    t.app.readCache.invalidate();
    const before = await publicGet(`${CONTENT_API.public.promotions}?branchCode=T011`);
    expect(before.json().promotions.map((p: Promotion) => p.uid)).not.toContain(uid);

    const rejected = await ho.post(CONTENT_API.promoReview, { uid, decision: 'reject' });
    expect(rejected.statusCode).toBe(400);
    expect(JSON.stringify(rejected.json())).toContain('reason');
    const done = await ho.post(CONTENT_API.promoReview, {
      uid,
      decision: 'reject',
      reason: 'Price missing',
    });
    expect(done.json().promotion).toMatchObject({
      approval: 'rejected',
      rejectReason: 'Price missing',
    });
    const seen = await cabang.get(`${CONTENT_API.promoDetail}?promotionCode=${uid}`);
    expect(seen.json().promotion.rejectReason).toBe('Price missing');

    // The branch edits it: it waits again; head office approves; the website shows it.
    const edited = await cabang.post(CONTENT_API.promoUpdate, {
      ...promo({ shortDescription: 'With price' }),
      uid,
      version: seen.json().promotion.version,
    });
    expect(edited.json().promotion).toMatchObject({ approval: 'pending', rejectReason: '' });
    const approved = await ho.post(CONTENT_API.promoReview, { uid, decision: 'approve' });
    expect(approved.json().promotion.state).toBe('running');
    const after = await publicGet(`${CONTENT_API.public.promotions}?branchCode=T011`);
    expect(after.json().promotions.map((p: Promotion) => p.uid)).toContain(uid);
    expect((await ho.post(CONTENT_API.promoReview, { uid, decision: 'approve' })).statusCode).toBe(
      409,
    );
  });

  it('goes live at valid-from and expires after valid-to by itself (controlled clock)', async () => {
    const from = addDays(today(), 3);
    const to = addDays(today(), 5);
    const created = await ho.post(
      CONTENT_API.promoCreate,
      promo({ name: 'Future deal', branchCode: 'T010', validFrom: ddmm(from), validTo: ddmm(to) }),
    );
    const future = created.json<{ promotion: Promotion }>().promotion;
    expect(future).toMatchObject({ approval: 'approved', state: 'scheduled' });
    const running = async () => {
      t.app.readCache.invalidate();
      const r = await publicGet(`${CONTENT_API.public.promotions}?branchCode=T010`);
      return r.json().promotions.some((p: Promotion) => p.uid === future.uid);
    };
    expect(await running()).toBe(false);
    const at = (day: string, time: string) => new Date(`${day}T${time}+07:00`);
    vi.useFakeTimers({ toFake: ['Date'], now: at(from, '00:00:01') });
    expect(await running()).toBe(true);
    vi.setSystemTime(at(addDays(from, -1), '23:59:59'));
    expect(await running()).toBe(false);
    vi.setSystemTime(at(to, '23:59:59'));
    expect(await running()).toBe(true);
    vi.setSystemTime(at(addDays(to, 1), '00:00:00'));
    expect(await running()).toBe(false);
  });

  it('refuses bad validity dates naming the field', async () => {
    const bad = await ho.post(CONTENT_API.promoCreate, promo({ validFrom: '31-02-2027' }));
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('validFrom');
    const reversed = await ho.post(
      CONTENT_API.promoCreate,
      promo({ validFrom: ddmm(addDays(today(), 5)), validTo: ddmm(today()) }),
    );
    expect(reversed.statusCode).toBe(400);
    expect(JSON.stringify(reversed.json())).toContain('validTo');
  });

  it('lists with the query of section 7 and counts on the dashboard', async () => {
    const list = await ho.get(
      `${CONTENT_API.promoHo}?page=0&pageSize=5&title=deal&sortBy=name&sort=asc`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().promotions.map((p: Promotion) => p.name)).toEqual([
      'Future deal',
      'Year-end deal',
    ]);
    const own = await cabang.get(CONTENT_API.promoBranch);
    expect(own.json().promotions.every((p: Promotion) => p.branchCode === 'T011')).toBe(true);
    const board = await cabang.get(CONTENT_API.dashboard);
    expect(board.json()).toMatchObject({ outlets: 1, promotionsRunning: 1 });
    expect((await cabang.get(`${CONTENT_API.dashboard}?branchCode=T010`)).statusCode).toBe(403);
  });
});

describe('news and tips', () => {
  it('sanitises the rich text: scripts, handlers and javascript: links removed, formatting kept', async () => {
    const created = await cabang.post(CONTENT_API.newsCreate, {
      name: 'Service tips',
      shortDesc: 'Keep it running',
      content:
        '<h2>Tips</h2><p><strong>Bold</strong> <em>it</em></p><ul><li>one</li></ul>' +
        '<script>alert(1)</script><img src="x" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">bad</a><a href="https://auto2000.co.id" onclick="x()">good</a>',
      activeStatus: 'aktif',
      category: 'TipsTricks',
      videoURL: '',
      branchCode: 'T011',
      image: null,
    });
    expect(created.statusCode).toBe(200);
    const content: string = created.json().news.content;
    expect(content).toContain('<h2>Tips</h2>');
    expect(content).toContain('<strong>Bold</strong>');
    expect(content).toContain('<li>one</li>');
    expect(content).toContain('href="https://auto2000.co.id"');
    expect(content).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(created.json().news).toMatchObject({ source: 'CMS', branchCode: 'T011' });
    t.app.readCache.invalidate();
    const site = await publicGet(`${CONTENT_API.public.news}?branchCode=T011`);
    expect(site.json().news.map((n: { name: string }) => n.name)).toContain('Service tips');
  });

  it('refuses an empty content and a bad category naming the field', async () => {
    const base = {
      name: 'x',
      shortDesc: '',
      activeStatus: 'aktif',
      videoURL: '',
      branchCode: 'ho',
      image: null,
    };
    const empty = await ho.post(CONTENT_API.newsCreate, {
      ...base,
      category: 'News',
      content: '<p><script>x</script></p>',
    });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('content');
    const bad = await ho.post(CONTENT_API.newsCreate, {
      ...base,
      category: 'Gossip',
      content: '<p>x</p>',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('category');
  });
});

describe('branch salesmen', () => {
  it('lists five per page in scope and answers the section-5 message for another branch', async () => {
    const page = await cabang.get(CONTENT_API.salesmen);
    expect(page.json().salesman).toHaveLength(4);
    expect(
      page
        .json()
        .salesman.every((s: { businessAreaCode: string }) => s.businessAreaCode === 'T011'),
    ).toBe(true);
    const all = await ho.get(CONTENT_API.salesmen);
    expect(all.json().salesman).toHaveLength(5);
    expect(all.json().totalData).toBeGreaterThan(5);
    const other = await cabang.get(`${CONTENT_API.salesmanByNo}?salesmanNo=EMP-T010-01`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(salesmanNotFound('EMP-T010-01', 'T011'));
  });

  it('saves only salesmanNo, name, status and isShow, and shows the salesman on the website', async () => {
    const [one] = (await cabang.get(CONTENT_API.salesmen)).json().salesman;
    const foreign = (await ho.get(`${CONTENT_API.salesmen}?businessAreaCode=T010`)).json()
      .salesman[0];
    const refused = await cabang.post(CONTENT_API.salesmanUpdate, {
      id: foreign.id,
      version: foreign.version,
      salesmanNo: foreign.salesmanNo,
      name: 'Hacked',
      status: 'Active',
      isShow: 'true',
    });
    expect(refused.statusCode).toBe(404);
    const saved = await cabang.post(CONTENT_API.salesmanUpdate, {
      id: one.id,
      version: one.version,
      salesmanNo: one.salesmanNo,
      name: 'Shown Salesman',
      status: 'Active',
      isShow: 'true',
      email: 'ignored@x.id',
    });
    expect(saved.json()).toEqual({ acknowledge: 1, message: 'Save Success' });
    const site = await publicGet(`${CONTENT_API.public.salesmen}?branchCode=T011`);
    expect(site.json().salesmen.map((s: { name: string }) => s.name)).toContain('Shown Salesman');
  });
});

describe('images and the public API', () => {
  it('resizes an uploaded image once into web and thumbnail sizes; an unknown fileId is a 400', async () => {
    const stored = await storeImage(t.db, pngImage(2400, 1200), { userName: 'test' });
    const created = await ho.post(
      CONTENT_API.promoCreate,
      promo({ name: 'Pictured', branchCode: '', image: stored.fileId }),
    );
    expect(created.statusCode).toBe(200);
    const p = created.json<{ promotion: Promotion }>().promotion;
    expect(p.image).toBe(stored.fileId);
    const web = await publicGet(p.imageUrl!);
    const thumb = await publicGet(p.thumbnailUrl!);
    expect(web.headers['content-type']).toBe('image/jpeg');
    expect(web.headers['cache-control']).toContain('immutable');
    expect(thumb.rawPayload.length).toBeLessThan(web.rawPayload.length);
    const [variants] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from image_variant`,
    );
    await ho.post(CONTENT_API.promoUpdate, {
      ...promo({ name: 'Pictured', branchCode: '', image: stored.fileId }),
      uid: p.uid,
      version: p.version,
    });
    const [again] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from image_variant`,
    );
    expect(again!.n).toBe(variants!.n);
    const unknown = await ho.post(CONTENT_API.promoCreate, promo({ image: 'a'.repeat(64) }));
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('image');
  });

  it('answers the website without sign-in, with an ETag, max-age and 304', async () => {
    const first = await publicGet(CONTENT_API.public.outlets);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.json().outlets[0]).toHaveProperty('openNow');
    const again = await publicGet(CONTENT_API.public.outlets, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    // A browser's request: the same answer gzipped, its validator weak, and that one answers 304.
    const zipped = await publicGet(CONTENT_API.public.outlets, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.headers.etag).toBe(`W/${etag}`);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(first.json());
    const weak = { 'accept-encoding': 'gzip', 'if-none-match': `W/${etag}` };
    expect((await publicGet(CONTENT_API.public.outlets, weak)).statusCode).toBe(304);
    expect(
      (await publicGet(`${CONTENT_API.public.promotions}?branchCode=${'x'.repeat(20)}`)).statusCode,
    ).toBe(400);
  });
});

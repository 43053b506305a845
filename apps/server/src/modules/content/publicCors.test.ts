import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_API } from '@dealer/contracts/content';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/testApp';
import { parseCorsOrigins } from './publicCors';

const SITE = 'https://www.group-site.example';
const STRANGER = 'https://elsewhere.example';

let t: TestApp;
let closed: TestApp;

beforeAll(async () => {
  [t, closed] = await Promise.all([
    createTestApp({ seed: false, config: { contentPublicCorsOrigins: [SITE] } }),
    createTestApp({ seed: false }),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), closed?.close()]);
});

const get = (app: TestApp, url: string, origin?: string) =>
  app.app.inject({ method: 'GET', url, headers: origin ? { origin } : {} });

describe('CORS of the public content API', () => {
  it('lets a page of an allowed origin read every public answer, and varies caches by Origin', async () => {
    for (const url of Object.values(CONTENT_API.public)) {
      const reply = await get(t, url, SITE);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['access-control-allow-origin'], url).toBe(SITE);
      expect(String(reply.headers.vary)).toMatch(/origin/i);
      expect(String(reply.headers.vary)).toMatch(/accept-encoding/i);
    }
  });

  it('sends no allow header to an origin not in the setting, nor by default', async () => {
    const stranger = await get(t, CONTENT_API.public.outlets, STRANGER);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    const byDefault = await get(closed, CONTENT_API.public.outlets, SITE);
    expect(byDefault.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight of an allowed origin with the method and the asked headers', async () => {
    const reply = await t.app.inject({
      method: 'OPTIONS',
      url: `${CONTENT_API.public.news}?branchCode=T011`,
      headers: {
        origin: SITE,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match',
      },
    });
    expect(reply.statusCode).toBe(204);
    expect(reply.headers['access-control-allow-origin']).toBe(SITE);
    expect(reply.headers['access-control-allow-methods']).toMatch(/GET/);
    expect(reply.headers['access-control-allow-headers']).toBe('if-none-match');
    const refused = await t.app.inject({
      method: 'OPTIONS',
      url: CONTENT_API.public.news,
      headers: { origin: STRANGER, 'access-control-request-method': 'GET' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps the allow header on a 304 (the website revalidating its copy)', async () => {
    const first = await get(t, CONTENT_API.public.promotions, SITE);
    const again = await t.app.inject({
      method: 'GET',
      url: CONTENT_API.public.promotions,
      headers: { origin: SITE, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['access-control-allow-origin']).toBe(SITE);
  });

  it("leaves the console's own API without CORS headers", async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: CONTENT_API.dashboard,
      headers: { origin: SITE },
    });
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CONTENT_PUBLIC_CORS_ORIGINS', () => {
  it('is empty by default and lists the origins given, * included', () => {
    expect(loadConfig({}).contentPublicCorsOrigins).toEqual([]);
    expect(
      loadConfig({ CONTENT_PUBLIC_CORS_ORIGINS: `${SITE}, http://localhost:3000` })
        .contentPublicCorsOrigins,
    ).toEqual([SITE, 'http://localhost:3000']);
    expect(parseCorsOrigins('*')).toEqual(['*']);
  });

  it('refuses an entry that is not an origin, naming the setting', () => {
    for (const bad of [`${SITE}/`, `${SITE}/news`, 'www.group-site.example', 'ftp://x.example']) {
      expect(() => parseCorsOrigins(bad), bad).toThrow(/CONTENT_PUBLIC_CORS_ORIGINS/);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MAP_API } from '@dealer/contracts/content-map';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/testApp';
import { loadMapSettings } from './mapSettings';

const OWN_TILES = 'https://tiles.branch-net.example:8443/osm/{z}/{x}/{y}.png';
const OWN_GEOCODER = 'https://geo.branch-net.example/nominatim/search?countrycodes=id';

describe('the map settings', () => {
  it("default to OpenStreetMap's public tiles, with its attribution, and Nominatim's search", () => {
    expect(loadConfig({}).map).toEqual({
      tiles: {
        urlTemplate: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
        attributionUrl: 'https://www.openstreetmap.org/copyright',
      },
      geocoder: { searchUrl: 'https://nominatim.openstreetmap.org/search' },
    });
  });

  it("take a deployment's own servers, keeping the geocoder's query", () => {
    const map = loadMapSettings({
      MAP_TILE_URL: OWN_TILES,
      MAP_TILE_ATTRIBUTION: '© Branch maps',
      MAP_TILE_ATTRIBUTION_URL: '',
      MAP_GEOCODER_URL: OWN_GEOCODER,
    });
    expect(map).toEqual({
      tiles: { urlTemplate: OWN_TILES, attribution: '© Branch maps', attributionUrl: null },
      geocoder: { searchUrl: OWN_GEOCODER },
    });
  });

  it('turn tiles or the address search off when set empty (unset keeps the default)', () => {
    expect(loadMapSettings({ MAP_TILE_URL: '' }).tiles).toBeNull();
    expect(loadMapSettings({ MAP_TILE_URL: '  ' }).geocoder).not.toBeNull();
    expect(loadMapSettings({ MAP_GEOCODER_URL: '' }).geocoder).toBeNull();
    expect(loadMapSettings({ MAP_GEOCODER_URL: '' }).tiles).not.toBeNull();
  });

  it.each([
    [
      'MAP_TILE_URL',
      'tile.openstreetmap.org/{z}/{x}/{y}.png',
      /MAP_TILE_URL must be an http\(s\) URL/,
    ],
    [
      'MAP_TILE_URL',
      'ftp://tiles.example/{z}/{x}/{y}.png',
      /MAP_TILE_URL must be an http\(s\) URL/,
    ],
    ['MAP_TILE_URL', 'https://tiles.example/{z}/{x}.png', /MAP_TILE_URL .* has no \{y\}/],
    ['MAP_TILE_URL', 'https://{s}.tile.example/{z}/{x}/{y}.png', /MAP_TILE_URL must name one host/],
    ['MAP_TILE_URL', 'https://user:pw@tiles.example/{z}/{x}/{y}.png', /MAP_TILE_URL/],
    ['MAP_TILE_ATTRIBUTION_URL', 'copyright page', /MAP_TILE_ATTRIBUTION_URL must be/],
    ['MAP_GEOCODER_URL', 'nominatim', /MAP_GEOCODER_URL must be an http\(s\) URL/],
    ['MAP_GEOCODER_URL', 'javascript:alert(1)', /MAP_GEOCODER_URL must be an http\(s\) URL/],
  ])('stop the start when %s is malformed (%s), naming the setting', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});

describe('the content security policy', () => {
  let own: TestApp;
  let defaults: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    [own, defaults, off] = await Promise.all([
      createTestApp({
        seed: false,
        config: {
          map: loadMapSettings({ MAP_TILE_URL: OWN_TILES, MAP_GEOCODER_URL: OWN_GEOCODER }),
        },
      }),
      createTestApp({ seed: false }),
      createTestApp({
        seed: false,
        config: { map: loadMapSettings({ MAP_TILE_URL: '', MAP_GEOCODER_URL: '' }) },
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([own?.close(), defaults?.close(), off?.close()]);
  });

  const directives = async (t: TestApp) => {
    const reply = await t.app.inject({ method: 'GET', url: '/healthz' });
    const policy = String(reply.headers['content-security-policy']);
    return Object.fromEntries(
      policy.split(';').map((part) => {
        const [name = '', ...sources] = part.trim().split(/\s+/);
        return [name, sources];
      }),
    );
  };

  it('admits exactly the configured tile origin for images and the geocoder origin for fetch', async () => {
    const policy = await directives(own);
    expect(policy['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tiles.branch-net.example:8443',
    ]);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'ws:',
      'wss:',
      'https://geo.branch-net.example',
    ]);
  });

  it("admits OpenStreetMap's tile and Nominatim origins by default", async () => {
    const policy = await directives(defaults);
    expect(policy['img-src']).toContain('https://tile.openstreetmap.org');
    expect(policy['img-src']).toHaveLength(4);
    expect(policy['connect-src']).toContain('https://nominatim.openstreetmap.org');
    expect(policy['connect-src']).toHaveLength(4);
  });

  it('admits no map origin when both are off', async () => {
    const policy = await directives(off);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['connect-src']).toEqual(["'self'", 'ws:', 'wss:']);
  });
});

describe('the console learning the map settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { map: loadMapSettings({ MAP_TILE_URL: OWN_TILES, MAP_GEOCODER_URL: '' }) },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tells a content editor the tiles and that the address search is off', async () => {
    const { access_token } = await t.signIn('pickontencabang');
    const reply = await t.app.inject({
      method: 'GET',
      url: CONTENT_MAP_API.settings,
      headers: t.authHeader(access_token),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      acknowledge: 1,
      message: 'Success',
      tiles: {
        urlTemplate: OWN_TILES,
        attribution: '© OpenStreetMap contributors',
        attributionUrl: 'https://www.openstreetmap.org/copyright',
      },
      geocoder: null,
    });
  });
});

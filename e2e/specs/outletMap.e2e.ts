import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, seriousAxeViolations } from '../support/browser';
import { signIn } from '../support/console';
import { startGeocoderPeer, startTilePeer, type Peer } from '../support/mapPeers';
import { startServer, type RunningServer } from '../support/server';

/**
 * The outlet map with a tile server and a geocoder set by the server's settings (issue 35 item
 * 17): two local peers stand for them, the server is told their URLs at start, and the console
 * learns them at run time. Then the peers stop, as on an offline branch network, and the map
 * falls back to its grid while clicking and typing coordinates still work.
 */

const SHOTS = '/tmp/shots-map';
/**
 * Each test opens the edit page up to three times and runs axe on it: at a load of 20 on two
 * cores (four engineers' runs) one took 70 s, past the suite's default minute.
 */
const SLOW_PAGE = { timeout: 180_000 };
const SUNTER_AGUNG = {
  display_name: 'Sunter Agung, Tanjung Priok, Jakarta Utara, Indonesia',
  lat: '-6.1429871',
  lon: '106.8633412',
};

let tiles: Peer;
let geocoder: Peer;
let api: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [tiles, geocoder] = await Promise.all([startTilePeer(), startGeocoderPeer([SUNTER_AGUNG])]);
  api = await startServer({
    MAP_TILE_URL: `${tiles.origin}/tiles/{z}/{x}/{y}.png`,
    MAP_TILE_ATTRIBUTION: '© Branch network maps',
    MAP_GEOCODER_URL: `${geocoder.origin}/search`,
  });
  browser = await launchBrowser();
  page = (await newPage(browser)).page;
  await signIn(page, api.baseURL, 'pickontencabang');
  await page.getByText('Hi, Indah Permatasari').waitFor();
  mkdirSync(SHOTS, { recursive: true });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await api?.stop();
  await Promise.all([tiles?.stop(), geocoder?.stop()]);
});

const openOutlet = async () => {
  await page.goto(`${api.baseURL}/branch-konten/edit/T011`);
  await page.getByRole('heading', { name: 'Edit outlet T011' }).waitFor();
};
const map = () => page.getByRole('application', { name: /^Map:/ });
const searchBox = () => page.getByLabel('Search an address');

/** The drawn tiles: loaded images with their real size, and where they came from. */
const drawnTiles = () =>
  map()
    .locator('img.leaflet-tile-loaded')
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => image.complete && image.naturalWidth === 256)
        .map((image) => image.src),
    );

async function checkAxeInBothThemes(name: string) {
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate(
      (chosen) => localStorage.setItem('dealer.pref.theme', JSON.stringify({ mode: chosen })),
      mode,
    );
    await page.reload();
    await page.getByRole('heading', { name: 'Edit outlet T011' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
    await map().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${mode}.png` });
    expect(await seriousAxeViolations(page), `${name} in the ${mode} theme`).toEqual([]);
  }
  await page.evaluate(() => localStorage.removeItem('dealer.pref.theme'));
}

describe('the outlet map with tile and geocoder servers from the settings', () => {
  it(
    "draws the tile server's tiles with its attribution, sending our origin as Referer only",
    SLOW_PAGE,
    async () => {
      await openOutlet();
      await expect.poll(async () => (await drawnTiles()).length).toBeGreaterThan(0);
      for (const src of await drawnTiles()) expect(src).toMatch(`${tiles.origin}/tiles/15/`);
      await map().getByRole('link', { name: '© Branch network maps' }).waitFor();
      const referers = new Set(tiles.seen.map((request) => request.headers.referer));
      expect([...referers]).toEqual([`${api.origin}/`]);
      await checkAxeInBothThemes('tiles');
    },
  );

  it(
    'finds an address on Enter, lists it, and picking it fills the coordinates',
    SLOW_PAGE,
    async () => {
      await openOutlet();
      const asked = geocoder.seen.length;
      await searchBox().fill('Sunter Agung');
      expect(geocoder.seen.length).toBe(asked);
      await searchBox().press('Enter');
      const results = page.getByRole('list', { name: 'Address search results' });
      await results.getByRole('button', { name: SUNTER_AGUNG.display_name }).waitFor();
      await results.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/search-results.png` });
      expect(await seriousAxeViolations(page)).toEqual([]);
      // One request for one search, with what Nominatim's usage policy asks for.
      expect(geocoder.seen.length).toBe(asked + 1);
      const request = geocoder.seen.at(-1)!;
      expect(request.url.pathname).toBe('/search');
      expect(Object.fromEntries(request.url.searchParams)).toMatchObject({
        q: 'Sunter Agung',
        format: 'jsonv2',
        'accept-language': 'en',
      });
      expect(request.headers.referer).toBe(`${api.origin}/`);

      await results.getByRole('button', { name: SUNTER_AGUNG.display_name }).click();
      await expect.poll(() => page.getByLabel('Latitude').inputValue()).toBe('-6.142987');
      expect(await page.getByLabel('Longitude').inputValue()).toBe('106.863341');
      await page.getByText(`Pin moved to ${SUNTER_AGUNG.display_name}.`).waitFor();
      await page.screenshot({ path: `${SHOTS}/search-picked.png` });
    },
  );

  it(
    'falls back to the grid with the peers stopped, and clicking and typing still place the outlet',
    SLOW_PAGE,
    async () => {
      await Promise.all([tiles.stop(), geocoder.stop()]);
      await openOutlet();
      await page.getByText(/The map tiles could not be loaded/).waitFor();
      expect(await drawnTiles()).toEqual([]);
      await map().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/offline-grid.png` });
      expect(await seriousAxeViolations(page)).toEqual([]);

      await searchBox().fill('Sunter Agung');
      await searchBox().press('Enter');
      await page
        .getByText(
          'The address search could not be reached. Click the map or type the coordinates instead.',
        )
        .waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      const latitude = page.getByLabel('Latitude');
      await latitude.fill('-6.15');
      await latitude.press('Tab');
      expect(await latitude.inputValue()).toBe('-6.150000');
      // A click beside the pin moves it there: the coordinates change from the typed ones.
      const box = (await map().boundingBox())!;
      await page.mouse.click(box.x + box.width / 4, box.y + box.height / 4);
      await expect.poll(() => latitude.inputValue()).not.toBe('-6.150000');
      expect(Number(await latitude.inputValue())).toBeGreaterThan(-6.15);
      await page.screenshot({ path: `${SHOTS}/offline-clicked.png` });
    },
  );
});

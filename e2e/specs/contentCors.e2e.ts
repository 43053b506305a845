import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_API } from '@dealer/contracts/content';
import { launchBrowser, newPage } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

/**
 * The group's website is another origin than the server: its pages read the public content API
 * from the visitor's browser, which shows them an answer only when the server names their origin
 * in CONTENT_PUBLIC_CORS_ORIGINS (issue 35 item 16). Two local web servers stand for the website
 * and for a site that is not allowed; each serves a page whose script reads the API.
 */

let api: RunningServer;
let browser: Browser;
let page: Page;
const sites: Server[] = [];

/** The website's page: its script fetches the API's outlets and writes what it got. */
const websitePage = (apiOrigin: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Website</title></head>
<body><main><h1>Our outlets</h1><p id="result">loading</p></main><script>
fetch(${JSON.stringify(`${apiOrigin}${CONTENT_API.public.outlets}`)})
  .then((reply) => reply.json())
  .then((body) => { document.getElementById('result').textContent = 'read ' + body.outlets.length + ' outlets'; })
  .catch((error) => { document.getElementById('result').textContent = 'refused: ' + error.name; });
</script></body></html>`;

/** A local web server serving that page; the API's origin is asked at each request (it starts later). */
async function website(apiOrigin: () => string): Promise<string> {
  const site = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(websitePage(apiOrigin()));
  });
  sites.push(site);
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
}

let allowedSite: string;
let otherSite: string;

beforeAll(async () => {
  allowedSite = await website(() => api.origin);
  otherSite = await website(() => api.origin);
  // Production-like (no demo data, so it starts in seconds): the answers are empty lists, which
  // the page reads all the same.
  api = await startServer({
    DEMO: 'false',
    OAUTH_CLIENT_SECRET: randomBytes(24).toString('base64url'),
    CONTENT_PUBLIC_CORS_ORIGINS: allowedSite,
  });
  browser = await launchBrowser();
  page = (await newPage(browser)).page;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  for (const site of sites) site.close();
  await api?.stop();
});

describe("the website reading the public content API from a visitor's browser", () => {
  it('shows the answer to a page of the allowed origin', async () => {
    await page.goto(`${allowedSite}/`);
    await page.getByText(/^read \d+ outlets$/).waitFor();
    expect(await page.locator('#result').textContent()).toBe('read 0 outlets');
  });

  it('withholds it from a page of another origin', async () => {
    await page.goto(`${otherSite}/`);
    await page.getByText(/^refused: /).waitFor();
    expect(await page.locator('#result').textContent()).toBe('refused: TypeError');
  });
});

import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from '../support/browser';
import { signIn } from '../support/console';
import { startServer, type RunningServer } from '../support/server';

/**
 * The console's OAuth client secret is the server's (OAUTH_CLIENT_SECRET), learnt at run time
 * from the public-key answer: a server whose secret is not the old built-in default signs people
 * in, and keeps them signed in across a reload and a refresh. The shared e2e server keeps the
 * defaults, so this file starts its own; its 65-second tokens refresh 5 s after they are issued.
 */
const CLIENT_SECRET = 'e2e-secret-set-on-the-server';
const OLD_BUILT_IN_SECRET = 'dealer-console-secret';
const GREETING = 'Hi, Agus Wijaya';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ OAUTH_CLIENT_SECRET: CLIENT_SECRET, ACCESS_TOKEN_TTL_SECONDS: '65' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface TokenCall {
  grant: string | null;
  authorization: string | undefined;
  status: number;
}

describe("the console's client secret", () => {
  it('comes from the server: sign-in and a refresh after a reload work with a secret the build never saw', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const tokenCalls: TokenCall[] = [];
    const scripts: Promise<string>[] = [];
    page.on('requestfinished', (request: Request) => {
      if (request.resourceType() === 'script') {
        scripts.push(request.response().then((response) => response?.text() ?? ''));
      }
      if (!request.url().endsWith('/api/auth/token')) return;
      const call = request.response().then((response) => ({
        grant: new URLSearchParams(request.postData() ?? '').get('grant_type'),
        authorization: request.headers().authorization,
        status: response?.status() ?? 0,
      }));
      void call.then((done) => tokenCalls.push(done));
    });

    await signIn(page, server.baseURL, 'ho_testdrive');
    await page.getByText(GREETING).waitFor();
    const basic = `Basic ${Buffer.from(`dealer-console:${CLIENT_SECRET}`).toString('base64')}`;
    expect(tokenCalls[0]).toEqual({ grant: 'password', authorization: basic, status: 200 });

    // A reload forgets the client read at sign-in; the next refresh reads it again.
    const beforeReload = tokenCalls.length;
    await page.reload();
    await page.getByText(GREETING).waitFor();
    const refreshesAfterReload = () =>
      tokenCalls.slice(beforeReload).filter((call) => call.grant === 'refresh_token');
    await expect.poll(() => refreshesAfterReload().length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(refreshesAfterReload()[0]).toEqual({
      grant: 'refresh_token',
      authorization: basic,
      status: 200,
    });
    await page.getByText(GREETING).waitFor();
    expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(0);

    // No script the console loaded carries a client secret of its own.
    const sources = await Promise.all(scripts);
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.filter((source) => source.includes(OLD_BUILT_IN_SECRET))).toEqual([]);
    await context.close();
  });
});

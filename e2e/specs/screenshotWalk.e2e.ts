import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../support/accounts';
import { launchBrowser, newPage } from '../support/browser';
import { signIn } from '../support/console';
import { shouldOpen, sweptRoutes } from '../support/routeSweep';

/**
 * A screenshot of every screen, for comparing the console before and after a change a user should
 * not see (a UI library's new major, issue 36). Not part of the suite: it runs only when
 * SCREENSHOT_WALK_DIR names the folder to write to, e.g.
 *   SCREENSHOT_WALK_DIR=/tmp/shots-before npx vitest run --config e2e/vitest.config.ts \
 *     e2e/specs/screenshotWalk.e2e.ts
 * Then compare two folders pair by pair (ImageMagick: compare -metric AE -fuzz 2% a b diff).
 * Each account (one per role) screenshots every parameter-less route it may open, light and dark;
 * superadmin a sample in each of the six languages (Arabic right to left); each account its home
 * at a phone's 390 px width.
 */
const DIR = process.env.SCREENSHOT_WALK_DIR;
const baseURL = inject('baseURL');
const LANGUAGE_SAMPLE = ['', 'cluster', 'cluster/create', 'reportorder', 'astraquest/create'];
const LANGUAGES = ['en', 'zh', 'es', 'fr', 'it', 'ar'];

let browser: Browser;
beforeAll(async () => {
  if (DIR) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function fileName(...parts: string[]): string {
  return `${parts.map((part) => part.replace(/[/:]/g, '_') || 'home').join('__')}.png`;
}

/** The screen once it has settled: its calls answered, no spinner left, the mouse out of the way. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  // The console's own page spinner (a lazy page's code loading) and antd's.
  await page.locator('.page-loading').first().waitFor({ state: 'detached', timeout: 15_000 });
  await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached', timeout: 15_000 });
  await page.mouse.move(0, 0);
  await page.evaluate(() => document.fonts.ready);
  // Skeletons, fades and transitions end (animations are disabled for the shot itself too).
  await page.waitForTimeout(300);
}

async function shoot(page: Page, path: string, name: string) {
  await page.goto(`${baseURL}/${path}`);
  await settled(page);
  await page.screenshot({ path: resolve(DIR!, name), animations: 'disabled', caret: 'hide' });
}

async function setPreferences(page: Page, theme: 'light' | 'dark', language = 'en') {
  await page.evaluate(
    ([mode, code]) => {
      localStorage.setItem('dealer.pref.theme', JSON.stringify({ mode }));
      localStorage.setItem('dealer.pref.language', code!);
    },
    [theme, language],
  );
}

describe.skipIf(!DIR)('the screenshot walk', () => {
  beforeAll(() => {
    mkdirSync(DIR!, { recursive: true });
  });

  it('the sign-in page in both themes, every language and at phone width', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL}/signin`);
    for (const theme of ['light', 'dark'] as const) {
      await setPreferences(page, theme);
      await shoot(page, 'signin', fileName('anonymous', 'signin', theme));
    }
    for (const language of LANGUAGES) {
      await setPreferences(page, 'light', language);
      await shoot(page, 'signin', fileName('anonymous', 'signin', `lang-${language}`));
    }
    await context.close();
    const phone = await newPage(browser, { width: 390, height: 844 });
    await phone.page.goto(`${baseURL}/signin`);
    await setPreferences(phone.page, 'light');
    await shoot(phone.page, 'signin', fileName('anonymous', 'signin', 'phone'));
    await phone.context.close();
  }, 120_000);

  for (const account of DEMO_ACCOUNTS) {
    const routes = sweptRoutes().filter(
      (route) => !route.includes(':') && shouldOpen(route, account.userName, []),
    );
    it(`${account.userName}'s ${routes.length} screens, light and dark`, async () => {
      const { context, page } = await newPage(browser);
      await page.goto(`${baseURL}/signin`);
      await setPreferences(page, 'light');
      await signIn(page, baseURL, account.userName);
      await page.getByText(`Hi, ${account.fullName}`).waitFor();
      for (const theme of ['light', 'dark'] as const) {
        await setPreferences(page, theme);
        for (const route of routes) {
          await shoot(page, route, fileName(account.userName, route, theme));
        }
      }
      if (account.userName === 'superadmin') {
        for (const language of LANGUAGES) {
          await setPreferences(page, 'light', language);
          for (const route of LANGUAGE_SAMPLE) {
            await shoot(page, route, fileName(account.userName, route, `lang-${language}`));
          }
        }
      }
      await context.close();

      const phone = await newPage(browser, { width: 390, height: 844 });
      await phone.page.goto(`${baseURL}/signin`);
      await setPreferences(phone.page, 'light');
      await signIn(phone.page, baseURL, account.userName);
      await phone.page.getByText(`Hi, ${account.fullName}`).waitFor({ state: 'attached' });
      for (const route of routes.slice(0, 4)) {
        await shoot(phone.page, route, fileName(account.userName, route, 'phone'));
      }
      await phone.context.close();
    }, 900_000);
  }
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../support/accounts';
import { launchBrowser, newPage, seriousAxeViolations, snapshot } from '../support/browser';
import { signIn } from '../support/console';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The screens issue 35's accessibility sweep found failing (item 21): a critical
 * aria-allowed-attr on the price component form, serious color-contrast on the question form, the
 * product list and the campaign view. `{row}` is the first row's id of the list before it.
 */
const SCREENS: { userName: string; list: string; routes: string[] }[] = [
  {
    userName: 'astraquestadmin',
    list: 'pricecomponent',
    routes: ['pricecomponent/create', 'pricecomponent/edit/{row}'],
  },
  {
    userName: 'astraquestadmin',
    list: 'productcomponent',
    routes: ['productcomponent/view/{row}'],
  },
  {
    userName: 'ho_testdrive',
    list: 'question',
    routes: ['question/create', 'question/edit/{row}'],
  },
  { userName: 'ho_campaign', list: 'campaign', routes: ['campaign/view/{row}'] },
];

/** The screen once it has settled: its heading drawn, its calls answered, no spinner left. */
async function open(page: Page, path: string) {
  await page.goto(`${baseURL}/${path}`);
  await page.locator('#main-content h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached' });
}

describe('axe on the screens of item 21, in both themes', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const { userName, list, routes } of SCREENS) {
      it(`finds nothing serious on ${list}'s screens for ${userName} (${theme})`, async () => {
        const account = DEMO_ACCOUNTS.find((a) => a.userName === userName)!;
        const { context, page } = await newPage(browser);
        await page.goto(`${baseURL}/signin`);
        // The theme switcher stores the choice here (shared/theme/themeStore.ts).
        await page.evaluate(
          (mode) => localStorage.setItem('dealer.pref.theme', JSON.stringify({ mode })),
          theme,
        );
        await signIn(page, baseURL, userName);
        await page.getByText(`Hi, ${account.fullName}`).waitFor();

        const found: string[] = [];
        await open(page, list);
        const row = await page
          .locator('#main-content .ant-table-tbody tr[data-row-key]')
          .first()
          .getAttribute('data-row-key');
        found.push(...(await seriousAxeViolations(page)).map((v) => `${list}: ${v}`));
        await snapshot(page, `axe-${theme}-${list}`);
        for (const route of routes) {
          await open(page, route.replace('{row}', encodeURIComponent(row ?? '')));
          found.push(...(await seriousAxeViolations(page)).map((v) => `${route}: ${v}`));
          await snapshot(page, `axe-${theme}-${route.replace(/[/{}]/g, '_')}`);
        }
        expect(found.join('\n')).toBe('');
        await context.close();
      });
    }
  }
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../support/accounts';
import { launchBrowser, newPage, seriousAxeViolations, snapshot } from '../support/browser';
import { signIn } from '../support/console';

const baseURL = inject('baseURL');
/** The demo day's board of its busiest branch: its timeline carries bars of every status colour. */
const TODAY = inject('demoDay');
const BRANCH = 'T010';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Screens of each area, in the dark theme: lists with status tags, forms, the report's chart, and
 * each desk's order board with its daily timeline (bars in the status colours, the legend).
 */
const WALK: { userName: string; routes: string[] }[] = [
  // Superadmin's seven screens in two walks: one walk of seven took over a minute on a loaded CI
  // machine (each screen is a full load, a settle and two axe runs).
  { userName: 'superadmin', routes: ['', 'cluster', 'branchstock', 'reportorder'] },
  { userName: 'superadmin', routes: ['notification', 'users', 'campaign'] },
  {
    userName: 'ho_testdrive',
    routes: ['dashboard/testdrive', `dashboard/daily/${TODAY}/${BRANCH}`],
  },
  { userName: 'crc', routes: ['crc', `crc/daily/${TODAY}/${BRANCH}`] },
  { userName: 'pdi', routes: ['vehicles', 'pdi', `pdi/daily/${TODAY}/${BRANCH}`] },
  { userName: 'astraquestadmin', routes: ['astraquest', 'astraquest/create'] },
  { userName: 'astraquestpointcorrectionadmin', routes: ['pointcorrection'] },
  { userName: 'pickontenho', routes: ['listofpromo', 'listofnewstips'] },
];

/** The screen once it has settled: its call answered, no spinner left. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached', timeout: 10_000 });
}

describe('the dark theme', () => {
  for (const [walk, { userName, routes }] of WALK.entries()) {
    it(
      `keeps every text of ${userName}'s screens ${routes.map((r) => `/${r}`).join(' ')} readable (axe), a hovered primary button included`,
      async () => {
        const account = DEMO_ACCOUNTS.find((a) => a.userName === userName)!;
        const { context, page } = await newPage(browser);
        try {
          await page.goto(`${baseURL}/signin`);
          // The theme switcher stores the choice here (shared/theme/themeStore.ts).
          await page.evaluate(() =>
            localStorage.setItem('dealer.pref.theme', JSON.stringify({ mode: 'dark' })),
          );
          await signIn(page, baseURL, userName);
          await page.getByText(`Hi, ${account.fullName}`).waitFor();
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
          const found: string[] = [];
          for (const route of routes) {
            await page.goto(`${baseURL}/${route}`);
            await settled(page);
            found.push(...(await seriousAxeViolations(page)).map((v) => `/${route}: ${v}`));
            const primary = page.locator('.ant-btn-primary:visible').first();
            if ((await primary.count()) > 0) {
              await primary.hover();
              // The button's hover colours are what this adds; the rest of the screen was
              // checked just above.
              found.push(
                ...(await seriousAxeViolations(page, '.ant-btn-primary:hover')).map(
                  (v) => `/${route} (hovered): ${v}`,
                ),
              );
            }
          }
          if (routes.at(-1)?.includes('/daily/')) {
            // The order detail popup over the timeline: status tag, fields, history.
            await page.locator('.order-bar').first().click();
            await page.getByRole('dialog', { name: /^Order / }).waitFor();
            await settled(page);
            found.push(...(await seriousAxeViolations(page)).map((v) => `order popup: ${v}`));
          }
          await snapshot(page, `dark-${walk}-${userName}`);
          expect(found).toEqual([]);
        } finally {
          await context.close();
        }
      },
      // The sign-in, then up to 20 s a screen on a loaded two-core machine (each is a full load,
      // a settle, an axe run and one of the hovered button); a passing walk takes a third of that.
      30_000 + routes.length * 20_000,
    );
  }
});

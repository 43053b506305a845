import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { followBrowser } from './failureReport';

/** Debian's Chromium; `npx playwright install` cannot download browsers on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps trying to reach Google's hosts,
// which this machine's closed network refuses.
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The zone every spec's browser runs in: not the business zone (Asia/Jakarta, UTC+7), so a screen
 * that read or wrote a time in the browser's zone instead of the business one fails a spec (a
 * browser in UTC ended the default backtest window 7 hours early). New York is behind UTC, so even
 * the calendar day differs from Jakarta's for half of every day, and it has daylight saving.
 */
export const BROWSER_TIME_ZONE = process.env.E2E_BROWSER_TIME_ZONE ?? 'America/New_York';

/** Every browser context of the suite: in the non-business zone above. */
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ timezoneId: BROWSER_TIME_ZONE, ...options });
}

export const ARTIFACTS = resolve(import.meta.dirname, '../artifacts');

export async function launchBrowser(): Promise<Browser> {
  return followBrowser(
    await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true }),
  );
}

export async function newPage(
  browser: Browser,
  viewport = { width: 1440, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { viewport });
  const page = await context.newPage();
  return { context, page };
}

/** Saves a screenshot under e2e/artifacts (ignored by git) so a person can look at the screen. */
export async function snapshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: resolve(ARTIFACTS, `${name}.png`), fullPage: false });
}

/**
 * axe's serious and critical findings on the page as it stands (none expected): every screen a
 * spec walks is checked where it takes its screenshot (`snapshotChecked`). `within` narrows the
 * check to the elements a selector picks (a hovered button), a fraction of a whole page's time.
 */
export async function seriousAxeViolations(page: Page, within?: string): Promise<string[]> {
  // A dialog zooming or fading in, or a tooltip (zoom-big-fast) appearing, is half transparent
  // for a moment: wait for it to settle.
  await page
    .locator(
      '.ant-zoom-appear, .ant-zoom-enter, .ant-fade-appear, .ant-fade-enter, .ant-zoom-big-fast-appear, .ant-zoom-big-fast-enter',
    )
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 });
  // A button that is loading is drawn at 65 % opacity until its call answers: wait for the answer.
  await page.locator('.ant-btn-loading').first().waitFor({ state: 'detached', timeout: 10_000 });
  // Colours as they end, not mid-fade: the mouse stays on the last control a test clicked, and
  // antd fades hover and active colours over 0.2 s; on a slow machine axe measured a primary
  // button's white text mid-fade (2:1). With transitions off for the check, a hovered control is
  // judged in its final hover colours.
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; }',
  });
  // A toast, dialog or tooltip in its leave animation is half transparent: not a screen.
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const result = await builder
    .exclude('.ant-notification-fade-leave')
    .exclude('.ant-zoom-leave')
    .exclude('.ant-zoom-big-fast-leave')
    // A select's list closing after a pick: its items were flagged mid-animation (CI, session 11).
    .exclude('.ant-slide-up-leave')
    .exclude('.ant-slide-down-leave')
    // A sandboxed frame (the campaign preview's e-mail) runs no script, so axe cannot be put in
    // it and the run waited for it forever; what it shows is the customer's e-mail, not the console.
    .exclude('iframe[sandbox]')
    .analyze()
    .finally(() => still.evaluate((element) => element.parentNode?.removeChild(element)));
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
}

/**
 * A screenshot for a person to look at, and axe's verdict on the same screen. Throws rather than
 * asserting through vitest, so the benches can import this file without a test runner.
 */
export async function snapshotChecked(page: Page, name: string): Promise<void> {
  await snapshot(page, name);
  const found = await seriousAxeViolations(page);
  if (found.length > 0) {
    throw new Error(`axe: serious or critical findings on ${name}:\n${found.join('\n')}`);
  }
}

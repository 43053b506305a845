import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type BrowserContext } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../e2e/support/accounts';
import { BROWSER_TIME_ZONE, CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/browser';
import { signIn } from '../../e2e/support/console';
import { freePort } from '../../e2e/support/server';

export type Profile = 'phone' | 'desktop';

/** What one Lighthouse run of one screen found. */
export interface AuditFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  requests: number;
  /** Main-thread time by kind (Lighthouse's mainthread-work-breakdown), ms. */
  mainThread: Record<string, number>;
  /** The scripts with the most main-thread time (bootup-time), ms of scripting each. */
  scripts: { url: string; scriptingMs: number }[];
  /** Console errors the page logged (a blocked eval among them). */
  consoleErrors: string[];
  /** The elements that moved most (Lighthouse's layout-shifts), as CSS selectors with scores. */
  shifts: { selector: string; score: number }[];
  /** Unused JavaScript Lighthouse found, KiB (unused-javascript). */
  unusedJsKiB: number;
}

/**
 * One Chromium, signed in as one demo account (or not at all), that Lighthouse drives over its
 * debugging port. Playwright's persistent context is Chromium's default profile, the one the tab
 * Lighthouse opens belongs to, so the session (localStorage and cookie) is the user's. Lighthouse
 * is told not to reset storage, which would sign the user out; the HTTP cache is cleared before
 * every run instead, so each run loads the page as a first visit of the day does.
 */
export class AuditBrowser {
  private constructor(
    private readonly context: BrowserContext,
    private readonly port: number,
    private readonly profileDir: string,
  ) {}

  static async open(baseURL: string, account: string | null): Promise<AuditBrowser> {
    const port = await freePort();
    const profileDir = mkdtempSync(join(tmpdir(), 'dealer-lighthouse-'));
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
      headless: true,
      viewport: { width: 1440, height: 900 },
      timezoneId: BROWSER_TIME_ZONE,
    });
    const browser = new AuditBrowser(context, port, profileDir);
    if (account) await browser.signIn(baseURL, account);
    return browser;
  }

  private async signIn(baseURL: string, userName: string) {
    const demo = DEMO_ACCOUNTS.find((a) => a.userName === userName);
    const page = this.context.pages()[0] ?? (await this.context.newPage());
    await signIn(page, baseURL, userName);
    await page.getByText(`Hi, ${demo?.fullName ?? ''}`).waitFor();
    await page.goto('about:blank');
  }

  async audit(url: string, profile: Profile): Promise<AuditFigures> {
    const page = this.context.pages()[0]!;
    const cdp = await this.context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const result = await lighthouse(
      url,
      {
        port: this.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'best-practices'],
        disableStorageReset: true,
      },
      profile === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const audits = lhr.audits;
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    type Items = { items?: Record<string, unknown>[] };
    const items = (id: string) =>
      ((audits[id]?.details as Items | undefined)?.items ?? []) as {
        [key: string]: unknown;
      }[];
    const mainThread: Record<string, number> = {};
    for (const item of items('mainthread-work-breakdown')) {
      mainThread[String(item.groupLabel ?? item.group)] = Math.round(Number(item.duration));
    }
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      bytes: numeric('total-byte-weight'),
      requests: items('network-requests').length,
      mainThread,
      scripts: items('bootup-time')
        .map((item) => ({ url: String(item.url), scriptingMs: Math.round(Number(item.scripting)) }))
        .slice(0, 5),
      consoleErrors: items('errors-in-console').map((item) => String(item.description)),
      shifts: items('layout-shifts')
        .map((item) => ({
          selector: String((item.node as { selector?: string } | undefined)?.selector ?? '?'),
          score: Number(item.score),
        }))
        .slice(0, 3),
      unusedJsKiB: Math.round(
        items('unused-javascript').reduce((sum, item) => sum + Number(item.wastedBytes), 0) / 1024,
      ),
    };
  }

  async close(): Promise<void> {
    await this.context.close();
    rmSync(this.profileDir, { recursive: true, force: true });
  }
}

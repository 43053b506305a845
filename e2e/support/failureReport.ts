import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, ConsoleMessage, Page, Request } from 'playwright-core';

/**
 * What a failed test leaves behind: for every page still open in the spec's browsers, its address,
 * the text it showed, its last console lines and a screenshot under e2e/artifacts/failures. A
 * timeout alone ("heading not visible after 30 s") cannot tell a signed-out page from one held by
 * a dialog or one still loading; CI's log can, with this.
 */

const browsers = new Set<Browser>();
const consoleLines = new WeakMap<Page, string[]>();
/** Requests a page sent that have not finished: a chunk or a call that hangs shows here. */
const pendingRequests = new WeakMap<Page, Map<Request, number>>();
const KEPT_LINES = 20;
const SHOWN_TEXT = 600;

function keepConsole(page: Page): void {
  const lines: string[] = [];
  consoleLines.set(page, lines);
  const push = (line: string) => {
    lines.push(line.slice(0, 300));
    if (lines.length > KEPT_LINES) lines.shift();
  };
  page.on('console', (message: ConsoleMessage) => push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => push(`pageerror: ${error.message}`));
  // A listener takes over Playwright's own handling, so do what it does without one: a
  // beforeunload prompt is accepted (the navigation goes on), every other dialog dismissed.
  page.on('dialog', (dialog) => {
    const leave = dialog.type() === 'beforeunload';
    push(`dialog ${dialog.type()} ${leave ? 'accepted' : 'dismissed'}: ${dialog.message()}`);
    void (leave ? dialog.accept() : dialog.dismiss()).catch(() => undefined);
  });
  const pending = new Map<Request, number>();
  pendingRequests.set(page, pending);
  page.on('request', (request) => pending.set(request, Date.now()));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => {
    pending.delete(request);
    push(`requestfailed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
}

/** Follows a launched browser: its pages are reported when a test fails. */
export function followBrowser(browser: Browser): Browser {
  browsers.add(browser);
  browser.on('disconnected', () => browsers.delete(browser));
  const follow = (context: ReturnType<Browser['contexts']>[number]) =>
    context.on('page', keepConsole);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    follow(context);
    return context;
  };
  return browser;
}

const fileSafe = (text: string) => text.replace(/[^a-zA-Z0-9-]+/g, '-').slice(0, 80);

/** Writes the report of every open page of the followed browsers; never throws. */
export async function reportOpenPages(testName: string): Promise<void> {
  const directory = resolve(import.meta.dirname, '../artifacts/failures');
  mkdirSync(directory, { recursive: true });
  let index = 0;
  for (const browser of browsers) {
    for (const context of browser.contexts()) {
      for (const page of context.pages()) {
        index += 1;
        const shot = resolve(directory, `${fileSafe(testName)}-${index}.png`);
        try {
          const text = await page
            .evaluate(() => document.body?.innerText ?? '')
            .catch((error: Error) => `(no text: ${error.message})`);
          await page.screenshot({ path: shot, timeout: 5_000 }).catch(() => undefined);
          const lines = consoleLines.get(page) ?? [];
          const now = Date.now();
          const waiting = [...(pendingRequests.get(page) ?? new Map<Request, number>())].map(
            ([request, since]) =>
              `unfinished for ${Math.round((now - since) / 1000)} s: ${request.method()} ${request.url()}`,
          );
          console.error(
            [
              `-- page ${index} of the failed test "${testName}": ${page.url()}`,
              `   shows: ${text.replace(/\s+/g, ' ').slice(0, SHOWN_TEXT)}`,
              ...lines.map((line) => `   ${line}`),
              ...waiting.map((line) => `   ${line}`),
              `   screenshot: ${shot}`,
            ].join('\n'),
          );
        } catch (error) {
          console.error(`-- page ${index}: no report (${(error as Error).message})`);
        }
      }
    }
  }
}

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser, newPage } from './browser';
import { signIn } from './console';

/**
 * One browser and one page signed in as `userName` (its greeting shown) for a whole spec file:
 * launched before its tests, handed to `ready`, closed after them.
 */
export function signedInSession(
  userName: string,
  greeting: string,
  ready: (page: Page, baseURL: string) => void | Promise<void>,
): void {
  let browser: Browser | undefined;
  beforeAll(async () => {
    const baseURL = inject('baseURL');
    browser = await launchBrowser();
    const { page } = await newPage(browser);
    await signIn(page, baseURL, userName);
    await page.getByText(greeting).waitFor();
    await ready(page, baseURL);
  });
  afterAll(async () => {
    await browser?.close();
  });
}

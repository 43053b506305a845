import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../support/accounts';
import { launchBrowser, newPage, snapshot } from '../support/browser';
import { mainMenu, retryUntil, signIn, topLevelMenuLabels } from '../support/console';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
}

describe('signing in', () => {
  for (const account of DEMO_ACCOUNTS) {
    it(`lands ${account.userName} on its home with exactly its menu`, async () => {
      const { context, page } = await newPage(browser);
      await signIn(page, baseURL, account.userName);
      await page.getByText(`Hi, ${account.fullName}`).waitFor();
      // The content roles land on 'dashboard', whose lazily loaded page sends them on to
      // 'dashboard/branch': wait for where the user ends up, not for the first address.
      const home = `/auto2000${account.home ? `/${account.home}` : ''}`;
      const path = (url: URL) => url.pathname.replace(/\/$/, '');
      await page.waitForURL((url) => path(url) === home, { timeout: 15_000 }).catch(() => {});
      expect(path(new URL(page.url()))).toBe(home);
      expect(await topLevelMenuLabels(page)).toEqual(account.menu);
      // Every role's home screen, whichever module draws it, passes axe once it has loaded.
      await page.locator('#main-content h1').first().waitFor();
      await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached' });
      await snapshot(page, `home-${account.userName}`);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }

  it('shows the catalogue message for a wrong password and stays on sign-in', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseURL, 'crc', 'not-the-password');
    await page.getByText('Username or Password is incorrect').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/\/signin$/);
    await expect(page.getByLabel('Username').inputValue()).resolves.toBe('crc');
    await context.close();
  });
});

describe('the session', () => {
  it('logs out to the sign-in page and forgets the session', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseURL, 'pdi');
    await page.getByText('Hi, Rudi Hartono').waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.goto(`${baseURL}/`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(
      await page.evaluate(() => Object.keys(localStorage).some((k) => /session/i.test(k))),
    ).toBe(false);
    await context.close();
  });

  it("sends an expired session (id_token cookie 'expired') to sign-in", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseURL, 'crc');
    await page.getByText('Hi, Rina Kusuma').waitFor();
    await context.addCookies([{ name: 'id_token', value: 'expired', url: baseURL }]);
    await page.reload();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    // The sign-in page answers at both '/' and '/signin'.
    expect(new URL(page.url()).pathname).toMatch(/^\/auto2000\/?(signin)?$/);
    expect(await page.getByText('Hi, Rina Kusuma').count()).toBe(0);
    await context.close();
  });
});

describe('the shell', () => {
  it('flips the layout right-to-left in Arabic and remembers it', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseURL, 'superadmin');
    await page.getByText('Hi, Budi Santoso').waitFor();
    await retryUntil(
      page,
      async () => {
        await page.getByRole('button', { name: /^Language:/ }).click();
        await page.getByRole('menuitem', { name: 'العربية' }).click();
      },
      () => document.documentElement.dir === 'rtl',
    );
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    const menuBox = await page.locator('#side-navigation').boundingBox();
    expect(menuBox!.x).toBeGreaterThan(700); // the sidebar moved to the right
    await snapshot(page, 'shell-arabic');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await context.close();
  });

  it('shows the 404 page with a way home for an unknown path', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL}/no-such-screen`);
    await page.getByText('missing or has been moved').waitFor();
    await page.getByRole('button', { name: /back to home/i }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await context.close();
  });

  it('collapses the sidebar at 1200 px and turns it into a drawer at 600 px', async () => {
    const { context, page } = await newPage(browser, { width: 1400, height: 900 });
    await signIn(page, baseURL, 'superadmin');
    await page.getByText('Hi, Budi Santoso').waitFor();
    const sider = page.locator('.ant-layout-sider');
    expect((await sider.boundingBox())!.width).toBe(240);

    await page.setViewportSize({ width: 1200, height: 900 });
    await page.waitForFunction(
      () => (document.querySelector('.ant-layout-sider') as HTMLElement | null)?.offsetWidth === 80,
      undefined,
      { timeout: 5000 },
    );

    await page.setViewportSize({ width: 600, height: 900 });
    await page.waitForFunction(() => !document.querySelector('.ant-layout-sider'), undefined, {
      timeout: 5000,
    });
    await expect(mainMenu(page).isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: /open menu/i }).click();
    await mainMenu(page).waitFor();
    await expect(page.locator('.ant-drawer-open').count()).resolves.toBe(1);
    await snapshot(page, 'shell-drawer');
    await context.close();
  });
});

describe('accessibility', () => {
  it('finds no serious or critical axe violation on the sign-in page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL}/signin`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('finds no serious or critical axe violation in the shell', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseURL, 'superadmin');
    await page.getByText('Hi, Budi Santoso').waitFor();
    await snapshot(page, 'shell-home');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

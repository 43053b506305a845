import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './accounts';

/** Signs in through the real sign-in page and waits for the shell. */
export async function signIn(
  page: Page,
  baseURL: string,
  userName: string,
  password = DEMO_PASSWORD,
) {
  await page.goto(`${baseURL}/signin`);
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

/** The top-level labels of the side menu (closed sub-menus render only their title). */
export async function topLevelMenuLabels(page: Page): Promise<string[]> {
  const items = mainMenu(page).locator(':scope > ul > li');
  const labels = await items.evaluateAll((nodes) =>
    nodes
      .map((node) => {
        const title = node.querySelector('.ant-menu-title-content')?.cloneNode(true) as
          Element | undefined;
        // The count badge beside a dashboard item is not part of its label.
        title?.querySelectorAll('.ant-badge').forEach((badge) => badge.remove());
        return (title?.textContent ?? '').trim();
      })
      .filter((label) => label.length > 0),
  );
  return labels;
}

/**
 * Repeats a UI action until the page shows its effect. A click that lands while an antd popup
 * is still animating in can miss on a loaded machine; a user would simply click again.
 */
export async function retryUntil(
  page: Page,
  action: () => Promise<void>,
  effect: () => boolean,
  attempts = 3,
) {
  for (let attempt = 1; ; attempt++) {
    await action();
    const done = await page
      .waitForFunction(effect, undefined, { timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (done) return;
    if (attempt >= attempts) throw new Error(`the page did not change after ${attempts} tries`);
    await page.keyboard.press('Escape');
  }
}

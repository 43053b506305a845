import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, snapshotChecked } from '../support/browser';
import { signIn } from '../support/console';
import { listSettled, row } from '../support/master';

/**
 * Issue 35 item 19: the campaign list's actions are on screen on a 1440 px desktop, a 390 px
 * phone does not scroll sideways, and the promo list's icon-only Edit has a name.
 */
const baseURL = inject('baseURL');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

let browser: Browser;
let campaign: Page;
let content: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  [campaign, content] = await Promise.all([newPage(browser), newPage(browser)]).then((p) =>
    p.map((x) => x.page),
  );
  await Promise.all([
    signIn(campaign, baseURL, 'ho_campaign'),
    signIn(content, baseURL, 'pickontenho'),
  ]);
  await Promise.all([
    campaign.getByText('Hi, Siti Rahmawati').waitFor(),
    content.getByText('Hi, Fajar Nugroho').waitFor(),
  ]);
});
afterAll(async () => {
  await browser?.close();
});

/** Whether the whole of the element is inside the window (no scrolling needed to see it). */
async function onScreen(element: Locator, viewport: { width: number; height: number }) {
  const box = await element.boundingBox();
  if (!box) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width;
}

/** How far the page is wider than the window (0 when it does not scroll sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the campaign list', () => {
  it('shows View, Edit, Copy and Delete of a row on a 1440 px screen without scrolling', async () => {
    await campaign.setViewportSize(DESKTOP);
    await campaign.goto(`${baseURL}/campaign`);
    await listSettled(campaign);
    const first = row(campaign, 'Promo Servis Akhir Bulan');
    await first.waitFor();
    for (const action of ['View', 'Edit', 'Copy']) {
      const link = first.getByRole('link', { name: `${action} Promo Servis Akhir Bulan` });
      expect(await onScreen(link, DESKTOP), action).toBe(true);
    }
    const remove = first.getByRole('button', { name: 'Delete Promo Servis Akhir Bulan' });
    expect(await onScreen(remove, DESKTOP)).toBe(true);
    expect(await sidewaysOverflow(campaign)).toBe(0);
    await snapshotChecked(campaign, 'campaign-list-1440');
  });

  it('does not make a 390 px phone page scroll sideways', async () => {
    await campaign.setViewportSize(PHONE);
    await campaign.goto(`${baseURL}/campaign`);
    await listSettled(campaign);
    await row(campaign, 'Promo Servis Akhir Bulan').waitFor();
    expect(await sidewaysOverflow(campaign)).toBe(0);
    await snapshotChecked(campaign, 'campaign-list-390');
  });
});

describe('the promo list', () => {
  it("names each icon-only Edit after its promotion, and it opens the promotion's form", async () => {
    await content.goto(`${baseURL}/listofpromo`);
    await listSettled(content);
    const edits = content.getByRole('link', { name: /^Edit / });
    await edits.first().waitFor();
    const names = await edits.evaluateAll((links) =>
      links.map((link) => link.getAttribute('aria-label') ?? ''),
    );
    expect(names.every((name) => name.length > 'Edit '.length)).toBe(true);
    // No button or link of the table is left without a name (the Edit button inside the link had none).
    const nameless = await content
      .locator('.ant-table-tbody')
      .locator('button, a')
      .evaluateAll(
        (elements) =>
          elements.filter(
            (e) => !e.getAttribute('aria-label') && (e.textContent ?? '').trim() === '',
          ).length,
      );
    expect(nameless).toBe(0);
    await snapshotChecked(content, 'promo-list');
    const name = names[0]!.slice('Edit '.length);
    await edits.first().click();
    await content.waitForURL(/\/listofpromo\/edit\//);
    await content.getByRole('textbox').first().waitFor();
    expect(await content.getByLabel(/name/i).first().inputValue()).toBe(name);
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, seriousAxeViolations, snapshot } from '../support/browser';
import { signIn } from '../support/console';
import { confirm, listSettled, pick, row } from '../support/master';

/** How long the website may take to show a change: its answers are cached up to a second. */
const WEBSITE = { timeout: 5_000, interval: 250 };

const baseURL = inject('baseURL');
const origin = inject('origin');
const PROMO = `E2E Lebaran deal ${Date.now() % 100000}`;
const NEWS = `E2E oil tips ${Date.now() % 100000}`;

let browser: Browser;
let branch: Page; // pickontencabang, branch T011
let ho: Page; // pickontenho

/** axe's serious and critical findings on what the page shows now. */
// axe through the shared check, which waits for popups and menus to finish animating: a
// half-faded element measured mid-animation failed the contrast rule once.
const seriousViolations = seriousAxeViolations;

const publicApi = async (path: string) => {
  const reply = await fetch(`${origin}/api/public/content/${path}`);
  return (await reply.json()) as Record<string, { name: string; [k: string]: unknown }[]>;
};

beforeAll(async () => {
  browser = await launchBrowser();
  [branch, ho] = await Promise.all([newPage(browser), newPage(browser)]).then((p) =>
    p.map((x) => x.page),
  );
  await Promise.all([
    signIn(branch, baseURL, 'pickontencabang'),
    signIn(ho, baseURL, 'pickontenho'),
  ]);
  await Promise.all([
    branch.getByText('Hi, Indah Permatasari').waitFor(),
    ho.getByText('Hi, Fajar Nugroho').waitFor(),
  ]);
});
afterAll(async () => {
  await browser?.close();
});

describe('branch content for the website', () => {
  it('lands the branch content admin on the content dashboard', async () => {
    await branch.getByRole('heading', { name: 'Content dashboard' }).waitFor();
    expect(branch.url()).toContain('/dashboard/branch');
    await branch.getByText('Outlets').first().waitFor();
    expect(await seriousViolations(branch)).toEqual([]);
  });

  it("edits its outlet's hours and map position", async () => {
    await branch.goto(`${baseURL}/branch-konten/edit/T011`);
    await branch.getByRole('heading', { name: 'Edit outlet T011' }).waitFor();
    await pick(branch, branch, 'Showroom Weekday Closing time', '16.30');
    const latitude = branch.getByLabel('Latitude');
    await latitude.fill('-6.155');
    await latitude.press('Tab');
    await branch.locator('.content-map-pin').waitFor();
    await snapshot(branch, 'content-outlet-edit');
    expect(await seriousViolations(branch)).toEqual([]);
    await branch.getByRole('button', { name: 'Save', exact: true }).click();
    await confirm(branch);
    await branch.getByRole('heading', { name: 'Branch Konten Digiroom' }).waitFor();
    // The public API keeps each answer up to a second (its read cache): poll past that, where
    // expect.poll's own default gives up after exactly a second.
    await expect
      .poll(async () => (await publicApi('outlets?branchCode=T011')).outlets?.[0], WEBSITE)
      .toMatchObject({ latitude: -6.155, showroomHours: { weekday: { close: '16.30' } } });
  });

  it('creates a promotion that waits for head office, which approves it for the website', async () => {
    await branch.goto(`${baseURL}/listofpromo/add`);
    await branch.getByRole('heading', { name: 'Add promo' }).waitFor();
    await branch.getByLabel('Name', { exact: true }).fill(PROMO);
    await branch.getByLabel('Short description').fill('Free service for a year');
    await branch.getByRole('textbox', { name: 'Description', exact: true }).click();
    await branch.keyboard.type('Valid at Kelapa Gading Timur');
    await branch.getByRole('button', { name: 'Save', exact: true }).click();
    await confirm(branch);
    await branch.getByRole('heading', { name: 'List of Promo' }).waitFor();
    await listSettled(branch);
    await row(branch, PROMO).getByText('Awaiting approval').waitFor();
    expect(
      (await publicApi('promotions?branchCode=T011')).promotions!.map((p) => p.name),
    ).not.toContain(PROMO);

    await ho.getByRole('heading', { name: 'Content dashboard' }).waitFor();
    await ho.goto(`${baseURL}/listofpromo`);
    await listSettled(ho);
    await ho.getByRole('button', { name: `Approve ${PROMO}` }).click();
    await confirm(ho);
    await row(ho, PROMO).getByText('Running').waitFor();
    await snapshot(ho, 'content-promo-list');
    expect(await seriousViolations(ho)).toEqual([]);
    await expect
      .poll(
        async () => (await publicApi('promotions?branchCode=T011')).promotions!.map((p) => p.name),
        WEBSITE,
      )
      .toContain(PROMO);
  });

  it('writes a news item with formatting', async () => {
    await branch.goto(`${baseURL}/listofnewstips/add`);
    await branch.getByRole('heading', { name: 'Add news or tip' }).waitFor();
    await branch.getByLabel('Name', { exact: true }).fill(NEWS);
    await branch.getByRole('textbox', { name: 'Content', exact: true }).click();
    await branch.keyboard.type('Change the oil ');
    await branch.getByRole('button', { name: 'Bold' }).click();
    await branch.keyboard.type('every 10,000 km');
    await branch.getByRole('button', { name: 'Bulleted list' }).click();
    await snapshot(branch, 'content-news-form');
    expect(await seriousViolations(branch)).toEqual([]);
    await branch.getByRole('button', { name: 'Save', exact: true }).click();
    await confirm(branch);
    await branch.getByRole('heading', { name: 'List of News & Tips' }).waitFor();
    await listSettled(branch);
    await row(branch, NEWS).waitFor();
    await expect
      .poll(
        async () =>
          (await publicApi('news?branchCode=T011')).news!.find((n) => n.name === NEWS)?.content,
        WEBSITE,
      )
      .toContain('<strong>every 10,000 km</strong>');
  });

  it("cannot open another branch's salesman: it is sent home", async () => {
    await ho.goto(`${baseURL}/branch-salesman`);
    await listSettled(ho);
    await pick(ho, ho, 'Branch', 'T010', 'T010 · Auto2000 Kelapa Gading');
    await listSettled(ho);
    await ho.locator('.ant-table-tbody').getByText('T010').first().waitFor();
    const href = await ho
      .locator('.ant-table-tbody a[href*="/branch-salesman/edit/"]')
      .first()
      .getAttribute('href');
    const id = /edit\/(\d+)/.exec(href ?? '')![1];

    await branch.goto(`${baseURL}/branch-salesman`);
    await listSettled(branch);
    await snapshot(branch, 'content-salesman-list');
    expect(await seriousViolations(branch)).toEqual([]);
    await branch.goto(`${baseURL}/branch-salesman/edit/${id}`);
    await branch.getByRole('heading', { name: 'Welcome, Indah Permatasari' }).waitFor();
    expect(new URL(branch.url()).pathname.replace(/\/$/, '')).toBe(new URL(baseURL).pathname);
  });
});

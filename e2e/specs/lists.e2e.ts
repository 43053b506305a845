import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { snapshot, snapshotChecked } from '../support/browser';
import { listSettled, openList, sheet, upload } from '../support/master';
import { signedInSession } from '../support/session';

const baseURL = inject('baseURL');
let page: Page;
signedInSession('ho_testdrive', 'Hi, Agus Wijaya', (ready) => {
  page = ready;
});

/** Widest thing on the page minus the window: above 0 the page scrolls sideways. */
const sidewaysOverflow = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const LISTS: [route: string, title: string][] = [
  ['cluster', 'Cluster'],
  ['branch', 'Branch'],
  ['branchcluster', 'Mapping Cluster x Branch'],
  ['branchstock', 'Branch Stock'],
  ['blockcancellationreason', 'Block Cancellation Reason'],
  ['question', 'Question'],
];

describe('every list on a desktop', () => {
  it('exports the filtered cluster list as an xlsx from the toolbar', async () => {
    await openList(page, baseURL, 'cluster', 'Cluster');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^cluster-\d\d-\d\d-\d{4}\.xlsx$/);
  });

  it('exports the board and the notifications with their filters', async () => {
    for (const [route, name] of [
      ['dashboard/testdrive', /^test-drive-orders-\d\d-\d\d-\d{4}\.xlsx$/],
      ['notification', /^notifications-\d\d-\d\d-\d{4}\.xlsx$/],
    ] as const) {
      await page.goto(`${baseURL}/${route}`);
      await page.waitForLoadState('networkidle');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export' }).click();
      expect((await download).suggestedFilename(), route).toMatch(name);
    }
    await snapshotChecked(page, 'lists-export-notification');
  });

  it('keeps a selection across pages and offers every matching row', async () => {
    await openList(page, baseURL, 'branchstock?size=10', 'Branch Stock');
    await page.getByRole('checkbox', { name: 'Select all' }).first().check();
    await page.getByText('10 selected').waitFor();
    await page.getByRole('button', { name: /^Select all \d+ matching$/ }).click();
    const total = Number(
      /(\d+) rows/.exec(
        (await page.locator('.ant-pagination-total-text').textContent()) ?? '',
      )?.[1],
    );
    await page.getByText(`All ${total} matching rows are selected`).waitFor();
    await page.getByText(`${total} selected`).waitFor();
    await page.locator('.ant-pagination-next').click();
    await listSettled(page);
    await page.getByText(`${total} selected`).waitFor();
    await snapshotChecked(page, 'lists-select-all');
    await page.getByRole('button', { name: 'Clear selection' }).click();
  });

  it('lists every class of problem of an upload at once', async () => {
    await openList(page, baseURL, 'cluster', 'Cluster');
    const bad = await sheet(
      'lists-one-pass.xlsx',
      ['ClusterCode', 'ClusterTypeCode', 'ClusterDescription'],
      [
        ['CL-JKT-01', 'TD', 'Exists already'],
        ['CL-LP-01', 'XX', 'Unknown type'],
        ['CL-LP-02', 'TD', ''],
        ['cl-lp-02', 'TD', 'Twice'],
      ],
    );
    const modal = await upload(page, bad);
    const kinds = modal.getByRole('list', { name: 'Problem' });
    for (const kind of [
      'Missing column: 1',
      'Empty mandatory cell: 1',
      'Unknown code: 1',
      'Already saved: 1',
      'Repeated in the file: 1',
    ]) {
      await kinds.getByText(kind).waitFor();
    }
    await snapshotChecked(page, 'lists-upload-one-pass');
    await modal.getByRole('button', { name: 'Close' }).first().click();
  });
});

describe('every list on a 390 px phone', () => {
  it('never scrolls the page sideways and folds the filters behind a button', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [route, title] of LISTS) {
      await openList(page, baseURL, route, title);
      const toggle = page.getByRole('button', { name: /^Filters/ });
      expect(await toggle.getAttribute('aria-expanded'), route).toBe('false');
      expect(await searchButton(page).isVisible(), route).toBe(false);
      await snapshot(page, `lists-390-${route}`);
      expect(await sidewaysOverflow(page), route).toBeLessThanOrEqual(0);
    }
    await toggle(page);
    await snapshot(page, 'lists-390-branchstock-filters-open');
  });

  it('the boards and the other lists stay 390 px wide', async () => {
    for (const route of [
      'dashboard/testdrive',
      'crc',
      'pdi',
      'users',
      'notification',
      'vehicles',
    ]) {
      await page.goto(`${baseURL}/${route}`);
      await page.locator('main h1, main h2').first().waitFor();
      await page.waitForLoadState('networkidle');
      await snapshot(page, `lists-390-${route.replace('/', '-')}`);
      expect(await sidewaysOverflow(page), route).toBeLessThanOrEqual(0);
      if (route === 'vehicles') {
        // The vehicles screen's stock filters fold like the master lists' (shared SearchForm).
        expect(await searchButton(page).isVisible(), route).toBe(false);
      }
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});

async function toggle(p: Page) {
  await openList(p, baseURL, 'branchstock', 'Branch Stock');
  await p.getByRole('button', { name: /^Filters/ }).click();
  await p.getByRole('search').getByRole('button', { name: 'Search' }).waitFor();
}

const searchButton = (p: Page) =>
  p.getByRole('search').getByRole('button', { name: 'Search', exact: true });

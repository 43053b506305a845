import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { snapshot } from '../support/browser';
import { signedInSession } from '../support/session';
import { bulk, openList, pick, row, save, search, sheet, upload } from '../support/master';

const baseURL = inject('baseURL');
let page: Page;
signedInSession('ho_testdrive', 'Hi, Agus Wijaya', (ready) => {
  page = ready;
});

describe('the cluster screen', () => {
  it('creates a cluster and finds it by search', async () => {
    await openList(page, baseURL, 'cluster', 'Cluster');
    await page.getByRole('button', { name: 'Add', exact: true }).first().click();
    await page.getByRole('textbox', { name: 'Cluster Code' }).fill('CL-E2E-01');
    await page
      .getByRole('textbox', { name: 'Cluster Description' })
      .fill('Cluster made by the browser test');
    await snapshot(page, 'cluster-form');
    await save(page);
    await page.getByRole('heading', { name: 'Cluster', exact: true }).waitFor();

    await pick(page, page, 'Cluster', 'CL-E2E-01');
    await search(page);
    await row(page, 'CL-E2E-01').waitFor();
    // The table re-renders when the filtered page arrives.
    await expect
      .poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count(), { timeout: 10_000 })
      .toBe(1);
    await snapshot(page, 'cluster-list');
  });

  it('edits the cluster, and the save returns to the list with its search', async () => {
    const searched = new URL(page.url());
    expect(searched.search).not.toBe('');
    await page.getByRole('link', { name: 'Edit CL-E2E-01' }).click();
    const description = page.getByRole('textbox', { name: 'Cluster Description' });
    await expect.poll(() => description.inputValue()).toBe('Cluster made by the browser test');
    await description.fill('Cluster edited by the browser test');
    await save(page);
    await row(page, 'Cluster edited by the browser test').waitFor();
    const back = new URL(page.url());
    expect(back.pathname + back.search).toBe(searched.pathname + searched.search);
  });

  it('sets it InActive with the bulk action', async () => {
    await bulk(page, ['CL-E2E-01'], 'InActive');
    await row(page, 'CL-E2E-01').filter({ hasText: 'InActive' }).waitFor();
  });

  it('deletes it after both confirmations', async () => {
    await bulk(page, ['CL-E2E-01'], 'Delete');
    await row(page, 'CL-E2E-01').waitFor({ state: 'detached' });
  });

  it('refuses an upload with a missing mandatory cell, then takes the fixed file', async () => {
    const header = ['ClusterCode', 'ClusterTypeCode', 'ClusterDescription', 'Status'];
    await openList(page, baseURL, 'cluster', 'Cluster');
    const bad = await sheet('cluster-bad.xlsx', header, [
      ['CL-UP-01', 'TD', 'Uploaded one', 1],
      ['CL-UP-02', 'TD', '', 1],
    ]);
    const modal = await upload(page, bad);
    await modal.getByText('Field Mandatory is Required').first().waitFor();
    await modal.getByRole('cell', { name: 'ClusterDescription' }).first().waitFor();
    await snapshot(page, 'cluster-upload-errors');
    await modal.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await page.locator('.ant-table-tbody').waitFor();
    expect(await row(page, 'CL-UP-01').count()).toBe(0);

    const good = await sheet('cluster-good.xlsx', header, [
      ['CL-UP-01', 'TD', 'Uploaded one', 1],
      ['CL-UP-02', 'TD', 'Uploaded two', 0],
    ]);
    const modalAfter = await upload(page, good);
    // The success notice lasts 3 s; the rows in the refetched list are the lasting proof.
    await modalAfter.getByText('Field Mandatory is Required').waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await row(page, 'CL-UP-01').waitFor();
    await row(page, 'CL-UP-02').waitFor();
  });
});

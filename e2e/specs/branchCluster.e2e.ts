import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { snapshot } from '../support/browser';
import { signedInSession } from '../support/session';
import { uploadBranches } from '../support/fixtures';
import {
  bulk,
  openList,
  pick,
  row,
  rowCount,
  save,
  search,
  sheet,
  upload,
} from '../support/master';

const baseURL = inject('baseURL');
// A branch holds one enabled mapping and every demo branch has one, so the spec brings its own.
let page: Page;
signedInSession('ho_testdrive', 'Hi, Agus Wijaya', async (ready) => {
  page = ready;
  await uploadBranches(ready, baseURL, ['T791', 'T792']);
});

/** The list row of one mapping (code and branch sit in separate cells). */
function mapping(clusterCode: string, branchCode: string) {
  return row(page, branchCode).filter({ hasText: clusterCode });
}

describe('the mapping cluster x branch screen', () => {
  it('maps a branch to a cluster and finds it by search', async () => {
    await openList(page, baseURL, 'branchcluster', 'Mapping Cluster x Branch');
    await page.getByRole('button', { name: 'Add', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Add Mapping Cluster x Branch' }).waitFor();
    await pick(page, page, 'Cluster', 'CL-JKT-02');
    await pick(page, page, 'Branches', 'T791');
    await page.keyboard.press('Escape');
    await snapshot(page, 'branchcluster-form');
    await save(page);
    await page.getByRole('heading', { name: 'Mapping Cluster x Branch', exact: true }).waitFor();

    await pick(page, page, 'Cluster', 'CL-JKT-02');
    await search(page);
    await row(page, 'T791').waitFor();
    // T002 belongs to CL-JKT-01: gone once the filtered page has replaced the first one.
    await expect.poll(() => rowCount(page, 'T002'), { timeout: 10_000 }).toBe(0);
    await snapshot(page, 'branchcluster-list');
  });

  it('moves the mapping to another cluster', async () => {
    await page.getByRole('link', { name: 'Edit CL-JKT-02 x T791' }).click();
    await page.getByRole('heading', { name: 'Edit Mapping Cluster x Branch' }).waitFor();
    await page.getByText('T791 · Auto2000 E2E T791').waitFor();
    await pick(page, page, 'Cluster', 'CL-JTM-01');
    await save(page);
    await page.getByRole('heading', { name: 'Mapping Cluster x Branch', exact: true }).waitFor();
    await pick(page, page, 'Cluster', 'CL-JTM-01');
    await search(page);
    await mapping('CL-JTM-01', 'T791').waitFor();
  });

  it('sets it InActive with the bulk action', async () => {
    await pick(page, page, 'Cluster', 'CL-JTM-01');
    await search(page);
    await bulk(page, ['CL-JTM-01 x T791'], 'InActive');
    await row(page, 'T791').filter({ hasText: 'InActive' }).waitFor();
  });

  it('deletes it after both confirmations', async () => {
    await bulk(page, ['CL-JTM-01 x T791'], 'Delete');
    await row(page, 'T791').waitFor({ state: 'detached' });
  });

  it('refuses an upload with an unknown cluster, then takes the fixed file', async () => {
    const header = ['ClusterCode', 'BranchCode', 'Status'];
    await openList(page, baseURL, 'branchcluster', 'Mapping Cluster x Branch');
    const bad = await sheet('branchcluster-bad.xlsx', header, [
      ['CL-JKT-01', 'T791', 1],
      ['CL-NOPE-99', 'T792', 1],
    ]);
    const modal = await upload(page, bad);
    await modal.getByText('Unknown ClusterCode CL-NOPE-99').waitFor();
    await snapshot(page, 'branchcluster-upload-errors');
    await modal.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await pick(page, page, 'Cluster', 'CL-JKT-01');
    await search(page);
    await row(page, 'T002').waitFor();
    expect(await rowCount(page, 'T791')).toBe(0);

    const good = await sheet('branchcluster-good.xlsx', header, [
      ['CL-JKT-01', 'T791', 1],
      ['CL-JKT-01', 'T792', 1],
    ]);
    const modalAfter = await upload(page, good);
    await modalAfter.waitFor({ state: 'detached' }).catch(() => page.keyboard.press('Escape'));
    await mapping('CL-JKT-01', 'T791').waitFor();
    await mapping('CL-JKT-01', 'T792').waitFor();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { snapshot } from '../support/browser';
import { signedInSession } from '../support/session';
import { BRANCH_HEADER, branchRow } from '../support/fixtures';
import {
  bulk,
  field,
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
let page: Page;
signedInSession('ho_testdrive', 'Hi, Agus Wijaya', (ready) => {
  page = ready;
});

async function fill(label: string, value: string) {
  await field(page, label).fill(value);
}

describe('the branch screen', () => {
  it('creates a branch and finds it by search', async () => {
    await openList(page, baseURL, 'branch', 'Branch');
    await page.getByRole('button', { name: 'Add', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Add Branch' }).waitFor();
    await pick(page, page, 'Region', 'Jakarta', 'JKT · Jakarta');
    await pick(page, page, 'Branch Type', 'VSP', 'VSP · ');
    await fill('Branch Code', 'T777');
    await fill('Branch Description', 'Auto2000 E2E Kelapa Gading');
    await fill('Address', 'Jl. Boulevard Raya No. 7, Jakarta Utara');
    await fill('Postal Code', '14240');
    await fill('Phone', '021-4501777');
    await fill('E-mail To', 't777@auto2000.co.id');
    await fill('E-mail Cc', 'service.t777@auto2000.co.id');
    await fill('Head', 'Hadi Prasetyo');
    await fill('Website', 'https://auto2000.co.id');
    await pick(page, page, 'Monday – Friday Opens', '08.00');
    await pick(page, page, 'Monday – Friday Closes', '17.00');
    await pick(page, page, 'Saturday Opens', '08.00');
    await pick(page, page, 'Saturday Closes', '14.00');
    await pick(page, page, 'Sunday Opens', 'Closed');
    await snapshot(page, 'branch-form');
    await save(page);
    await page.getByRole('heading', { name: 'Branch', exact: true }).waitFor();

    await field(page, 'Branch Code').fill('T777');
    await search(page);
    await row(page, 'T777').waitFor();
    await expect
      .poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count(), { timeout: 10_000 })
      .toBe(1);
    await snapshot(page, 'branch-list');
  });

  it('edits the branch, keeping the hours it was given', async () => {
    await page.getByRole('link', { name: 'Edit T777' }).click();
    const description = field(page, 'Branch Description');
    await expect.poll(() => description.inputValue()).toBe('Auto2000 E2E Kelapa Gading');
    await page.getByText('17.00').first().waitFor();
    await description.fill('Auto2000 E2E Kelapa Gading Barat');
    await save(page);
    await row(page, 'Auto2000 E2E Kelapa Gading Barat').waitFor();
  });

  it('sets it InActive with the bulk action', async () => {
    await bulk(page, ['T777'], 'InActive');
    await row(page, 'T777').filter({ hasText: 'InActive' }).waitFor();
  });

  it('deletes it after both confirmations', async () => {
    await bulk(page, ['T777'], 'Delete');
    await row(page, 'T777').waitFor({ state: 'detached' });
  });

  it('refuses an upload with a missing mandatory cell, then takes the fixed file', async () => {
    await openList(page, baseURL, 'branch', 'Branch');
    const bad = await sheet('branch-bad.xlsx', BRANCH_HEADER, [
      branchRow('T781', '021-4201781'),
      branchRow('T782', ''),
    ]);
    const modal = await upload(page, bad);
    await modal.getByText('Field Mandatory is Required').first().waitFor();
    await modal.getByRole('cell', { name: 'Phone1' }).first().waitFor();
    await snapshot(page, 'branch-upload-errors');
    await modal.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await page.locator('.ant-table-tbody').waitFor();
    expect(await rowCount(page, 'T781')).toBe(0);

    const good = await sheet('branch-good.xlsx', BRANCH_HEADER, [
      branchRow('T781', '021-4201781'),
      branchRow('T782', '021-4201782'),
    ]);
    const modalAfter = await upload(page, good);
    await modalAfter.waitFor({ state: 'detached' }).catch(() => page.keyboard.press('Escape'));
    await field(page, 'Branch Code').fill('T78');
    await search(page);
    await row(page, 'T781').waitFor();
    await row(page, 'T782').waitFor();
  });
});

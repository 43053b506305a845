import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { snapshot } from '../support/browser';
import { signedInSession } from '../support/session';
import {
  bulk,
  openList,
  pick,
  row,
  rowCount,
  rowKey,
  save,
  search,
  sheet,
  upload,
} from '../support/master';

const baseURL = inject('baseURL');
const DESCRIPTION = 'Unit kept for the e2e showroom event';
const EDITED = 'Unit kept for the e2e dealer gathering';

let page: Page;
signedInSession('ho_testdrive', 'Hi, Agus Wijaya', (ready) => {
  page = ready;
});

describe('the block cancellation reason screen', () => {
  it('creates a reason and finds it by search', async () => {
    await openList(page, baseURL, 'blockcancellationreason', 'Block Cancellation Reason');
    await page.getByRole('button', { name: 'Add', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Add Block Cancellation Reason' }).waitFor();
    await pick(page, page, 'Reason Category', 'BLOCK', 'BLOCK · Block Vehicle');
    await page.getByRole('textbox', { name: 'Reason Description' }).fill(DESCRIPTION);
    await snapshot(page, 'reason-form');
    await save(page);
    await page.getByRole('heading', { name: 'Block Cancellation Reason', exact: true }).waitFor();

    await pick(page, page, 'Reason Category', 'BLOCK', 'BLOCK · Block Vehicle');
    await search(page);
    await row(page, DESCRIPTION).waitFor();
    await snapshot(page, 'reason-list');
  });

  it('edits the reason', async () => {
    await row(page, DESCRIPTION)
      .getByRole('link', { name: /^Edit #/ })
      .click();
    const description = page.getByRole('textbox', { name: 'Reason Description' });
    await expect.poll(() => description.inputValue()).toBe(DESCRIPTION);
    await description.fill(EDITED);
    await save(page);
    await row(page, EDITED).waitFor();
  });

  it('sets it InActive with the bulk action', async () => {
    const key = await rowKey(page, EDITED);
    await bulk(page, [key], 'InActive');
    await row(page, EDITED).filter({ hasText: 'InActive' }).waitFor();
  });

  it('deletes it after both confirmations', async () => {
    const key = await rowKey(page, EDITED);
    await bulk(page, [key], 'Delete');
    await row(page, EDITED).waitFor({ state: 'detached' });
  });

  it('refuses an upload with an unknown category, then takes the fixed file', async () => {
    const header = ['ReasonCategoryCode', 'ReasonDescription', 'IsEnabled'];
    await openList(page, baseURL, 'blockcancellationreason', 'Block Cancellation Reason');
    const bad = await sheet('reason-bad.xlsx', header, [
      ['CANCEL', 'Customer moved the e2e appointment', 1],
      ['NOPE', 'Uploaded with an unknown category', 1],
    ]);
    const modal = await upload(page, bad);
    await modal.getByText('Unknown ReasonCategoryCode NOPE').waitFor();
    await snapshot(page, 'reason-upload-errors');
    await modal.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await page.locator('.ant-table-tbody').waitFor();
    expect(await rowCount(page, 'Customer moved the e2e appointment')).toBe(0);

    const good = await sheet('reason-good.xlsx', header, [
      ['CANCEL', 'Customer moved the e2e appointment', 1],
      ['BLOCK', 'Uploaded block reason for e2e', 0],
    ]);
    const modalAfter = await upload(page, good);
    await modalAfter.waitFor({ state: 'detached' }).catch(() => page.keyboard.press('Escape'));
    await row(page, 'Customer moved the e2e appointment').waitFor();
    await row(page, 'Uploaded block reason for e2e').waitFor();
  });
});

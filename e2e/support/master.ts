import ExcelJS from 'exceljs';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { ARTIFACTS } from './browser';

/** Helpers for the master-data screens (list, four-mode form, bulk action, upload). */

export async function openList(page: Page, baseURL: string, route: string, title: string) {
  await page.goto(`${baseURL}/${route}`);
  await page.getByRole('heading', { name: title, exact: true }).waitFor();
  await listSettled(page);
}

/**
 * The table is there and not loading. The body exists (empty) before the first page arrives;
 * the list spins from its first render until then, so 'no spinner' means the rows are in.
 */
export async function listSettled(page: Page) {
  await page.locator('.ant-table-tbody').waitFor();
  await page.locator('.ant-table-wrapper .ant-spin-spinning').waitFor({ state: 'detached' });
}

/** The input, textarea or select input labelled exactly `label` (not its antd wrapper). */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(label, { exact: true }).and(scope.locator('input, textarea'));
}

/** Picks an option of the antd Select labelled `label`, typing `text` to filter it first. */
export async function pick(
  scope: Page | Locator,
  page: Page,
  label: string,
  text: string,
  option?: string,
) {
  // The combobox input carries the name (antd also copies an aria-label onto its wrapper div).
  const select = field(scope, label);
  const wanted = option ?? text;
  const choice = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: wanted })
    .first();
  // Click the select's box as a user does: with a value shown, antd's input is zero-width.
  // `has` is queried inside each .ant-select, so it takes a locator from the page's root: one
  // chained from a dialog scope would look for the dialog inside the select and never match.
  const box = scope.locator('.ant-select').filter({ has: field(page, label) });
  // antd 6 shows a single select's value, and a multiple one's tags, in .ant-select-content.
  const chosen = box.locator('.ant-select-content').filter({ hasText: wanted }).first();
  // On a loaded machine a select can open before its lookup has loaded and re-render closed, or
  // an option click can land while the list animates: check the choice shows, else try again.
  // Never Esc to start over: with the list already closed, Esc closes the popup around the select
  // (as it should for a user), and every later try waits for a select that is gone.
  for (let attempt = 1; attempt <= 4; attempt++) {
    // Open it unless this select's own list is open (its combobox says so): another select's
    // list may still be closing, so a page-wide look at open lists would mislead.
    if ((await select.getAttribute('aria-expanded')) !== 'true') await box.click();
    // Only searchable selects take typing (replacing what an earlier try typed); the others are
    // read-only inputs.
    if (await select.isEditable()) {
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(text);
    }
    const shown = await choice
      .waitFor({ state: 'visible', timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    if (shown) {
      await choice.click({ timeout: 5000 }).catch(() => undefined);
      const taken = await chosen
        .waitFor({ state: 'visible', timeout: 3000 })
        .then(() => true)
        .catch(() => false);
      if (taken) return;
    }
  }
  await page.screenshot({ path: resolve(ARTIFACTS, `pick-failed-${label}.png`) });
  throw new Error(`could not pick '${wanted}' in '${label}'`);
}

/** Answers the open 'Are you sure?' confirmation with its OK button. */
export async function confirm(page: Page, okText = 'Yes') {
  const button = page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: okText, exact: true })
    .last();
  await button.waitFor();
  // A second confirmation may open at once; wait for this very button, not 'the last dialog'.
  const handle = await button.elementHandle();
  await button.click();
  // On a loaded machine a click can land while antd's zoom-in is still running and be lost; a
  // user would click again. antd ignores a second click on a button that already fired.
  for (let attempt = 1; attempt <= 3; attempt++) {
    const hidden = await handle
      ?.waitForElementState('hidden', { timeout: 8_000 })
      .then(() => true)
      .catch(() => false);
    if (hidden !== false) return;
    await handle?.click({ timeout: 2_000 }).catch(() => undefined);
  }
  await handle?.waitForElementState('hidden');
}

export async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await confirm(page);
}

/** The result notification the console shows after a call ('Success' or 'Failed' + message). */
export async function expectNotice(page: Page, title: 'Success' | 'Failed') {
  await page
    .locator('.ant-notification-notice')
    .filter({ has: page.getByText(title, { exact: true }) })
    .last()
    .waitFor();
}

export function row(page: Page, key: string): Locator {
  return page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: key });
}

/** The bracketed key of the row showing `text` ('#12'), read from its selection checkbox. */
export async function rowKey(page: Page, text: string): Promise<string> {
  const label = await row(page, text).getByRole('checkbox').getAttribute('aria-label');
  return label!.replace(/^Select /, '');
}

/** How many rows of the current page show `key` (0 when none). */
export function rowCount(page: Page, key: string): Promise<number> {
  return row(page, key).count();
}

/**
 * Presses Search and waits until the list has started on it and settled. The list follows the
 * URL, which the router writes a moment after the click: waiting for 'no spinner' at once
 * returned before the search had even started. A search that changes nothing keeps its URL and
 * its rows, hence the bounded wait for the URL. React renders the new URL's list a moment later
 * still, and a cached page shows without a spinner: callers wait for the rows they expect.
 */
export async function search(page: Page) {
  const before = page.url();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL((url) => url.href !== before, { timeout: 5_000 }).catch(() => undefined);
  await listSettled(page);
}

export async function bulk(page: Page, keys: string[], action: 'Active' | 'InActive' | 'Delete') {
  for (const key of keys) await page.getByLabel(`Select ${key}`, { exact: true }).check();
  await page
    .getByRole('toolbar', { name: 'Bulk actions' })
    .getByRole('button', { name: action })
    .click();
  await confirm(page);
  if (action === 'Delete') await confirm(page, 'Yes, delete it!');
}

/** Writes an xlsx under e2e/artifacts and returns its path. */
export async function sheet(
  name: string,
  header: string[],
  rows: (string | number)[][],
): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('Sheet1');
  worksheet.addRow(header);
  for (const r of rows) worksheet.addRow(r);
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = resolve(ARTIFACTS, name);
  writeFileSync(path, Buffer.from(await workbook.xlsx.writeBuffer()));
  return path;
}

/** Upload modal: choose the file, confirm 'Do you want to upload file X ?'. */
export async function upload(page: Page, path: string) {
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Upload from a file' });
  await modal.waitFor();
  await modal.locator('input[type=file]').setInputFiles(path);
  const fileName = path.split('/').pop()!;
  await page.getByText(`Do you want to upload file ${fileName} ?`).waitFor();
  await confirm(page);
  return modal;
}

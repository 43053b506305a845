import ExcelJS from 'exceljs';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ARTIFACTS, seriousAxeViolations, snapshot } from '../support/browser';
import { mainMenu } from '../support/console';
import { confirm, listSettled, pick } from '../support/master';
import { signedInSession } from '../support/session';

const baseURL = inject('baseURL');
const POLL = { timeout: 15_000 };
const PLAYER = 'EMP-T013-01';
const OTHER = 'EMP-T013-02';

let page: Page;
signedInSession('astraquestpointcorrectionadmin', 'Hi, Yusuf Hidayat', (ready) => {
  page = ready;
});

/** axe's serious and critical findings on what the page shows now. */
async function seriousViolations() {
  return seriousAxeViolations(page);
}

/** The downloaded template with Points and Description filled per player, saved as `name`. */
let template: Buffer;
async function filled(name: string, points: Record<string, number>): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const player = String(row.getCell(1).value);
    if (player in points) {
      row.getCell(5).value = points[player]!;
      row.getCell(6).value = 'e2e exhibition bonus';
    } else {
      row.values = []; // rows left empty are skipped by the reader
    }
  });
  const path = resolve(ARTIFACTS, name);
  writeFileSync(path, Buffer.from(await workbook.xlsx.writeBuffer()));
  return path;
}

async function uploadFile(path: string) {
  await page.locator('.point-correction-page input[type=file]').setInputFiles(path);
  await page.getByText(`Do you want to upload file ${path.split('/').pop()} ?`).waitFor();
  await confirm(page);
}

/** The PointsBalance a player holds, as the Player Points page shows it. */
async function shownBalance(playerNo: string): Promise<number> {
  await mainMenu(page).getByRole('menuitem', { name: 'Player Points' }).click();
  await page.getByRole('heading', { name: 'Player Points', exact: true }).waitFor();
  await page.getByRole('searchbox', { name: 'Player' }).fill(playerNo);
  await page.getByRole('searchbox', { name: 'Player' }).press('Enter');
  const row = page.locator('.ant-table-row').filter({ hasText: playerNo });
  await expect.poll(() => page.locator('.ant-table-row').count(), POLL).toBe(1);
  await listSettled(page);
  const cells = await row.locator('td').allTextContents();
  return Number(cells[7]!.replace(/,/g, ''));
}

let before = 0;

describe('point correction as the point-correction admin', () => {
  it('downloads the template prefilled with the picked branch', async () => {
    before = await shownBalance(PLAYER);
    await page.goto(`${baseURL}/pointcorrection`);
    await page.getByRole('heading', { name: 'Point Correction', exact: true }).waitFor();
    await pick(page, page, 'Branch', 'T013');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('point-correction-template.xlsx');
    template = Buffer.from(
      await (await import('node:fs/promises')).readFile((await download.path())!),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('PlayerNo');
    expect(sheet.getRow(2).getCell(1).value).toBe(PLAYER);
    expect(await seriousViolations()).toEqual([]);
    await snapshot(page, 'point-correction');
  });

  it('shows the defect popup for a bad row and books nothing', async () => {
    await uploadFile(await filled('pc-bad.xlsx', { [PLAYER]: 150, [OTHER]: -5 }));
    const popup = page.getByRole('dialog', { name: 'Failed' });
    await popup.getByText(/Points must be a positive whole number, not '-5'/).waitFor();
    await popup.getByRole('cell', { name: 'Points', exact: true }).waitFor();
    expect(await seriousViolations()).toEqual([]);
    await snapshot(page, 'point-correction-defects');
    await popup.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'hidden' });
    await expect(page.locator('.pc-preview').count()).resolves.toBe(0);
  });

  it('previews the fixed file per player, then commits the batch', async () => {
    await uploadFile(await filled('pc-good.xlsx', { [PLAYER]: 150, [OTHER]: 5 }));
    const preview = page.locator('.pc-preview');
    await preview.getByText('Previewed').waitFor();
    const effect = preview.locator('.ant-table-row').filter({ hasText: PLAYER });
    const cells = await effect.locator('td').allTextContents();
    expect(cells.slice(4).map((c) => c.replace(/,/g, ''))).toEqual([
      String(before),
      '+150',
      String(before + 150),
    ]);
    expect(await seriousViolations()).toEqual([]);
    await snapshot(page, 'point-correction-preview');
    await preview.getByRole('button', { name: 'Commit batch' }).click();
    await page.getByText('Do you want to save these ?').waitFor();
    await confirm(page);
    await preview.getByText('Committed', { exact: true }).first().waitFor();
  });

  it('shows the balance changed on the player points page', async () => {
    expect(await shownBalance(PLAYER)).toBe(before + 150);
    await page.getByRole('button', { name: `Entries of ${PLAYER}` }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('e2e exhibition bonus').first().waitFor();
    expect(await seriousViolations()).toEqual([]);
    await snapshot(page, 'player-points');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });
    // Whatever popup the page still animates out must be gone before the next click lands.
    await page.locator('.ant-modal-wrap:visible').waitFor({ state: 'detached' });
  });

  it('reverses the batch with a reason, and the balance is back', async () => {
    await mainMenu(page).getByRole('menuitem', { name: 'Point Correction' }).click();
    await page.getByRole('heading', { name: 'Point Correction', exact: true }).waitFor();
    const batch = page.locator('.ant-table-row').filter({ hasText: 'pc-good.xlsx' }).first();
    await batch.getByRole('button', { name: 'Reverse' }).click();
    const modal = page.getByRole('dialog', { name: /^Reverse batch/ });
    await modal.getByLabel('Reason').fill('e2e: booked in the wrong month');
    await modal.getByRole('button', { name: 'Reverse batch' }).click();
    await page.getByText(/Do you want to reverse batch \d+\?/).waitFor();
    await confirm(page);
    await page.locator('.pc-preview').getByText('Reversed', { exact: true }).first().waitFor();
    expect(await shownBalance(PLAYER)).toBe(before);
  });
});

import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ARTIFACTS, snapshotChecked } from '../support/browser';
import { signedInSession } from '../support/session';
import { confirm, expectNotice, field, listSettled, openList, pick, row } from '../support/master';

const baseURL = inject('baseURL');

let page: Page;
signedInSession('astraquestgamemaster', 'Hi, Putri Maharani', (ready) => {
  page = ready;
});

/** A real 120 x 60 PNG (one colour), written under e2e/artifacts: no binary fixture committed. */
function bannerPng(): string {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const [width, height] = [120, 60];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const line = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [200, 30, 40]).flat()),
  ]);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => line)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = resolve(ARTIFACTS, 'game-banner.png');
  writeFileSync(path, png);
  return path;
}

describe('the game master edits the game master data', () => {
  it('saves the app configuration after the confirmation', async () => {
    await page.goto(`${baseURL}/appconfig`);
    await page.getByRole('heading', { name: 'App Configuration', exact: true }).waitFor();
    const rate = field(page, 'Point conversion rate (IDR)');
    await expect.poll(() => rate.inputValue()).not.toBe('');
    await rate.fill('500');
    await pick(page, page, 'End-year cut-off day (December)', '20');
    // Before saving, what each reward will cost: 499,500 IDR is 500 points now, 999 at 500 IDR.
    const effect = page.getByTestId('reward-price-changes');
    await effect.getByRole('row', { name: /RW-ACC-001 · Premium car cover\s*500 → 999/ }).waitFor();
    await snapshotChecked(page, 'game-appconfig');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Do you want to save this configuration?').waitFor();
    await page.getByRole('dialog').getByText('500 → 999').first().waitFor();
    await snapshotChecked(page, 'game-appconfig-confirm');
    await confirm(page);
    await expectNotice(page, 'Success');
    await page.reload();
    await expect.poll(() => field(page, 'Point conversion rate (IDR)').inputValue()).toBe('500');
    await page.locator('.ant-select-content[title="20"]').waitFor();
  });

  it('edits a product with a new banner image', async () => {
    await openList(page, baseURL, 'productcomponent', 'Product');
    await row(page, 'RW-MER-001').getByRole('link', { name: 'Edit RW-MER-001' }).click();
    await page.getByRole('heading', { name: 'Edit product RW-MER-001' }).waitFor();
    const name = field(page, 'Product name');
    await expect.poll(() => name.inputValue()).toMatch(/^Auto2000 polo shirt/);
    // Its points price while edited: 150,000 IDR at 500 IDR a point, then old → new.
    const points = page.getByTestId('points-price');
    await expect.poll(() => points.textContent()).toBe('300');
    await field(page, 'Value 1').fill('175000');
    await expect.poll(() => points.textContent()).toBe('300 → 350');
    await field(page, 'Value 1').fill('150000');
    await expect.poll(() => points.textContent()).toBe('300');
    await name.fill('Auto2000 polo shirt (red)');
    await page.locator('input[type=file]').setInputFiles(bannerPng());
    const preview = page.getByRole('img', { name: 'Banner' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^\/api\/files\/[0-9a-f]{64}$/);
    await snapshotChecked(page, 'game-product-edit');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Do you want to save these ?').waitFor();
    await confirm(page);
    await page.getByRole('heading', { name: 'Product RW-MER-001' }).waitFor();
    await expect
      .poll(() => field(page, 'Product name').inputValue())
      .toBe('Auto2000 polo shirt (red)');
    // 150,000 IDR at the new rate of 500 IDR per point.
    await page.locator('.ant-descriptions').getByText('300', { exact: true }).waitFor();
    await snapshotChecked(page, 'game-product-view');

    await openList(page, baseURL, 'productcomponent', 'Product');
    await listSettled(page);
    const thumb = row(page, 'RW-MER-001').getByRole('img', { name: 'Auto2000 polo shirt (red)' });
    await thumb.waitFor();
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { snapshotChecked } from '../support/browser';
import { signedInSession } from '../support/session';
import { confirm, field, listSettled, pick, row, save } from '../support/master';

const baseURL = inject('baseURL');
const TITLE = 'E2E Ladies Service Day';
// A 1x1 PNG: the server checks the bytes, not the name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let page: Page;
signedInSession('ho_campaign', 'Hi, Siti Rahmawati', (ready) => {
  page = ready;
});

/** The number shown under a statistic's title in the audience preview. */
async function previewCount(title: string): Promise<string> {
  const stat = page
    .getByTestId('audience-preview')
    .locator('.ant-statistic')
    .filter({ has: page.getByText(title, { exact: true }) });
  return (await stat.locator('.ant-statistic-content-value').textContent()) ?? '';
}

describe('the campaign console', () => {
  it('creates a campaign with an image and a targeting, previewing its audience', async () => {
    await page.goto(`${baseURL}/campaign`);
    await page.getByRole('heading', { name: 'Campaign', exact: true }).waitFor();
    await listSettled(page);
    await row(page, 'Promo Servis Akhir Bulan').waitFor();
    await snapshotChecked(page, 'campaign-list');

    await page.getByRole('button', { name: 'Add campaign' }).click();
    await page.getByRole('heading', { name: 'Add campaign' }).waitFor();
    await field(page, 'Title').fill(TITLE);
    await field(page, 'Content').fill('Diskon servis khusus pelanggan wanita minggu ini.');
    await pick(page, page, 'Type', 'Promotion');
    await field(page, 'Promo code').fill('LADIES26');
    await page.locator('input[type=file]').setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByRole('img', { name: 'Campaign image' }).waitFor();
    // Everyone first (60 demo customers, 48 consenting to e-mail), then women only.
    await expect.poll(() => previewCount('Customers matched')).toBe('60');
    await pick(page, page, 'Gender', 'Female');
    await expect.poll(() => previewCount('Customers matched')).toBe('30');
    expect(await previewCount('E-mail')).toBe('24');
    // Push stays on (the default): 15 of the women are subscribed at the demo push service.
    expect(await previewCount('Push')).toBe('15');
    await page.getByRole('checkbox', { name: 'E-mail' }).check();
    await snapshotChecked(page, 'campaign-form');

    await save(page);
    await page.getByRole('heading', { name: 'Campaign', exact: true }).waitFor();
    await row(page, TITLE).waitFor();
  });

  it('previews what a chosen customer receives on each channel and sends a test', async () => {
    await row(page, TITLE)
      .getByRole('link', { name: `View ${TITLE}` })
      .click();
    await page.getByRole('heading', { name: 'Campaign', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Preview messages' }).click();
    const dialog = page.getByRole('dialog', { name: 'What the customer receives' });
    const emailTo = () => dialog.getByTestId('email-to').textContent();
    await expect.poll(emailTo).toBe('customer@example.com');
    await dialog.getByRole('combobox').fill('DEMO-C001');
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: 'Andi Pratama' })
      .click();
    await expect.poll(emailTo).toBe('customer1@demo.example.com');
    await snapshotChecked(page, 'campaign-preview');
    // A test through the real channel (demo mode's SMTP catcher) to an address typed here.
    await dialog.getByLabel('Send a test to this e-mail address').fill('tester@demo.example.com');
    await dialog.getByRole('button', { name: 'Send test' }).click();
    await page.getByText('Test sent to tester@demo.example.com').waitFor();
    await dialog.getByText('Source (MIME)').click();
    await dialog.getByText(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/).waitFor();
    await dialog.getByRole('tab', { name: 'SMS' }).click();
    await expect.poll(() => dialog.getByTestId('sms-to').textContent()).toBe('+628120000001');
    await dialog.getByTestId('sms-count').getByText(/GSM-7/).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Counted on the campaign as a test, never as a delivery.
    const tests = page.locator('.ant-statistic').filter({ hasText: 'Test sends' });
    await expect.poll(() => tests.locator('.ant-statistic-content-value').textContent()).toBe('1');
    await page.getByRole('button', { name: 'Back to campaigns' }).click();
    await page.getByRole('heading', { name: 'Campaign', exact: true }).waitFor();
    await row(page, TITLE).waitFor();
  });

  it('activates it and watches the delivery figures reach the demo catcher count', async () => {
    await row(page, TITLE).getByRole('switch').click();
    await confirm(page);
    await page.getByText('Data has been Active').waitFor();
    await row(page, TITLE)
      .getByRole('link', { name: `View ${TITLE}` })
      .click();
    await page.getByRole('heading', { name: 'Campaign', exact: true }).waitFor();
    const emailRow = page.locator('.ant-table-row').filter({ hasText: 'E-mail' }).first();
    // Columns: channel, audience, queued, sent, delivered, failed, opted out, stopped.
    const sent = emailRow.locator('td').nth(3);
    await expect.poll(() => sent.textContent(), { timeout: 30_000 }).toBe('24');
    const pushRow = page.locator('.ant-table-row').filter({ hasText: 'Push' }).first();
    await expect.poll(() => pushRow.locator('td').nth(3).textContent()).toBe('15');
    // 24 e-mails caught by the SMTP catcher and 15 pushes decrypted by the demo push service.
    await expect
      .poll(() => page.getByTestId('demo-sink-total').textContent(), { timeout: 10_000 })
      .toBe('Messages received: 39');
    // Each caught message as the customer reads it (an e-mail's text part, not its MIME).
    await page
      .getByTestId('demo-sink-message')
      .first()
      .getByText('Diskon servis khusus pelanggan wanita minggu ini.')
      .waitFor();
    expect(await emailRow.locator('td').nth(1).textContent()).toBe('30');
    expect(await emailRow.locator('td').nth(6).textContent()).toBe('6');
    await snapshotChecked(page, 'campaign-figures');
  });
});

import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { snapshot } from '../support/browser';
import { confirm, field, listSettled, pick, row } from '../support/master';
import { signedInSession } from '../support/session';

const baseURL = inject('baseURL');
const NAME = 'E2E Sunter Sprint';
const COPY = 'E2E Sunter Sprint (copy)';
// A 1x1 PNG: the card is uploaded first and checked by its bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let page: Page;
signedInSession('astraquestadmin', 'Hi, Hendra Gunawan', (ready) => {
  page = ready;
});

async function seriousViolations() {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
}

async function openQuestList(route = 'astraquest') {
  await page.goto(`${baseURL}/${route}`);
  await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Astra Quest' }).waitFor();
  await listSettled(page);
}

/** Opens the row's action (View, Edit, Copy, Delete) by its accessible name. */
async function rowAction(name: string, action: string) {
  await row(page, name)
    .first()
    .getByRole('button', { name: new RegExp(`^${action} QST`) })
    .click();
}

describe('the quest console', () => {
  it('creates a quest with two tasks and rules', async () => {
    await openQuestList();
    await page.getByRole('button', { name: 'Create quest' }).click();
    await page.getByRole('heading', { name: 'Create quest' }).waitFor();
    await field(page, 'Quest name').fill(NAME);
    await field(page, 'Keyword').fill('E2ESPRINT');
    await page.locator('input[type=file]').first().setInputFiles({
      name: 'card.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByRole('img', { name: 'Quest card' }).waitFor();
    await page.getByRole('button', { name: 'Simulate recurrences' }).click();
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();

    await field(page, 'Task name').first().fill('Complete test drives');
    await field(page, 'Target').first().fill('2');
    await page.getByRole('button', { name: 'Add task' }).click();
    const second = page.locator('.ant-card-type-inner').nth(1);
    await field(second, 'Task name').fill('Avanza test drives');
    await second.getByRole('button', { name: 'Add operation' }).click();
    await pick(second, page, 'Detail 2.1.1', 'Model', 'Model');
    await pick(second, page, 'Value 2.1.1', 'AVANZA', 'AVANZA · Avanza');
    await pick(page, page, 'Area', 'JKT', 'JKT · Jakarta');
    // A multiple select stays open after a pick; close it as a user moving on would. Counted,
    // not waited for as one element: the value list before it may still be sliding away, and
    // two closing lists made waitFor's strict mode fail (CI pre-check, session 17).
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count(), {
        timeout: 10_000,
      })
      .toBe(0);
    await snapshot(page, 'quest-form');
    expect((await seriousViolations()).join('\n')).toBe('');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await confirm(page);
    // A successful save goes back: to the list it came from.
    await listSettled(page);
    await row(page, NAME).filter({ hasText: 'Draft' }).waitFor();
  });

  it('publishes it: the quest is Open', async () => {
    await rowAction(NAME, 'View');
    await page.getByRole('heading', { name: 'View quest' }).waitFor();
    await expect
      .poll(() => field(page, 'Task name').nth(1).inputValue())
      .toBe('Avanza test drives');
    await page.getByRole('button', { name: 'Publish' }).click();
    await confirm(page);
    await page.getByRole('heading', { name: 'View quest' }).waitFor({ state: 'detached' });
    await listSettled(page);
    await openQuestList('astraquest/open');
    await row(page, NAME).filter({ hasText: 'Open' }).waitFor();
    await snapshot(page, 'quest-list-open');
    expect((await seriousViolations()).join('\n')).toBe('');
  });

  it('copies it: the copy is a new Draft', async () => {
    await rowAction(NAME, 'Copy');
    await page.getByRole('heading', { name: 'Copy quest' }).waitFor();
    const name = field(page, 'Quest name');
    await expect.poll(() => name.inputValue()).toBe(NAME);
    await name.fill(COPY);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await confirm(page);
    await page.getByRole('heading', { name: 'Copy quest' }).waitFor({ state: 'detached' });
    await openQuestList('astraquest/draft');
    await row(page, COPY).filter({ hasText: 'Draft' }).waitFor();
  });

  it('stops the published quest with a reason', async () => {
    await openQuestList('astraquest/open');
    await rowAction(NAME, 'View');
    await page.getByRole('heading', { name: 'View quest' }).waitFor();
    await page.getByRole('button', { name: 'Stop' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Stop quest' });
    await dialog.getByLabel('Cancellation reason').fill('Campaign budget moved');
    await dialog.getByRole('button', { name: 'Stop' }).click();
    // Saved: the form goes back to the list it came from.
    await page.getByRole('heading', { name: 'View quest' }).waitFor({ state: 'detached' });
    await listSettled(page);
    await openQuestList('astraquest/cancelled');
    await row(page, NAME).filter({ hasText: 'Cancelled' }).waitFor();
  });

  it('deletes the copy after the confirmation', async () => {
    await openQuestList('astraquest/draft');
    await rowAction(COPY, 'Delete');
    await confirm(page, 'Yes, delete it!');
    await page
      .locator('.ant-modal-confirm')
      .getByText(/deleted/)
      .waitFor();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'OK' }).click();
    await row(page, COPY).waitFor({ state: 'detached' });
    await openQuestList('astraquest/deleted');
    await row(page, COPY).waitFor();
  });
});

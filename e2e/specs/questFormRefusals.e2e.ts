import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { snapshot } from '../support/browser';
import { mainMenu } from '../support/console';
import { field, pick } from '../support/master';
import { signedInSession } from '../support/session';

const baseURL = inject('baseURL');
const NAME = 'E2E Refused Amount';
// A 1x1 PNG: the card is uploaded first and checked by its bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const LEAVE = 'You have unsaved changes. Leave this page and lose them?';

let page: Page;
signedInSession('astraquestadmin', 'Hi, Hendra Gunawan', async (ready) => {
  page = ready;
  // A short window, so the form is several screens tall and a field can be out of view.
  await page.setViewportSize({ width: 1280, height: 560 });
});

/** Whether the element lies wholly inside the window, as the user sees it now. */
const inView = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });

const formItemOf = (input: Locator) =>
  input.locator('xpath=ancestor::div[contains(@class, "ant-form-item ")][1]');

async function openCreate() {
  await page.goto(`${baseURL}/astraquest/create`);
  await page.getByRole('heading', { name: 'Create quest' }).waitFor();
}

describe('the quest form on refusals and on leaving', () => {
  it("brings the first 'Required' of an empty form into view on Save", async () => {
    await openCreate();
    const name = field(page, 'Quest name');
    // The Save button is at the bottom: clicking it leaves the top of the form out of view.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const required = formItemOf(name).getByText('Required', { exact: true });
    await required.waitFor();
    await expect.poll(() => inView(required)).toBe(true);
    await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);
    await snapshot(page, 'quest-form-empty-save');
  });

  it("says a task rule's value that is not a whole number under that value, scrolled to, without asking", async () => {
    await openCreate();
    await field(page, 'Quest name').fill(NAME);
    await page.locator('input[type=file]').first().setInputFiles({
      name: 'card.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByRole('img', { name: 'Quest card' }).waitFor();
    await page.getByRole('button', { name: 'Simulate recurrences' }).click();
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await field(page, 'Task name').fill('Sell above an amount');
    await pick(page, page, 'Event type', 'Vehicle sold');
    await page.getByRole('button', { name: 'Add operation' }).click();
    await pick(page, page, 'Detail 1.1.1', 'Amount', 'Amount (IDR)');
    const value = field(page, 'Value 1.1.1');
    await value.fill('12.5');
    // Read from the top, as someone who checked the form would before saving.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => inView(value)).toBe(false);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const refusal = formItemOf(value).getByText('Enter a whole number (at most 15 digits)');
    await refusal.waitFor();
    await expect.poll(() => inView(refusal)).toBe(true);
    await expect.poll(() => inView(value)).toBe(true);
    // Refused before 'Are you sure?', and said in words, not as the request's path.
    expect(await page.locator('.ant-modal-confirm').count()).toBe(0);
    expect(await page.getByText(/tasks\.0\.rules/).count()).toBe(0);
    await snapshot(page, 'quest-form-rule-refused');
  });

  it('asks before the menu discards the edits; staying keeps them, leaving leaves', async () => {
    // The form of the test before is edited and unsaved.
    await mainMenu(page).getByRole('menuitem', { name: 'Rerun Event Mission' }).click();
    const question = page.locator('.ant-modal-confirm').filter({ hasText: LEAVE });
    await question.waitFor();
    await snapshot(page, 'quest-form-leave-asks');
    await question.getByRole('button', { name: 'Cancel', exact: true }).click();
    await question.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Create quest' }).waitFor();
    expect(await field(page, 'Quest name').inputValue()).toBe(NAME);
    expect(await field(page, 'Value 1.1.1').inputValue()).toBe('12.5');

    await mainMenu(page).getByRole('menuitem', { name: 'Rerun Event Mission' }).click();
    await question.waitFor();
    await question.getByRole('button', { name: 'Yes', exact: true }).click();
    await page.getByRole('heading', { name: 'Create quest' }).waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${baseURL}/rerunevent`);
  });
});

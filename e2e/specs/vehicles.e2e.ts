import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { snapshot } from '../support/browser';
import { confirm, expectNotice, field, openList, pick, row, search } from '../support/master';
import { signedInSession } from '../support/session';

const baseURL = inject('baseURL');
// A loaded two-core machine can take seconds to re-render; expect.poll waits 1 s by default.
const POLL = { timeout: 10_000 };

/** Business days in the server's zone (TZ_BUSINESS default), as DD-MM-YYYY for the pickers. */
function businessDay(offset: number): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' })
    .format(new Date())
    .split('-')
    .map(Number);
  const day = new Date(Date.UTC(y!, m! - 1, d! + offset));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(day.getUTCDate())}-${pad(day.getUTCMonth() + 1)}-${day.getUTCFullYear()}`;
}
// Demo orders reach ten days ahead: a month ahead no order stands in the way.
const FUTURE_START = businessDay(30);
const FUTURE_END = businessDay(32);
const TODAY = businessDay(0);

let page: Page;
let plate = '';

/** axe's serious and critical findings on what the page shows now. */
async function seriousViolations() {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
}
signedInSession('pdi', 'Hi, Rudi Hartono', (ready) => {
  page = ready;
});

const vehicleRow = () => row(page, plate);
const stateOf = (state: string) =>
  vehicleRow()
    .locator('.vehicle-state')
    .filter({ hasText: new RegExp(`^${state}$`) });

/** Types a date into the picker labelled `label` and checks the picker took it. */
async function typeDate(dialog: Locator, label: string, date: string) {
  const input = field(dialog, label);
  await input.click();
  await input.fill(date);
  await input.press('Enter');
  await expect.poll(() => input.inputValue(), POLL).toBe(date);
  // The calendar closes with an animation over the fields below it: wait until it is gone.
  await expect
    .poll(() => page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').count(), POLL)
    .toBe(0);
}

async function block(start: string, end: string, notes: string) {
  await page.getByRole('button', { name: `Block ${plate}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Block Vehicle' });
  await dialog.getByText(plate).waitFor();
  await typeDate(dialog, 'Start date', start);
  await typeDate(dialog, 'End date', end);
  // pick() scoped to a dialog locator finds nothing (its inner locator is not relative), and
  // 'Reason' labels nothing else on the page.
  await pick(page, page, 'Reason', 'Unit damaged');
  await field(dialog, 'Notes').fill(notes);
  // The reason list closes with an animation; the screenshots and axe see the form without it.
  await expect
    .poll(() => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count(), POLL)
    .toBe(0);
  return dialog;
}

async function submitBlock(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expectNotice(page, 'Success');
}

async function release(period: string, screenshot?: string) {
  await page.getByRole('button', { name: `Release block of ${plate}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Release Block' });
  await dialog.getByLabel(`Select the block ${period}`, { exact: true }).check();
  const submit = dialog.getByRole('button', { name: 'Release', exact: true });
  await expect.poll(() => submit.isEnabled(), POLL).toBe(true);
  // The radio's dot and the button's colour change with CSS transitions: let them finish.
  if (screenshot) await page.waitForTimeout(500).then(() => snapshot(page, screenshot));
  await submit.click();
  await page.getByText(`Do you want to release the block ${period}?`).waitFor();
  await confirm(page);
  await dialog.waitFor({ state: 'hidden' });
  await expectNotice(page, 'Success');
}

describe('the vehicles screen for a pdi user', () => {
  it('shows only the units of the user’s branch, with the branch filter fixed', async () => {
    await openList(page, baseURL, 'vehicles', 'Vehicles');
    const branch = page.getByRole('combobox', { name: 'Branch', exact: true });
    await expect.poll(() => branch.isDisabled(), POLL).toBe(true);
    await page
      .locator('.ant-select-content', { hasText: 'T010 · Auto2000 Kelapa Gading' })
      .waitFor();
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor();
    // Every branch named on the page's rows is the user's.
    const texts = await rows.allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      const codes = [...text.matchAll(/([A-Z]\d{3}) · /g)].map((m) => m[1]);
      expect(codes).toEqual(['T010']);
    }
    await snapshot(page, 'vehicles-list');
    expect(await seriousViolations()).toEqual([]);
  });

  it('fits the table in its card on a 1366 × 768 laptop, without a sideways scroll', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    try {
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
      await snapshot(page, 'vehicles-list-1366');
      // The widths settle after the resize (antd measures its fixed columns again).
      await expect
        .poll(
          () =>
            page.locator('.vehicles-page .ant-table-wrapper').evaluate((wrapper) => {
              const card = wrapper.closest('.ant-card-body')!;
              const content = wrapper.querySelector<HTMLElement>('.ant-table-content')!;
              const table = content.querySelector('table')!;
              return {
                tableFits: table.getBoundingClientRect().width <= card.clientWidth,
                noSidewaysScroll: content.scrollWidth <= content.clientWidth,
              };
            }),
          POLL,
        )
        .toEqual({ tableFits: true, noSidewaysScroll: true });
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });

  it('finds a free unit through the status filter', async () => {
    await pick(page, page, 'Status', 'Non Booking');
    await search(page);
    // A unit with no order today and no open block: nothing can stand in the way of its blocks.
    const free = page
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ hasText: 'Non Booking' })
      .filter({ has: page.locator('button[disabled]', { hasText: 'Release block' }) })
      .first();
    await free.waitFor();
    plate = ((await free.locator('td').first().textContent()) ?? '').trim();
    expect(plate).not.toBe('');
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await field(page, 'Police / Equipment No').fill(plate);
    await search(page);
    await expect
      .poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count(), POLL)
      .toBe(1);
  });

  it('blocks it for a future range: listed, still free today', async () => {
    const dialog = await block(FUTURE_START, FUTURE_END, 'Roadshow at the mall');
    await snapshot(page, 'vehicles-block-modal');
    expect(await seriousViolations()).toEqual([]);
    await submitBlock(dialog);
    await vehicleRow().getByText(`${FUTURE_START} – ${FUTURE_END}`).waitFor();
    await stateOf('Non Booking').waitFor();
  });

  it('blocks it for today: Blocked', async () => {
    await submitBlock(await block(TODAY, TODAY, 'Windscreen replaced'));
    await stateOf('Blocked').waitFor();
    await vehicleRow().getByText(TODAY, { exact: true }).waitFor();
    await snapshot(page, 'vehicles-blocked');
  });

  it('releases both blocks and sees the unit free again', async () => {
    await release(TODAY, 'vehicles-release-modal');
    await stateOf('Non Booking').waitFor();
    await snapshot(page, 'vehicles-release-done');
    await release(`${FUTURE_START} – ${FUTURE_END}`);
    await vehicleRow().getByText(`${FUTURE_START} – ${FUTURE_END}`).waitFor({ state: 'detached' });
    await expect
      .poll(
        () =>
          page.getByRole('button', { name: `Release block of ${plate}`, exact: true }).isDisabled(),
        POLL,
      )
      .toBe(true);
  });
});

import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { snapshot } from '../support/browser';
import { listSettled } from '../support/master';
import { signedInSession } from '../support/session';

const baseURL = inject('baseURL');
const POLL = { timeout: 10_000 };
let page: Page;

signedInSession('pdi', 'Hi, Rudi Hartono', (ready) => {
  page = ready;
});

/** axe's serious and critical findings on what the page shows now (inside `scope`). */
async function seriousViolations(scope?: string) {
  const builder = new AxeBuilder({ page });
  const result = await (scope ? builder.include(scope) : builder).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
}

const failures: string[] = [];
afterAll(() => {
  page?.removeAllListeners();
});

describe('the notification page and the daily timeline for a pdi user', () => {
  it('shows the fixed branch readably: no serious axe finding on the Notification page', async () => {
    await page.goto(`${baseURL}/notification`);
    const branch = page.getByRole('combobox', { name: 'Branch', exact: true });
    await expect.poll(() => branch.isDisabled(), POLL).toBe(true);
    await listSettled(page);
    await snapshot(page, 'notification-pdi');
    expect(await seriousViolations()).toEqual([]);
  });

  it('says not found for a notification that is not the desk’s, without a failed call', async () => {
    // The server answers another desk's row and a missing one alike (its suite proves it for a
    // crc row); the demo's crc desk may have no row this month, so a missing id stands for both.
    const id = 2_000_000_000;
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text());
    });
    await page.goto(`${baseURL}/notification/${id}`);
    await page.getByText('This notification does not exist or is not one of yours.').waitFor();
    await snapshot(page, 'notification-not-found');
    expect(failures).toEqual([]);
  });

  it('names the order bars of the daily timeline with their visible text (axe)', async () => {
    await page.goto(`${baseURL}/pdi/daily/${inject('demoDay')}/T010`);
    // The demo books orders on its day's units; the bars are what axe must look at.
    await page.locator('.order-timeline .order-bar').first().waitFor();
    expect(await seriousViolations('.order-timeline')).toEqual([]);
  });
});

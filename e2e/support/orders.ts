import type { Locator, Page } from 'playwright-core';
import { ORDER_SERVICE_API } from '@dealer/contracts/order-service';
import { expect } from 'vitest';

/** The demo service client (README, SERVICE_CLIENTS): the customer and salesman apps. */
const SERVICE_AUTH = `Basic ${Buffer.from('demo-apps:demo-apps-secret-2026').toString('base64')}`;

// Kept apart from this file, which imports vitest's expect: the global setup needs it too.
export { businessDayFromNow } from './businessDay';

async function service<T>(origin: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: SERVICE_AUTH },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** The customer app books a test drive of `unitId` on `day` from `from` to `to` (UTC+7). */
export async function bookTestDrive(
  origin: string,
  unitId: number,
  day: string,
  [from, to]: [string, string],
  customerName: string,
): Promise<string> {
  const reply = await service<{ testDriveOrder: { testDriveOrderNo: string } }>(
    origin,
    ORDER_SERVICE_API.create,
    {
      testDriveUnitId: unitId,
      startDateTime: `${day}T${from}:00+07:00`,
      endDateTime: `${day}T${to}:00+07:00`,
      userId: 'e2e-customer',
      customerName,
      customerEmail: 'customer@example.com',
      customerPhoneNo: '+62 812 3456 7890',
      city: 'Jakarta',
      address: 'Jl. Sudirman 1',
      orderType: 'TESTDRIVE',
      locationType: 'SHOWROOM',
    },
  );
  return reply.testDriveOrder.testDriveOrderNo;
}

/** The salesman app moves the order (DISTRIBUTED, CLAIMED, PREPAREUNIT, STARTTD, COMPLETETD). */
export async function salesmanMoves(
  origin: string,
  orderNo: string,
  employeeNo: string,
  statuses: string[],
): Promise<void> {
  for (const status of statuses) {
    await service(origin, ORDER_SERVICE_API.updateStatus, {
      testDriveOrderNo: orderNo,
      status,
      employeeNo,
    });
  }
}

/** The order detail popup. */
export function orderDialog(page: Page, orderNo: string): Locator {
  return page.getByRole('dialog', { name: `Order ${orderNo}` });
}

/** Waits until the detail popup shows the status label `status`. */
export async function expectStatus(page: Page, orderNo: string, status: string) {
  await orderDialog(page, orderNo)
    .locator('.order-detail__fields .order-status-tag', { hasText: status })
    .waitFor();
}

/** Opens an order from the board's lookup (order/search, GENERAL). */
export async function lookUpOrder(page: Page, orderNo: string) {
  const lookup = page.getByLabel('Order number, name or phone', { exact: true });
  await lookup.fill(orderNo);
  await lookup.press('Enter');
  await orderDialog(page, orderNo).waitFor();
}

/**
 * Answers every question of the open checklist popup: the `pick`-th item of each option question
 * (0 = first, -1 = last; of a multi-select question that item alone), 'OK' in every text area,
 * then Save and its confirmation.
 */
export async function fillChecklist(page: Page, title: string, pick: 0 | -1) {
  const dialog = page.getByRole('dialog', { name: new RegExp(title) });
  await dialog.locator('.checklist-question').first().waitFor();
  const questions = dialog.locator('.checklist-question');
  for (let i = 0; i < (await questions.count()); i++) {
    const radios = questions.nth(i).getByRole('radio');
    if ((await radios.count()) > 0) await (pick === 0 ? radios.first() : radios.last()).check();
    // A multi-select question: that item alone.
    const boxes = questions.nth(i).getByRole('checkbox');
    for (let j = 0; j < (await boxes.count()); j++) {
      const wanted = j === (pick === 0 ? 0 : (await boxes.count()) - 1);
      // Click and wait for the box to show it, as a user would: setChecked reads the state at
      // once after its click, before a loaded machine has re-rendered the controlled group.
      const box = boxes.nth(j);
      if ((await box.isChecked()) !== wanted) {
        await box.click();
        await expect.poll(() => box.isChecked()).toBe(wanted);
      }
    }
  }
  const areas = dialog.locator('textarea');
  for (let i = 0; i < (await areas.count()); i++) {
    if (!(await areas.nth(i).inputValue())) await areas.nth(i).fill(`OK ${pick}`);
  }
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  return dialog;
}

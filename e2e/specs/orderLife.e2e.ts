import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, snapshot } from '../support/browser';
import { mainMenu, retryUntil, signIn } from '../support/console';
import { confirm, expectNotice, pick } from '../support/master';
import {
  bookTestDrive,
  businessDayFromNow,
  expectStatus,
  fillChecklist,
  lookUpOrder,
  orderDialog,
  salesmanMoves,
} from '../support/orders';

const baseURL = inject('baseURL');
const origin = inject('origin');
// Beyond the demo orders (today -20 to +10 days): the slots are free.
const DAY = businessDayFromNow(30);
const BRANCH = 'T010';

let browser: Browser;
const desks: Record<'crc' | 'pdi' | 'pic', Page> = {} as never;

beforeAll(async () => {
  browser = await launchBrowser();
  const users = [
    ['crc', 'crc', 'Hi, Rina Kusuma'],
    ['pdi', 'pdi', 'Hi, Rudi Hartono'],
    ['pic', 'pictestdrive', 'Hi, Dewi Lestari'],
  ] as const;
  for (const [desk, userName, greeting] of users) {
    const { page } = await newPage(browser);
    await signIn(page, baseURL, userName);
    await page.getByText(greeting).waitFor();
    desks[desk] = page;
  }
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the daily timeline and answers the branch's units it loaded. */
async function openDay(page: Page, route: string): Promise<{ id: number; policeRegNo: string }[]> {
  const units = page.waitForResponse((r) => r.url().includes('/testdriveunit/search'));
  await page.goto(`${baseURL}/${route}/daily/${DAY}/${BRANCH}`);
  const body = (await (await units).json()) as {
    testDriveUnits: { id: number; policeRegNo: string }[];
  };
  await page.locator('.order-timeline').waitFor();
  return body.testDriveUnits;
}

/** The unread count the bell announces ('Notifications, 3 unread'; 0 when hidden). */
async function unreadOf(page: Page): Promise<number> {
  const label = await page
    .getByRole('button', { name: /^Notifications/ })
    .getAttribute('aria-label');
  return Number(/(\d+)\+? unread/.exec(label ?? '')?.[1] ?? 0);
}

/** Clicks the order's bar on the timeline: the detail popup opens. */
async function openBar(page: Page, orderNo: string) {
  await page.getByRole('button', { name: new RegExp(`^${orderNo},`) }).click();
  await orderDialog(page, orderNo).waitFor();
}

describe('the Color Status Information legend', () => {
  it('shows each desk its own legend, and hides it on a phone', async () => {
    const legend = async (page: Page, route: string) => {
      await page.goto(`${baseURL}/${route}`);
      const items = page
        .getByRole('complementary', { name: 'Color Status Information' })
        .getByRole('listitem');
      await items.first().waitFor();
      return items.allTextContents();
    };
    await expect(legend(desks.crc, 'crc')).resolves.toEqual([
      'Submitted',
      'Assigned',
      'Claimed',
      'Order Cancelled',
      'Completed',
    ]);
    const pic = await legend(desks.pic, 'pictestdrive');
    expect(pic).toContain('Rejected By System');
    expect(pic).toContain('Rejected By Salesman');
    await expect(legend(desks.pdi, 'pdi')).resolves.not.toContain('Rejected By System');
    await desks.pdi.setViewportSize({ width: 390, height: 800 });
    await desks.pdi
      .getByRole('complementary', { name: 'Color Status Information' })
      .waitFor({ state: 'hidden' });
    await desks.pdi.setViewportSize({ width: 1440, height: 900 });
  });
});

describe("one order's whole life, SUBMITTED to COMPLETED", () => {
  let orderNo = '';
  let employeeNo = '';
  let unitId = 0;

  it('shows the CRC a new order on the timeline, under Booking, with its minutes left', async () => {
    const page = desks.crc;
    const units = await openDay(page, 'crc');
    unitId = units[0]!.id;
    orderNo = await bookTestDrive(origin, unitId, DAY, ['10:00', '12:00'], 'Tono Sugiarto');
    await page.reload();
    await page.getByRole('row', { name: /^Booking \(\d+\)/ }).waitFor();
    const row = page.locator(`[data-vehicle="${units[0]!.policeRegNo}"]`);
    await row.getByRole('button', { name: new RegExp(`^${orderNo},`) }).waitFor();
    await snapshot(page, 'order-crc-timeline');
    await openBar(page, orderNo);
    await expectStatus(page, orderNo, 'Submitted');
    await orderDialog(page, orderNo)
      .getByText(/Auto-reject in \d+ min/)
      .waitFor();
  });

  it('lets the CRC assign a salesman of the branch', async () => {
    const page = desks.crc;
    const dialog = orderDialog(page, orderNo);
    await dialog.getByRole('button', { name: 'Assign salesman' }).click();
    const assign = page.getByRole('dialog', { name: `Assign salesman to ${orderNo}` });
    await assign.getByRole('radio').first().check();
    const sent = page.waitForRequest((r) => r.url().includes('/order/updatestatus'));
    await assign.getByRole('button', { name: 'Assign', exact: true }).click();
    const body = (await sent).postDataJSON() as {
      status: string;
      statusAssignedByRole: string;
      testDriveOrderPartner: { employeeNo: string };
    };
    expect(body).toMatchObject({ status: 'ASSIGNED', statusAssignedByRole: 'CRC' });
    employeeNo = body.testDriveOrderPartner.employeeNo;
    await expectNotice(page, 'Success');
    await expectStatus(page, orderNo, 'Assigned');
    // The CRC has no move once the salesman has it, but cancelling.
    await expect(dialog.getByRole('button', { name: 'Cancel order' }).count()).resolves.toBe(1);
    await expect(dialog.getByRole('button', { name: 'Assign salesman' }).count()).resolves.toBe(0);
  });

  it('lets PDI approve the unit request and fill in the check before the drive', async () => {
    await salesmanMoves(origin, orderNo, employeeNo, ['DISTRIBUTED', 'CLAIMED']);
    const page = desks.pdi;
    await openDay(page, 'pdi');
    const before = await unreadOf(page);
    // A second tab of the same PDI user on the notification list.
    const list = await page.context().newPage();
    // The tab's own live connection must have joined its room before the move, or the push
    // would come before it listened: wait for the hub's first message (UserConnected).
    const socket = list.waitForEvent('websocket', (ws) => ws.url().includes('/hub'));
    await list.goto(`${baseURL}/notification`);
    const hub = await socket;
    await hub.waitForEvent('framereceived', (frame) =>
      String(frame.payload).includes('UserConnected'),
    );
    await list.getByRole('heading', { name: 'Notification', exact: true }).waitFor();
    await expect(list.getByText(orderNo).count()).resolves.toBe(0);
    // The salesman requests the unit: PDI's bell, badge, timeline and list follow without a reload.
    await salesmanMoves(origin, orderNo, employeeNo, ['PREPAREUNIT']);
    await page.getByRole('button', { name: new RegExp(`^${orderNo},`) }).waitFor();
    await list.getByText(orderNo).first().waitFor();
    await snapshot(list, 'notification-pdi-live');
    await list.close();
    await expect.poll(() => unreadOf(page), { timeout: 15_000 }).toBeGreaterThan(before);
    await mainMenu(page)
      .getByRole('menuitem', { name: /PDI Dashboard/ })
      .locator('.ant-badge-count')
      .waitFor();
    await snapshot(page, 'order-pdi-live');
    await openBar(page, orderNo);
    await expectStatus(page, orderNo, 'Prepare Unit');
    await orderDialog(page, orderNo).getByRole('button', { name: 'Approve unit request' }).click();
    await confirm(page);
    // After the advance from 5 the BEFORE checklist opens by itself (spec 1 section 4).
    const checklist = await fillChecklist(page, 'Checklist before test drive', 0);
    await snapshot(page, 'order-pdi-checklist');
    await confirm(page);
    await checklist.waitFor({ state: 'detached' });
    await expectStatus(page, orderNo, 'Check Before TestDrive Completed');
  });

  it('lets the PIC take the car back after the drive and fill in the check after it', async () => {
    await salesmanMoves(origin, orderNo, employeeNo, ['STARTTD']);
    const page = desks.pic;
    await openDay(page, 'pictestdrive');
    // Status 8 blinks on the timeline.
    await page
      .getByRole('button', { name: new RegExp(`^${orderNo},`) })
      .and(page.locator('.order-blink'))
      .waitFor();
    await salesmanMoves(origin, orderNo, employeeNo, ['COMPLETETD']);
    await page.reload();
    await openBar(page, orderNo);
    await expectStatus(page, orderNo, 'Completed TestDrive');
    await orderDialog(page, orderNo).getByRole('button', { name: 'Take the car back' }).click();
    await confirm(page);
    const checklist = await fillChecklist(page, 'Checklist after test drive', -1);
    await confirm(page);
    await checklist.waitFor({ state: 'detached' });
    await expectStatus(page, orderNo, 'Check After TestDrive Completed');
  });

  it('shows PDI both checklists side by side with the changes marked, then completes', async () => {
    const page = desks.pdi;
    await page.goto(`${baseURL}/pdi`);
    await lookUpOrder(page, orderNo);
    const dialog = orderDialog(page, orderNo);
    const compare = page.getByRole('dialog', { name: /Checklist before and after test drive/ });
    // One CI run (the fresh clone of 2026-12-01, load about 2) waited 30 s for the count after
    // this click and never saw it; every run before and after showed it in a second. The cause
    // is not known yet (a click lost while the order popup settled, or the comparison closed or
    // stuck loading): as a user would, open it again when it has not shown the count.
    await retryUntil(
      page,
      async () => {
        if (!(await compare.isVisible())) {
          await dialog.getByRole('button', { name: 'Checklists' }).click();
        }
      },
      () =>
        [...document.querySelectorAll('.ant-modal .ant-tag')].some((tag) =>
          /Changed answers: [1-9]/.test(tag.textContent ?? ''),
        ),
    );
    await compare.getByText(/Changed answers: [1-9]/).waitFor();
    await snapshot(page, 'order-checklist-compare');
    await compare.getByRole('button', { name: 'Close' }).first().click();
    await dialog.getByRole('button', { name: 'Complete order' }).click();
    await confirm(page);
    await expectNotice(page, 'Success');
    await expectStatus(page, orderNo, 'Completed');
    await dialog.getByText('Order completed').first().waitFor();
    await expect(dialog.getByRole('button', { name: 'Complete order' }).count()).resolves.toBe(0);
  });

  it('lets the CRC cancel another order', async () => {
    const page = desks.crc;
    const other = await bookTestDrive(origin, unitId, DAY, ['14:00', '15:00'], 'Sari Dewi');
    await page.goto(`${baseURL}/crc`);
    await lookUpOrder(page, other);
    // The cancel asks why: a CANCEL reason of the demo master data, and a note.
    const why = page.getByRole('dialog', { name: `Cancel order: ${other}` });
    const cancel = orderDialog(page, other).getByRole('button', { name: 'Cancel order' });
    // One loaded CI run lost this click (the popup never asked why; the spec passed before and
    // after). Click again until it asks, at most three times, and never press Esc to start over:
    // that closes the order popup. A click the open question covers is given up after 5 s.
    for (let attempt = 1; !(await why.isVisible()); attempt++) {
      if (attempt > 3) throw new Error(`Cancel order did not ask why after ${attempt - 1} clicks`);
      await cancel.click({ timeout: 5_000 }).catch(() => undefined);
      await why.waitFor({ timeout: 10_000 }).catch(() => undefined);
    }
    await pick(why, page, 'Reason', 'Bad weather');
    await why.getByLabel('Note (optional)').fill('Storm warning');
    await why.getByRole('button', { name: 'Cancel order' }).click();
    await expectNotice(page, 'Success');
    await expectStatus(page, other, 'Order Cancelled');
  });
});

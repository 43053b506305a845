import {
  CHECKLIST_API,
  ORDER_API,
  TEXT_BOX_ANSWER_TYPE_ID,
  type Answer,
  type ChecklistCategory,
} from '@dealer/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, snapshotChecked } from '../support/browser';
import { signIn } from '../support/console';
import { confirm, expectNotice } from '../support/master';
import {
  bookTestDrive,
  businessDayFromNow,
  expectStatus,
  lookUpOrder,
  orderDialog,
  salesmanMoves,
} from '../support/orders';

const baseURL = inject('baseURL');
const origin = inject('origin');
// Beyond the demo orders and the day orderLife books on: the slots are free.
const DAY = businessDayFromNow(31);
const BRANCH = 'T010';

let browser: Browser;
let pdi: Page;
let orderNo = '';

/** Signs `userName` in and answers the bearer token the console then sends, for API set-up. */
async function signedIn(userName: string, greeting: string): Promise<[Page, string]> {
  const { page } = await newPage(browser);
  const call = page.waitForRequest(
    (r) => r.url().includes('/api/testdrive/') && r.headers().authorization !== undefined,
  );
  await signIn(page, baseURL, userName);
  await page.getByText(greeting).waitFor();
  return [page, (await call).headers().authorization!];
}

async function api<T>(token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/**
 * The BEFORE set: every question's first item, 'Lights working' answered with two of its four
 * lights (a set), 'OK' in the text boxes, notes where an item needs them.
 */
function beforeAnswers(categories: ChecklistCategory[]): Answer[] {
  return categories
    .flatMap((section) => section.questions)
    .map((q): Answer => {
      if (q.questionAnswerTypeId === TEXT_BOX_ANSWER_TYPE_ID) {
        return { questionId: q.questionId, answerValue: 'OK', answerNotes: '' };
      }
      if (q.questionText === 'Lights working') {
        const ids = q.answerItems
          .filter((i) => i.itemName === 'Headlamps' || i.itemName === 'Brake lights')
          .map((i) => i.id);
        return { questionId: q.questionId, answerItemIds: ids, answerValue: '', answerNotes: '' };
      }
      const item = q.answerItems[0]!;
      const notes = q.isNotesMandatory || item.isNotesMandatory ? 'Checked' : '';
      return {
        questionId: q.questionId,
        answerItemId: item.id,
        answerValue: '',
        answerNotes: notes,
      };
    });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const [crc, crcToken] = await signedIn('crc', 'Hi, Rina Kusuma');
  await crc.close();
  let pdiToken: string;
  [pdi, pdiToken] = await signedIn('pdi', 'Hi, Rudi Hartono');
  // An order of the PDI's branch brought to COMPLETETD with a BEFORE set, through the API.
  const units = await api<{ testDriveUnits: { id: number; branchCode: string }[] }>(
    pdiToken,
    '/api/testdrive/testdriveunit/search',
    { IsEnabled: true, page: 1, pageSize: 50 },
  );
  const unit = units.testDriveUnits.find((u) => u.branchCode === BRANCH)!;
  orderNo = await bookTestDrive(origin, unit.id, DAY, ['09:00', '10:00'], 'Lina Marlina');
  const { salesmen } = await api<{ salesmen: { employeeId: number; employeeNo: string }[] }>(
    crcToken,
    ORDER_API.salesmen,
    { TestDriveOrderNo: orderNo },
  );
  const salesman = salesmen[0]!;
  const move = (token: string, status: string, more: object = {}) =>
    api(token, ORDER_API.updateStatus, { testDriveOrderNo: orderNo, status, ...more });
  await move(crcToken, 'ASSIGNED', { testDriveOrderPartner: { employeeId: salesman.employeeId } });
  await salesmanMoves(origin, orderNo, salesman.employeeNo, [
    'DISTRIBUTED',
    'CLAIMED',
    'PREPAREUNIT',
  ]);
  await move(pdiToken, 'CHECKBEFORETDONPROCESS');
  const { questionnaireCategories } = await api<{ questionnaireCategories: ChecklistCategory[] }>(
    pdiToken,
    CHECKLIST_API.questionnaire,
  );
  await api(pdiToken, CHECKLIST_API.save, {
    testDriveOrderNo: orderNo,
    answerSetType: 'BEFORE',
    answers: beforeAnswers(questionnaireCategories),
  });
  await move(pdiToken, 'CHECKBEFORETDCOMPLETED');
  await salesmanMoves(origin, orderNo, salesman.employeeNo, ['STARTTD', 'COMPLETETD']);
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

const lightsChecked = (page: Page) =>
  page
    .getByRole('group', { name: 'Lights working' })
    .locator('input[type="checkbox"]:checked')
    .evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.textContent?.trim() ?? ''));

describe("an order's own link", () => {
  it('opens from the notification detail over the PDI board, and survives a reload', async () => {
    await pdi.goto(`${baseURL}/notification`);
    await pdi
      .getByRole('row', { name: new RegExp(orderNo) })
      .first()
      .getByRole('link')
      .first()
      .click();
    // The detail page names the order as its link.
    await pdi.getByRole('link', { name: orderNo, exact: true }).click();
    await orderDialog(pdi, orderNo).waitFor();
    expect(new URL(pdi.url()).pathname).toMatch(new RegExp(`/order/${orderNo}$`));
    await pdi.reload();
    await expectStatus(pdi, orderNo, 'Completed TestDrive');
    await pdi.getByRole('heading', { name: 'PDI Dashboard', level: 1 }).waitFor();
    await snapshotChecked(pdi, 'order-link-popup');
    // Closing returns to the board's own address.
    await orderDialog(pdi, orderNo).getByRole('button', { name: 'Close' }).last().click();
    await pdi.waitForURL((url) => url.pathname.endsWith('/pdi'));
    // The board's lookup opens the same link, the board's filters kept; Esc goes back to the board.
    await pdi.goto(`${baseURL}/pdi?status=COMPLETETD`);
    await lookUpOrder(pdi, orderNo);
    await pdi.waitForURL((url) => url.pathname.endsWith(`/order/${orderNo}`));
    expect(new URL(pdi.url()).searchParams.get('status')).toBe('COMPLETETD');
    await pdi.keyboard.press('Escape');
    await pdi.waitForURL((url) => url.pathname.endsWith('/pdi'));
    expect(new URL(pdi.url()).searchParams.get('status')).toBe('COMPLETETD');
  });

  it('says plainly when the order is not there or not the user\u2019s', async () => {
    await pdi.goto(`${baseURL}/order/TD-NONE-000000`);
    await pdi
      .getByText(
        'Order TD-NONE-000000 was not found, or it belongs to a branch you do not work for.',
      )
      .waitFor();
  });
});

describe('the AFTER checklist', () => {
  it('starts from the BEFORE answers, lights as a set, and saves the change', async () => {
    await pdi.goto(`${baseURL}/order/${orderNo}`);
    const dialog = orderDialog(pdi, orderNo);
    await dialog.getByRole('button', { name: 'Take the car back' }).click();
    await confirm(pdi);
    const checklist = pdi.getByRole('dialog', { name: /Checklist after test drive/ });
    await checklist.getByRole('group', { name: 'Lights working' }).waitFor();
    await expect(lightsChecked(pdi)).resolves.toEqual([]);
    await checklist.getByRole('button', { name: 'Same as before' }).click();
    await expect.poll(() => lightsChecked(pdi)).toEqual(['Headlamps', 'Brake lights']);
    // One more light works after the drive.
    await checklist
      .getByRole('group', { name: 'Lights working' })
      .getByLabel('Turn signals')
      .check();
    await snapshotChecked(pdi, 'order-checklist-after-same-as-before');
    await checklist.getByRole('button', { name: 'Save', exact: true }).click();
    await confirm(pdi);
    await checklist.waitFor({ state: 'detached' });
    await expectNotice(pdi, 'Success');
    await expectStatus(pdi, orderNo, 'Check After TestDrive Completed');
    await dialog.getByRole('button', { name: 'Checklists' }).click();
    const compare = pdi.getByRole('dialog', { name: /Checklist before and after test drive/ });
    await compare.getByText('Changed answers: 1').waitFor();
  });
});

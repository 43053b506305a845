import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { CHECKLIST_API } from '@dealer/contracts/order-checklist';
import { ORDER_API } from '@dealer/contracts/order';
import { QUEST_API } from '@dealer/contracts/quest';
import { METADATA_TYPE_IDS as T } from '@dealer/contracts/quest-rules';
import { snapshotChecked } from '../support/browser';
import { bookTestDrive, businessDayFromNow, salesmanMoves } from '../support/orders';
import { signedInSession } from '../support/session';

const baseURL = inject('baseURL');
const origin = inject('origin');
// Beyond the demo orders and the other specs' days: the slot is free.
const DAY = businessDayFromNow(45);
const BRANCH = 'T010';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let page: Page;
let bearer = '';
signedInSession('superadmin', 'Hi, Budi Santoso', async (ready) => {
  page = ready;
  // The console's own access token, as its calls carry it.
  const request = page.waitForRequest(
    (r) => r.url().includes('/api/') && !!r.headers().authorization,
  );
  await page.goto(`${baseURL}/astraquest`);
  bearer = (await request).headers().authorization!;
});

async function call<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: bearer },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** A wall-clock time in Jakarta, YYYY-MM-DDTHH:mm:ss, `hours` from now. */
const jakarta = (hours: number) =>
  new Date(Date.now() + 7 * 3_600_000 + hours * 3_600_000).toISOString().slice(0, 19);

type Saved = { data: { questId: number; questCode: string; version: number } };
let questId = 0;
let questCode = '';
let orderNo = '';
let salesman = { employeeId: 0, employeeNo: '' };

describe('the quest engine', () => {
  it('publishes a quest with two tasks for the branch', async () => {
    const form = new FormData();
    form.set('filename', 'card.png');
    form.set('filetype', '1');
    form.set('file', new Blob([PNG], { type: 'image/png' }), 'card.png');
    const upload = await fetch(`${origin}${QUEST_API.uploadImage}`, {
      method: 'POST',
      headers: { authorization: bearer },
      body: form,
    });
    expect(upload.status).toBe(200);
    const { data: image } = (await upload.json()) as { data: { fileId: string } };
    const saved = await call<Saved>(QUEST_API.save, {
      questName: 'E2E engine: drive and claim',
      questType: 1,
      keyword: 'E2EENGINE',
      rewardPoint: 250,
      experiencePoint: 30,
      maxPlayer: 99999,
      fileId: image.fileId,
      recurrenceType: 0,
      recurrences: [{ validFrom: jakarta(-1), validTo: jakarta(48), validToJoin: jakarta(24) }],
      locationSetting: { branchSetting: [{ code: BRANCH, description: 'Auto2000 Cibubur' }] },
      tasks: [
        {
          taskName: 'Complete a test drive at T010',
          targetTask: 1,
          taskType: 2,
          rules: [
            {
              metadataTypeId: T.TEST_DRIVE_COMPLETED,
              rulename: 'Test drive at T010',
              operation: [{ metadataTypeDetailId: 3, operators: 1, value: BRANCH }],
            },
          ],
        },
        {
          taskName: 'Claim an order',
          targetTask: 1,
          taskType: 2,
          rules: [{ metadataTypeId: T.ORDER_CLAIMED, rulename: 'Any claim', operation: [] }],
        },
      ],
    });
    questId = saved.data.questId;
    questCode = saved.data.questCode;
    await call(QUEST_API.publish, { questId, version: saved.data.version });
  });

  it("an order's life through the service endpoints completes it for the assigned salesman", async () => {
    const units = await call<{ testDriveUnits: { id: number; branchCode: string }[] }>(
      '/api/testdrive/testdriveunit/search',
      { page: 1, pageSize: 500, IsEnabled: true },
    );
    const unit = units.testDriveUnits.find((u) => u.branchCode === BRANCH)!;
    orderNo = await bookTestDrive(
      origin,
      unit.id,
      DAY,
      ['13:00', '14:00'],
      'Quest Engine Customer',
    );
    const people = await call<{ salesmen: { employeeId: number; employeeNo: string }[] }>(
      ORDER_API.salesmen,
      { TestDriveOrderNo: orderNo },
    );
    salesman = people.salesmen[0]!;
    const desk = (status: string, extra: object = {}) =>
      call(ORDER_API.updateStatus, { testDriveOrderNo: orderNo, status, ...extra });
    await desk('ASSIGNED', { testDriveOrderPartner: { employeeId: salesman.employeeId } });
    await salesmanMoves(origin, orderNo, salesman.employeeNo, [
      'DISTRIBUTED',
      'CLAIMED',
      'PREPAREUNIT',
    ]);
    await desk('CHECKBEFORETDONPROCESS');
    type Item = { id: number; itemName: string; isNotesMandatory: boolean };
    const questionnaire = (await fetch(`${origin}${CHECKLIST_API.questionnaire}`, {
      headers: { authorization: bearer },
    }).then((r) => r.json())) as {
      questionnaireCategories: {
        questions: { questionId: number; isNotesMandatory: boolean; answerItems: Item[] }[];
      }[];
    };
    // Every question answered as an inspector would: the first answer needing no notes.
    const answers = questionnaire.questionnaireCategories
      .flatMap((c) => c.questions)
      .map((q) => {
        const item = q.answerItems.find((i) => !i.isNotesMandatory) ?? q.answerItems[0];
        const notes = q.isNotesMandatory || Boolean(item?.isNotesMandatory) ? 'Checked' : '';
        return item
          ? {
              questionId: q.questionId,
              answerItemId: item.id,
              answerValue: item.itemName,
              answerNotes: notes,
            }
          : { questionId: q.questionId, answerValue: 'OK', answerNotes: notes };
      });
    await call(CHECKLIST_API.save, { testDriveOrderNo: orderNo, answerSetType: 'BEFORE', answers });
    await desk('CHECKBEFORETDCOMPLETED');
    await salesmanMoves(origin, orderNo, salesman.employeeNo, ['STARTTD', 'COMPLETETD']);
  });

  it('the why page, reached from the quest list, shows the counted events of each task', async () => {
    // Newest first: the quest just published is on the first page (Open, or Active once the quest
    // life sweep has seen its window start an hour ago).
    await page.goto(`${baseURL}/astraquest`);
    await page.getByRole('button', { name: `Why (not) of ${questCode}` }).click();
    await page.waitForURL(`**/astraquest/why/${questId}`);
    const player = page.getByLabel('Player number');
    await player.fill(salesman.employeeNo);
    // Enter, as at the keyboard (a click would leave the pointer hovering the button for axe).
    await player.press('Enter');
    await page.getByText(/^Completed on .*: 280 points booked$/).waitFor();
    const task1 = page
      .locator('.ant-card')
      .filter({ hasText: 'Task 1: Complete a test drive at T010' });
    await task1.getByRole('cell', { name: new RegExp(`^TD:${orderNo}:9:`) }).waitFor();
    const task2 = page.locator('.ant-card').filter({ hasText: 'Task 2: Claim an order' });
    await task2.getByRole('cell', { name: new RegExp(`^TD:${orderNo}:4:`) }).waitFor();
    // The test drive counted for task 1 is, for task 2, an event no rule takes.
    await task2.getByText('No rule of this task takes this type of event').first().waitFor();
    await snapshotChecked(page, 'quest-engine-why');
  });

  it('ranks the salesman first in the podium ranking, with the quest completed', async () => {
    await page.goto(`${baseURL}/astraquest/podium/${questId}`);
    const first = page.getByRole('row').filter({ hasText: salesman.employeeNo });
    await first.getByRole('cell', { name: '1', exact: true }).waitFor();
    await first.getByText('Completed').waitFor();
    await snapshotChecked(page, 'quest-engine-podium');
  });

  it("the points appear in the player's ledger", async () => {
    await page.goto(`${baseURL}/playerpoints`);
    const search = page.locator('#pp-player');
    await search.fill(salesman.employeeNo);
    await search.press('Enter');
    await page.getByRole('button', { name: `Entries of ${salesman.employeeNo}` }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText(`Reward of `, { exact: false }).first().waitFor();
    await drawer.getByText('250').first().waitFor();
    await drawer.getByText('30').first().waitFor();
    await snapshotChecked(page, 'quest-engine-ledger');
  });

  it('tries the quest on past events, reached from its form, without booking anything', async () => {
    await page.goto(`${baseURL}/astraquest/view/${questId}`);
    await page.getByRole('button', { name: 'Try on past events' }).click();
    await page.waitForURL(`**/astraquest/backtest/${questId}`);
    // The form's button has the same name as the one just clicked: wait until the backtest page
    // (a lazy chunk) has replaced the form, or the click lands on the old page and does nothing.
    await page.getByText('A backtest books no points and changes no progress.').waitFor();
    const answered = page.waitForResponse((r) => r.url().endsWith('/backtest'));
    await page.getByRole('button', { name: 'Try on past events' }).click();
    expect((await answered).status()).toBe(200);
    await page.getByText('Players completing every task').waitFor();
    await page.getByRole('cell', { name: '1. Complete a test drive at T010' }).waitFor();
    await snapshotChecked(page, 'quest-engine-backtest');
  });
});

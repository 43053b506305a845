import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { snapshot } from '../support/browser';
import { signedInSession } from '../support/session';
import {
  bulk,
  field,
  openList,
  pick,
  row,
  rowCount,
  rowKey,
  save,
  search,
  sheet,
  upload,
} from '../support/master';

const baseURL = inject('baseURL');
const TEXT = 'Floor mats clean and fixed (e2e)';
const EDITED = 'Floor mats clean, dry and fixed (e2e)';

let page: Page;
signedInSession('ho_testdrive', 'Hi, Agus Wijaya', (ready) => {
  page = ready;
});

async function findText(text: string) {
  await field(page, 'Question text').fill('(e2e)');
  await search(page);
  await row(page, text).waitFor();
}

describe('the question screen', () => {
  it('creates an option question with two answer items and finds it by search', async () => {
    await openList(page, baseURL, 'question', 'Question');
    await page.getByRole('button', { name: 'Add', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Add Question' }).waitFor();
    await pick(page, page, 'Section', 'Interior');
    await field(page, 'Sequence').fill('42');
    await field(page, 'Question').fill(TEXT);
    await pick(page, page, 'Answer Type', 'Yes/No');
    await field(page, 'Item 1 name').fill('Yes');
    await page.getByRole('button', { name: 'Add answer item' }).click();
    await field(page, 'Item 2 name').fill('No');
    await snapshot(page, 'question-form');
    await save(page);
    await page.getByRole('heading', { name: 'Question', exact: true }).waitFor();

    await findText(TEXT);
    await snapshot(page, 'question-list');
  });

  it('edits the question, keeping its items', async () => {
    await row(page, TEXT)
      .getByRole('link', { name: /^Edit #/ })
      .click();
    const text = field(page, 'Question');
    await expect.poll(() => text.inputValue()).toBe(TEXT);
    await expect.poll(() => field(page, 'Item 2 name').inputValue()).toBe('No');
    await text.fill(EDITED);
    await save(page);
    await findText(EDITED);
  });

  it('sets it InActive with the bulk action', async () => {
    await bulk(page, [await rowKey(page, EDITED)], 'InActive');
    await row(page, EDITED).filter({ hasText: 'InActive' }).waitFor();
  });

  it('deletes it after both confirmations', async () => {
    await bulk(page, [await rowKey(page, EDITED)], 'Delete');
    await row(page, EDITED).waitFor({ state: 'detached' });
  });

  it('refuses an upload with an unknown section, then takes the fixed file', async () => {
    const header = [
      'SectionName',
      'QuestionText',
      'AnswerType',
      'IsNotes',
      'IsNotesMandatory',
      'IsActive',
      'Sequence',
    ];
    await openList(page, baseURL, 'question', 'Question');
    const bad = await sheet('question-bad.xlsx', header, [
      ['Exterior', 'Spare tyre pressure checked (e2e)', 'YESNO', 0, 0, 1, 51],
      ['Roof', 'Roof rack tight (e2e)', 'YESNO', 0, 0, 1, 52],
    ]);
    const modal = await upload(page, bad);
    await modal.getByText('Unknown SectionName Roof').waitFor();
    await snapshot(page, 'question-upload-errors');
    await modal.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await field(page, 'Question text').fill('(e2e)');
    await search(page);
    await page.getByText('No data matches this search').waitFor();
    expect(await rowCount(page, 'Spare tyre pressure')).toBe(0);

    const good = await sheet('question-good.xlsx', header, [
      ['Exterior', 'Spare tyre pressure checked (e2e)', 'YESNO', 0, 0, 1, 51],
      ['Interior', 'Driver notes on cabin smell (e2e)', 'TEXTBOX', 1, 0, 1, 52],
    ]);
    const modalAfter = await upload(page, good);
    await modalAfter.waitFor({ state: 'detached' }).catch(() => page.keyboard.press('Escape'));
    await row(page, 'Spare tyre pressure checked (e2e)').waitFor();
    await row(page, 'Driver notes on cabin smell (e2e)').waitFor();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKLIST_API,
  ORDER_API,
  TEXT_BOX_ANSWER_TYPE_ID,
  type Answer,
  type AnswerSetResponse,
  type ChecklistCategory,
  type ChecklistQuestion,
} from '@dealer/contracts';
import { count } from 'drizzle-orm';
import { answerSet } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/testApp';
import { callerFor, type Caller } from '../../test/masterHelpers';
import { orderFixture } from './test/orders';

let t: TestApp;
let fx: Awaited<ReturnType<typeof orderFixture>>;
let pdi: Caller;
let questions: ChecklistQuestion[];

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixture(t);
  pdi = await callerFor(t, 'pdi');
  const response = await pdi.get(CHECKLIST_API.questionnaire);
  questions = response
    .json<{ questionnaireCategories: ChecklistCategory[] }>()
    .questionnaireCategories.flatMap((section) => section.questions);
});
afterAll(async () => {
  await t?.close();
});

/** A complete, valid answer to every question: the first item, notes where they are needed. */
function fullAnswers(): Answer[] {
  return questions.map((q) => {
    const item = q.answerItems[0];
    const needsNotes = q.isNotesMandatory || Boolean(item?.isNotesMandatory);
    return {
      questionId: q.questionId,
      answerItemId: q.questionAnswerTypeId === TEXT_BOX_ANSWER_TYPE_ID ? null : item!.id,
      answerValue: q.questionAnswerTypeId === TEXT_BOX_ANSWER_TYPE_ID ? 'Looks fine' : '',
      answerNotes: needsNotes ? 'Checked with the customer' : '',
    };
  });
}

const setCount = async () => (await t.db.select({ n: count() }).from(answerSet))[0]!.n;
const save = (caller: Caller, orderNo: string, answers: Answer[], type = 'BEFORE') =>
  caller.post(CHECKLIST_API.save, { testDriveOrderNo: orderNo, answerSetType: type, answers });

describe('the checklist', () => {
  it('serves the demo questionnaire by section, enabled questions only', async () => {
    expect(questions.length).toBeGreaterThanOrEqual(10);
    expect(questions.every((q) => q.answer === undefined)).toBe(true);
  });

  it('saves the BEFORE set, which then lets the order complete its check', async () => {
    const orderNo = await fx.order('T010', 6);
    const response = await save(pdi, orderNo, fullAnswers());
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(`${orderNo} Check before test drive answers saved`);
    const moved = await pdi.post(ORDER_API.updateStatus, {
      testDriveOrderNo: orderNo,
      status: 'CHECKBEFORETDCOMPLETED',
    });
    expect(moved.statusCode).toBe(200);
    const read = await pdi.post(CHECKLIST_API.search, {
      testDriveOrderNo: orderNo,
      answerSetType: 'BEFORE',
    });
    const answered = read
      .json<AnswerSetResponse>()
      .categories.flatMap((section) => section.questions);
    expect(answered.every((q) => q.answer !== null)).toBe(true);
    const option = answered.find((q) => q.answerItems.length > 0)!;
    expect(option.answer!.answerValue).toBe(option.answerItems[0]!.itemName);
  });

  it('refuses a set missing a mandatory answer or notes, or with a foreign item, writing nothing', async () => {
    const orderNo = await fx.order('T010', 6);
    const before = await setCount();
    const mandatory = questions.find((q) => q.isMandatory)!;
    const withoutOne = fullAnswers().filter((a) => a.questionId !== mandatory.questionId);
    const missing = await save(pdi, orderNo, withoutOne);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({
      field: `question.${mandatory.questionId}`,
      message: `'${mandatory.questionText}' needs an answer`,
    });

    const options = questions.filter((q) => q.answerItems.length > 0);
    const foreign = fullAnswers().map((a) =>
      a.questionId === options[0]!.questionId
        ? { ...a, answerItemId: options[1]!.answerItems[0]!.id }
        : a,
    );
    const wrongItem = await save(pdi, orderNo, foreign);
    expect(wrongItem.statusCode).toBe(400);
    expect(wrongItem.json().errors[0].field).toMatch(/^answers\.\d+\.answerItemId$/);

    // The demo checklist has 'Not OK'-style items that demand notes.
    const notesQuestion = questions.find((q) => q.answerItems.some((i) => i.isNotesMandatory))!;
    expect(notesQuestion).toBeDefined();
    const item = notesQuestion.answerItems.find((i) => i.isNotesMandatory)!;
    const noNotes = fullAnswers().map((a) =>
      a.questionId === notesQuestion.questionId
        ? { ...a, answerItemId: item.id, answerNotes: '' }
        : a,
    );
    const response = await save(pdi, orderNo, noNotes);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toMatch(/answerNotes$/);
    expect(await setCount()).toBe(before);
  });

  it('saves the AFTER set only at status 10 and the BEFORE set only at 6', async () => {
    const at5 = await fx.order('T010', 5);
    const early = await save(pdi, at5, fullAnswers());
    expect(early.statusCode).toBe(409);
    const at10 = await fx.order('T010', 10);
    expect((await save(pdi, at10, fullAnswers(), 'BEFORE')).statusCode).toBe(409);
    expect((await save(pdi, at10, fullAnswers(), 'AFTER')).statusCode).toBe(200);
  });

  it('answers 403 to the CRC and 404 to another branch', async () => {
    const orderNo = await fx.order('T010', 6);
    const crc = await callerFor(t, 'crc');
    expect((await save(crc, orderNo, fullAnswers())).statusCode).toBe(403);
    const bandung = await callerFor(t, 'pdi_bandung');
    expect((await save(bandung, orderNo, fullAnswers())).statusCode).toBe(404);
    const unsaved = await pdi.post(CHECKLIST_API.search, {
      testDriveOrderNo: orderNo,
      answerSetType: 'AFTER',
    });
    expect(unsaved.statusCode).toBe(404);
  });
});

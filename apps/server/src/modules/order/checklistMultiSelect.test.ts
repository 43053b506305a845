import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKLIST_API,
  TEXT_BOX_ANSWER_TYPE_ID,
  allowsSeveralAnswers,
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
/** The demo checklist's 'Lights working': headlamps, turn signals, brake lights, fog lamps. */
let lights: ChecklistQuestion;
/** A one-answer question with two items at least. */
let single: ChecklistQuestion;

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixture(t);
  pdi = await callerFor(t, 'pdi');
  const response = await pdi.get(CHECKLIST_API.questionnaire);
  questions = response
    .json<{ questionnaireCategories: ChecklistCategory[] }>()
    .questionnaireCategories.flatMap((section) => section.questions);
  lights = questions.find((q) => q.questionText === 'Lights working')!;
  single = questions.find(
    (q) =>
      !allowsSeveralAnswers(q) &&
      q.questionAnswerTypeId !== TEXT_BOX_ANSWER_TYPE_ID &&
      q.answerItems.length > 1,
  )!;
});
afterAll(async () => {
  await t?.close();
});

/** A valid answer to every question (first item, notes where needed), `lights` replaced. */
function answersWith(lightsAnswer: Partial<Answer>): Answer[] {
  return questions.map((q) => {
    const item = q.answerItems[0];
    const textBox = q.questionAnswerTypeId === TEXT_BOX_ANSWER_TYPE_ID;
    const needsNotes = q.isNotesMandatory || Boolean(item?.isNotesMandatory);
    const answer: Answer = {
      questionId: q.questionId,
      answerItemId: textBox ? null : item!.id,
      answerValue: textBox ? 'Looks fine' : '',
      answerNotes: needsNotes ? 'Checked' : '',
    };
    return q.questionId === lights.questionId
      ? { ...answer, answerItemId: null, ...lightsAnswer }
      : answer;
  });
}

const setCount = async () => (await t.db.select({ n: count() }).from(answerSet))[0]!.n;
const save = (orderNo: string, answers: Answer[]) =>
  pdi.post(CHECKLIST_API.save, { testDriveOrderNo: orderNo, answerSetType: 'BEFORE', answers });
const itemIds = (q: ChecklistQuestion, ...names: string[]) =>
  names.map((name) => q.answerItems.find((i) => i.itemName === name)!.id);

describe('multi-select checklist questions', () => {
  it('marks the Checkbox answer type as allowing several answers', () => {
    expect(lights.questionAnswerTypeCode).toBe('CHECKBOX');
    expect(allowsSeveralAnswers(lights)).toBe(true);
    expect(single).toBeDefined();
  });

  it('saves several answers as a set, returned in the items order whatever order was sent', async () => {
    const orderNo = await fx.order('T010', 6);
    const chosen = itemIds(lights, 'Brake lights', 'Headlamps');
    const response = await save(orderNo, answersWith({ answerItemIds: chosen }));
    expect(response.statusCode).toBe(200);
    const read = await pdi.post(CHECKLIST_API.search, {
      testDriveOrderNo: orderNo,
      answerSetType: 'BEFORE',
    });
    const answer = read
      .json<AnswerSetResponse>()
      .categories.flatMap((section) => section.questions)
      .find((q) => q.questionId === lights.questionId)!.answer!;
    expect(answer.answerItemIds).toEqual(itemIds(lights, 'Headlamps', 'Brake lights'));
    expect(answer.answerItemId).toBeNull();
    expect(answer.answerValue).toBe('Headlamps, Brake lights');
  });

  it('refuses a value that is not one of the question options, naming it, and writes nothing', async () => {
    const orderNo = await fx.order('T010', 6);
    const before = await setCount();
    const foreign = single.answerItems[0]!.id;
    const response = await save(
      orderNo,
      answersWith({ answerItemIds: [...itemIds(lights, 'Headlamps'), foreign] }),
    );
    expect(response.statusCode).toBe(400);
    const index = questions.findIndex((q) => q.questionId === lights.questionId);
    expect(response.json().errors).toEqual([
      {
        field: `answers.${index}.answerItemIds.1`,
        message: `${foreign} is not an answer of 'Lights working'`,
      },
    ]);
    expect(await setCount()).toBe(before);
  });

  it('refuses an item chosen twice and an empty set', async () => {
    const orderNo = await fx.order('T010', 6);
    const index = questions.findIndex((q) => q.questionId === lights.questionId);
    const twice = await save(
      orderNo,
      answersWith({ answerItemIds: itemIds(lights, 'Headlamps', 'Headlamps') }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0]).toEqual({
      field: `answers.${index}.answerItemIds.1`,
      message: "'Headlamps' is chosen twice",
    });
    const empty = await save(orderNo, answersWith({ answerItemIds: [] }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe(`answers.${index}.answerItemIds`);
  });

  it('refuses several answers to a one-answer question', async () => {
    const orderNo = await fx.order('T010', 6);
    const index = questions.findIndex((q) => q.questionId === single.questionId);
    const answers = answersWith({ answerItemIds: itemIds(lights, 'Headlamps') }).map((a) =>
      a.questionId === single.questionId
        ? { ...a, answerItemIds: single.answerItems.slice(0, 2).map((i) => i.id) }
        : a,
    );
    const response = await save(orderNo, answers);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({
      field: `answers.${index}.answerItemIds`,
      message: `'${single.questionText}' takes one answer`,
    });
  });

  it('allows notes when any chosen item allows them (fog lamps)', async () => {
    const orderNo = await fx.order('T010', 6);
    const withoutFog = await save(
      orderNo,
      answersWith({ answerItemIds: itemIds(lights, 'Headlamps'), answerNotes: 'Left lamp dim' }),
    );
    expect(withoutFog.statusCode).toBe(400);
    const withFog = await save(
      orderNo,
      answersWith({
        answerItemIds: itemIds(lights, 'Headlamps', 'Fog lamps'),
        answerNotes: 'Left fog lamp dim',
      }),
    );
    expect(withFog.statusCode).toBe(200);
  });
});

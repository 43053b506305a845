import { z } from 'zod';
import { id, list, trimmed } from './bounds';
import { ZAck } from './envelope';

/** The checklist calls of an order (spec 1 section 7, Orders: questionnaire and answer sets). */
export const CHECKLIST_API = {
  questionnaire: '/api/testdrive/order/questionnaire', // GET
  save: '/api/testdrive/order/answerset/save',
  search: '/api/testdrive/order/answerset/search',
} as const;

export const ANSWER_SET_TYPES = ['BEFORE', 'AFTER'] as const;
export const ZAnswerSetType = z.enum(ANSWER_SET_TYPES);
export type AnswerSetType = z.infer<typeof ZAnswerSetType>;

export const ZChecklistItem = z.object({
  id: z.number().int(),
  itemName: z.string(),
  isNotesAllowed: z.boolean(),
  isNotesMandatory: z.boolean(),
});

/**
 * Answer type 2 (CHECKBOX, e.g. 'Lights working': headlamps, turn signals...) takes several
 * answers: every item that applies. Radio, dropdown and yes/no take one; the text box (5) none.
 */
export const MULTI_SELECT_ANSWER_TYPE_ID = 2;
export const allowsSeveralAnswers = (question: { questionAnswerTypeId: number }) =>
  question.questionAnswerTypeId === MULTI_SELECT_ANSWER_TYPE_ID;

/** A question has at most this many items to choose from in practice; a set is bounded by it. */
export const MAX_CHOSEN_ITEMS = 50;

/**
 * A saved answer. `answerItemId` names the chosen item of a one-answer question; `answerItemIds`
 * the chosen items of a multi-select question, a set (no repeats, order of no meaning; the server
 * returns it in the items' order). A multi-select answer sent with `answerItemId` alone is the
 * set of that one item.
 */
export const ZAnswer = z.object({
  questionId: id(),
  answerItemId: id().nullable().optional(),
  answerItemIds: list(id(), MAX_CHOSEN_ITEMS).optional(),
  answerValue: trimmed(500),
  answerNotes: trimmed(500).default(''),
});
export type Answer = z.infer<typeof ZAnswer>;

export const ZChecklistQuestion = z.object({
  questionId: z.number().int(),
  questionText: z.string(),
  sequence: z.number().int(),
  questionAnswerTypeId: z.number().int(),
  questionAnswerTypeCode: z.string(),
  isMandatory: z.boolean(),
  isNotes: z.boolean(),
  isNotesMandatory: z.boolean(),
  answerItems: z.array(ZChecklistItem),
  /** In an answer set: what was answered (null when the question was skipped). */
  answer: ZAnswer.nullable().optional(),
});
export type ChecklistQuestion = z.infer<typeof ZChecklistQuestion>;

export const ZChecklistCategory = z.object({
  sectionId: z.number().int(),
  sectionName: z.string(),
  sequence: z.number().int(),
  questions: z.array(ZChecklistQuestion),
});
export type ChecklistCategory = z.infer<typeof ZChecklistCategory>;

/** GET questionnaire: the enabled questions by section, in order. */
export const ZQuestionnaireResponse = ZAck.extend({
  questionnaireCategories: z.array(ZChecklistCategory),
});

/** POST answerset/save: the BEFORE set at status 6, the AFTER set at status 10. */
export const ZSaveAnswerSet = z.object({
  testDriveOrderNo: trimmed(40).min(1),
  answerSetType: ZAnswerSetType,
  answers: list(ZAnswer, 500),
});
export type SaveAnswerSet = z.infer<typeof ZSaveAnswerSet>;

/** POST answerset/search: one saved set with the questionnaire it answered. */
export const ZAnswerSetSearch = z.object({
  testDriveOrderNo: trimmed(40).min(1),
  answerSetType: ZAnswerSetType,
});
export const ZAnswerSetResponse = ZAck.extend({
  testDriveOrderNo: z.string(),
  answerSetType: ZAnswerSetType,
  categories: z.array(ZChecklistCategory),
});
export type AnswerSetResponse = z.infer<typeof ZAnswerSetResponse>;

import { z } from 'zod';
import { id, int4, list, trimmed } from './bounds';
import { ZAck } from './envelope';
import { ZAudit, ZListPaging, ZSortOrder } from './master';

/** Answer type 5 is a text box: such a question sends no answer items. */
export const TEXT_BOX_ANSWER_TYPE_ID = 5;

export const ZQuestionAnswerType = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
});
export type QuestionAnswerType = z.infer<typeof ZQuestionAnswerType>;
/** GET /api/testdrive/questiontype/getall */
export const ZQuestionAnswerTypeListResponse = ZAck.extend({
  questionAnswerTypes: z.array(ZQuestionAnswerType),
});

/** A questionnaire category is a section of the checklist (e.g. 'Exterior', 'Interior'). */
export const ZQuestionnaireCategory = z.object({
  sectionId: z.number().int(),
  sectionName: z.string(),
  sequence: z.number().int(),
});
export type QuestionnaireCategory = z.infer<typeof ZQuestionnaireCategory>;
/** GET /api/testdrive/getallquestionnairecategory */
export const ZQuestionnaireCategoryListResponse = ZAck.extend({
  questionnaireCategorys: z.array(ZQuestionnaireCategory),
});

export const ZAnswerItem = z.object({
  id: z.number().int(),
  itemName: z.string(),
  isNotesAllowed: z.boolean(),
  isNotesMandatory: z.boolean(),
  isEnabled: z.boolean(),
  sequence: z.number().int(),
});
export type AnswerItem = z.infer<typeof ZAnswerItem>;

export const ZQuestion = ZAudit.extend({
  questionId: z.number().int(),
  questionText: z.string(),
  isEnabled: z.boolean(),
  isMandatory: z.boolean(),
  isActive: z.boolean(),
  sequence: z.number().int(),
  questionAnswerTypeId: z.number().int(),
  questionAnswerTypeCode: z.string(),
  sectionId: z.number().int(),
  sectionName: z.string(),
  /** Notes on the question itself (for text boxes and items that allow notes). */
  isNotes: z.boolean(),
  isNotesMandatory: z.boolean(),
  answerItems: z.array(ZAnswerItem),
});
export type Question = z.infer<typeof ZQuestion>;

export const ZAnswerItemInput = z.object({
  id: id().optional(),
  itemName: trimmed(100).min(1, 'itemName is required'),
  isNotesAllowed: z.boolean(),
  isNotesMandatory: z.boolean(),
  isEnabled: z.boolean().default(true),
});
export type AnswerItemInput = z.infer<typeof ZAnswerItemInput>;

export const ZQuestionInput = z
  .object({
    questionText: trimmed(500).min(1, 'questionText is required'),
    questionAnswerTypeId: id('questionAnswerTypeId is required'),
    sectionId: id('sectionId is required'),
    sequence: int4({ min: 0, max: 9999 }),
    isMandatory: z.boolean(),
    isEnabled: z.boolean(),
    isNotes: z.boolean(),
    isNotesMandatory: z.boolean(),
    answerItems: list(ZAnswerItemInput, 50).default([]),
  })
  .refine((q) => q.questionAnswerTypeId === TEXT_BOX_ANSWER_TYPE_ID || q.answerItems.length > 0, {
    message: 'answerItems needs at least one item for this answer type',
    path: ['answerItems'],
  })
  .refine((q) => q.questionAnswerTypeId !== TEXT_BOX_ANSWER_TYPE_ID || q.answerItems.length === 0, {
    message: 'a text-box question has no answer items',
    path: ['answerItems'],
  })
  .refine((q) => q.isNotes || !q.isNotesMandatory, {
    message: 'isNotesMandatory needs isNotes',
    path: ['isNotesMandatory'],
  });
export type QuestionInput = z.infer<typeof ZQuestionInput>;

/**
 * The search's sort columns. 'sequence' (the default, ascending) is the checklist's order: the
 * section's sequence, then the question's.
 */
export const QUESTION_SORT_FIELDS = [
  'id',
  'sequence',
  'sectionName',
  'questionText',
  'questionAnswerTypeCode',
  'isMandatory',
  'isEnabled',
] as const;

/** POST /api/testdrive/getallquestionsbysearchcriteria */
export const ZQuestionSearch = ZListPaging.extend({
  sectionName: trimmed(100).optional(),
  isEnabled: z.boolean().optional(),
  keyword: trimmed(100).optional(),
  sortField: z.enum(QUESTION_SORT_FIELDS).default('sequence'),
  sortOrder: ZSortOrder.default('ascend'),
});
export type QuestionSearch = z.infer<typeof ZQuestionSearch>;
export const ZQuestionListResponse = ZAck.extend({
  questions: z.array(ZQuestion),
  total: z.number().int(),
});
export type QuestionListResponse = z.infer<typeof ZQuestionListResponse>;
/** POST /api/testdrive/getquestionbyid */
export const ZQuestionGetById = z.object({ questionId: id() });
export const ZQuestionResponse = ZAck.extend({ question: ZQuestion });
/** POST /api/testdrive/addquestion */
export const ZQuestionAdd = ZQuestionInput;
/** POST /api/testdrive/updatequestion */
export const ZQuestionUpdate = z.intersection(
  ZQuestionInput,
  z.object({ questionId: id(), version: id() }),
);
/**
 * POST /api/testdrive/deletemultiplequestions, activatemultiplequestions,
 * inactivatemultiplequestions — the bulk action of the question list, one transaction.
 */
export const ZQuestionMultiple = z.object({
  questions: list(
    z.object({ id: id(), version: id(), isEnabled: z.boolean().optional() }),
    1000,
  ).min(1),
});

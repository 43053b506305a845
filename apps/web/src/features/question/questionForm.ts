import {
  TEXT_BOX_ANSWER_TYPE_ID,
  type Question,
  type QuestionInput,
} from '@dealer/contracts/question';

export interface AnswerItemValues {
  /** Kept for existing items: the server updates them by id. */
  id?: number;
  itemName: string;
  isNotesAllowed: boolean;
  isNotesMandatory: boolean;
  isEnabled: boolean;
}

export interface QuestionFormValues {
  sectionId?: number;
  sequence: number;
  questionText: string;
  questionAnswerTypeId?: number;
  isMandatory: boolean;
  isNotes: boolean;
  isNotesMandatory: boolean;
  isEnabled: boolean;
  answerItems: AnswerItemValues[];
}

export const QUESTION_FIELDS = [
  'sectionId',
  'sequence',
  'questionText',
  'questionAnswerTypeId',
  'isMandatory',
  'isNotes',
  'isNotesMandatory',
  'isEnabled',
  'answerItems',
];

export const NEW_ANSWER_ITEM: AnswerItemValues = {
  itemName: '',
  isNotesAllowed: false,
  isNotesMandatory: false,
  isEnabled: true,
};

export const EMPTY_QUESTION: QuestionFormValues = {
  sequence: 1,
  questionText: '',
  isMandatory: true,
  isNotes: false,
  isNotesMandatory: false,
  isEnabled: true,
  answerItems: [{ ...NEW_ANSWER_ITEM }],
};

export const isTextBox = (answerTypeId: number | undefined) =>
  answerTypeId === TEXT_BOX_ANSWER_TYPE_ID;

export const questionValues = (row: Question): QuestionFormValues => ({
  sectionId: row.sectionId,
  sequence: row.sequence,
  questionText: row.questionText,
  questionAnswerTypeId: row.questionAnswerTypeId,
  isMandatory: row.isMandatory,
  isNotes: row.isNotes,
  isNotesMandatory: row.isNotesMandatory,
  isEnabled: row.isEnabled,
  answerItems: [...row.answerItems]
    .sort((a, b) => a.sequence - b.sequence)
    .map((item) => ({
      id: item.id,
      itemName: item.itemName,
      isNotesAllowed: item.isNotesAllowed,
      isNotesMandatory: item.isNotesMandatory,
      isEnabled: item.isEnabled,
    })),
});

/**
 * The form's values as the contract's input. A text-box question (answer type 5) sends no answer
 * items (spec 1 section 5); the list order is the items' order.
 */
export function toQuestionInput(values: QuestionFormValues): QuestionInput {
  const items = isTextBox(values.questionAnswerTypeId) ? [] : (values.answerItems ?? []);
  return {
    sectionId: values.sectionId ?? 0,
    sequence: Number(values.sequence),
    questionText: values.questionText.trim(),
    questionAnswerTypeId: values.questionAnswerTypeId ?? 0,
    isMandatory: values.isMandatory,
    isNotes: values.isNotes,
    isNotesMandatory: values.isNotes && values.isNotesMandatory,
    isEnabled: values.isEnabled,
    answerItems: items.map((item) => ({
      ...(item.id ? { id: item.id } : {}),
      itemName: item.itemName.trim(),
      isNotesAllowed: item.isNotesAllowed,
      isNotesMandatory: item.isNotesAllowed && item.isNotesMandatory,
      isEnabled: item.isEnabled,
    })),
  };
}

import type { FieldError } from '@dealer/contracts/envelope';
import type {
  Answer,
  ChecklistCategory,
  ChecklistQuestion,
} from '@dealer/contracts/order-checklist';
import { TEXT_BOX_ANSWER_TYPE_ID } from '@dealer/contracts/question';

/** What the form holds for one question. */
export interface AnswerFields {
  itemId?: number;
  value?: string;
  notes?: string;
}
export type ChecklistValues = Record<string, AnswerFields | undefined>;
type Field = keyof AnswerFields;

/** The contract's limit on answerValue and answerNotes. */
export const ANSWER_MAX_LENGTH = 500;

/** Form names must not be bare numbers: antd would build arrays out of numeric path segments. */
export const fieldKey = (questionId: number) => `q${questionId}`;

export const isTextBox = (question: ChecklistQuestion) =>
  question.questionAnswerTypeId === TEXT_BOX_ANSWER_TYPE_ID;

/** The main field of a question: the chosen item, or the text of a text box. */
export const answerField = (question: ChecklistQuestion): Field =>
  isTextBox(question) ? 'value' : 'itemId';

export function chosenItem(question: ChecklistQuestion, fields: AnswerFields | undefined) {
  if (isTextBox(question) || fields?.itemId === undefined) return undefined;
  return question.answerItems.find((item) => item.id === fields.itemId);
}

const trimmed = (text: string | undefined) => (text ?? '').trim();

function isAnswered(question: ChecklistQuestion, fields: AnswerFields | undefined): boolean {
  return isTextBox(question)
    ? trimmed(fields?.value) !== ''
    : chosenItem(question, fields) !== undefined;
}

/**
 * The server's notes rules (checklist.ts `checkAnswers`): notes are allowed when the question or
 * the chosen item allows them, and needed when either says so, for an answered question only.
 * The field is shown whenever it is needed, even where bad master data forgot to allow it.
 */
export function notesRule(question: ChecklistQuestion, fields: AnswerFields | undefined) {
  const item = chosenItem(question, fields);
  const required =
    isAnswered(question, fields) && (question.isNotesMandatory || Boolean(item?.isNotesMandatory));
  const shown = required || question.isNotes || Boolean(item?.isNotesAllowed);
  return { shown, required };
}

const bySequence = <T extends { sequence: number }>(id: (row: T) => number) => {
  return (a: T, b: T) => a.sequence - b.sequence || id(a) - id(b);
};

/** Sections in sequence order with their questions in sequence order; empty sections dropped. */
export function sortedSections(categories: readonly ChecklistCategory[]): ChecklistCategory[] {
  return [...categories]
    .sort(bySequence((section) => section.sectionId))
    .map((section) => ({
      ...section,
      questions: [...section.questions].sort(bySequence((question) => question.questionId)),
    }))
    .filter((section) => section.questions.length > 0);
}

const questionsOf = (sections: readonly ChecklistCategory[]) =>
  sections.flatMap((section) => section.questions);

/**
 * Prefill from a saved set: only questions still in the questionnaire, and for option questions
 * only an item that is still offered (anything else the server would refuse).
 */
export function savedValues(
  sections: readonly ChecklistCategory[],
  saved: readonly ChecklistCategory[] | null | undefined,
): ChecklistValues {
  const answers = new Map(
    questionsOf(saved ?? []).flatMap((q) => (q.answer ? [[q.questionId, q.answer] as const] : [])),
  );
  const values: ChecklistValues = {};
  for (const question of questionsOf(sections)) {
    const answer = answers.get(question.questionId);
    if (!answer) continue;
    if (isTextBox(question)) {
      values[fieldKey(question.questionId)] = {
        value: answer.answerValue,
        notes: answer.answerNotes,
      };
    } else if (question.answerItems.some((item) => item.id === answer.answerItemId)) {
      values[fieldKey(question.questionId)] = {
        itemId: answer.answerItemId ?? undefined,
        notes: answer.answerNotes,
      };
    }
  }
  return values;
}

/**
 * The answers to send: unanswered questions are left out (the server requires an item for every
 * option answer it receives), a text box sends its text and no item, and notes go only where
 * they are shown, since the server refuses notes an answer does not allow.
 */
export function toAnswers(
  sections: readonly ChecklistCategory[],
  values: ChecklistValues,
): Answer[] {
  return questionsOf(sections).flatMap((question): Answer[] => {
    const fields = values[fieldKey(question.questionId)];
    if (!isAnswered(question, fields)) return [];
    const answerNotes = notesRule(question, fields).shown ? trimmed(fields?.notes) : '';
    if (isTextBox(question)) {
      return [
        { questionId: question.questionId, answerValue: trimmed(fields?.value), answerNotes },
      ];
    }
    const item = chosenItem(question, fields)!;
    return [
      {
        questionId: question.questionId,
        answerItemId: item.id,
        answerValue: item.itemName,
        answerNotes,
      },
    ];
  });
}

const SERVER_FIELDS: Record<string, Field | undefined> = {
  answerItemId: 'itemId',
  answerValue: 'value',
  answerNotes: 'notes',
};

/**
 * The server names `answers.<index>.<field>` (index into what was sent) or
 * `question.<id>` (a mandatory question left out): map them back to the form's fields.
 */
export function serverErrorsToFields(
  errors: readonly FieldError[],
  sent: readonly Answer[],
  sections: readonly ChecklistCategory[],
) {
  const questions = new Map(questionsOf(sections).map((q) => [q.questionId, q]));
  const fields: { name: [string, Field]; errors: string[] }[] = [];
  const unmatched: FieldError[] = [];
  for (const error of errors) {
    const [head, at, field = ''] = error.field.split('.');
    const questionId = head === 'answers' ? sent[Number(at)]?.questionId : Number(at);
    const question = questionId === undefined ? undefined : questions.get(questionId);
    if (!question) {
      unmatched.push(error);
      continue;
    }
    const name = SERVER_FIELDS[field] ?? answerField(question);
    fields.push({ name: [fieldKey(question.questionId), name], errors: [error.message] });
  }
  return { fields, unmatched };
}

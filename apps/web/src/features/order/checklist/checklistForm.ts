import type { FieldError } from '@dealer/contracts/envelope';
import type {
  Answer,
  ChecklistCategory,
  ChecklistQuestion,
} from '@dealer/contracts/order-checklist';
import { allowsSeveralAnswers } from '@dealer/contracts/order-checklist';
import { TEXT_BOX_ANSWER_TYPE_ID } from '@dealer/contracts/question';

/** What the form holds for one question: one item, a set of items (multi-select) or a text. */
export interface AnswerFields {
  itemId?: number;
  itemIds?: number[];
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

/** The main field of a question: the chosen item(s), or the text of a text box. */
export const answerField = (question: ChecklistQuestion): Field => {
  if (isTextBox(question)) return 'value';
  return allowsSeveralAnswers(question) ? 'itemIds' : 'itemId';
};

/** The items chosen, in the items' order: one for a one-answer question, a set for multi-select. */
export function chosenItems(question: ChecklistQuestion, fields: AnswerFields | undefined) {
  if (isTextBox(question)) return [];
  const ids = allowsSeveralAnswers(question)
    ? (fields?.itemIds ?? [])
    : fields?.itemId === undefined
      ? []
      : [fields.itemId];
  return question.answerItems.filter((item) => ids.includes(item.id));
}

const trimmed = (text: string | undefined) => (text ?? '').trim();

function isAnswered(question: ChecklistQuestion, fields: AnswerFields | undefined): boolean {
  return isTextBox(question)
    ? trimmed(fields?.value) !== ''
    : chosenItems(question, fields).length > 0;
}

/**
 * The server's notes rules (checklist.ts `checkAnswers`): notes are allowed when the question or
 * a chosen item allows them, and needed when either says so, for an answered question only.
 * The field is shown whenever it is needed, even where bad master data forgot to allow it.
 */
export function notesRule(question: ChecklistQuestion, fields: AnswerFields | undefined) {
  const items = chosenItems(question, fields);
  const required =
    isAnswered(question, fields) &&
    (question.isNotesMandatory || items.some((item) => item.isNotesMandatory));
  const shown = required || question.isNotes || items.some((item) => item.isNotesAllowed);
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

/** The items an answer names: its set, or its one item. */
export const answerItemIdsOf = (answer: Answer): number[] =>
  answer.answerItemIds?.length
    ? answer.answerItemIds
    : answer.answerItemId
      ? [answer.answerItemId]
      : [];

/**
 * Prefill from a saved set (this one saved earlier, or BEFORE for 'Same as before'): only
 * questions still in the questionnaire, and for option questions only items still offered
 * (anything else the server would refuse).
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
    } else {
      const offered = question.answerItems
        .map((item) => item.id)
        .filter((itemId) => answerItemIdsOf(answer).includes(itemId));
      if (offered.length === 0) continue;
      values[fieldKey(question.questionId)] = allowsSeveralAnswers(question)
        ? { itemIds: offered, notes: answer.answerNotes }
        : { itemId: offered[0], notes: answer.answerNotes };
    }
  }
  return values;
}

/**
 * 'All OK' for one section: every option question gets its good answer. The master data lists
 * the good answer first (OK, Yes, Clean, Full, as the demo checklist does), so a one-answer
 * question takes its first item that needs no notes and a multi-select question every such item
 * (all lights working, every tool there). Text boxes are left as they are: no text is 'OK' for
 * an odometer reading.
 */
export function allOkValues(section: ChecklistCategory): ChecklistValues {
  const values: ChecklistValues = {};
  for (const question of section.questions) {
    if (isTextBox(question)) continue;
    const good = question.answerItems.filter((item) => !item.isNotesMandatory);
    if (good.length === 0) continue;
    values[fieldKey(question.questionId)] = allowsSeveralAnswers(question)
      ? { itemIds: good.map((item) => item.id), itemId: undefined, notes: '' }
      : { itemId: good[0]!.id, itemIds: undefined, notes: '' };
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
    const items = chosenItems(question, fields);
    const answerValue = items.map((item) => item.itemName).join(', ');
    if (allowsSeveralAnswers(question)) {
      const answerItemIds = items.map((item) => item.id);
      return [{ questionId: question.questionId, answerItemIds, answerValue, answerNotes }];
    }
    return [
      { questionId: question.questionId, answerItemId: items[0]!.id, answerValue, answerNotes },
    ];
  });
}

const SERVER_FIELDS: Record<string, Field | undefined> = {
  answerItemId: 'itemId',
  answerItemIds: 'itemIds',
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

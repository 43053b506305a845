import { and, eq, sql } from 'drizzle-orm';
import {
  TEXT_BOX_ANSWER_TYPE_ID,
  allowsSeveralAnswers,
  type Answer,
  type AnswerSetType,
  type ChecklistCategory,
  type ChecklistQuestion,
  type FieldError,
  type SaveAnswerSet,
} from '@dealer/contracts';
import { rows, type Db, type DbOrTx } from '../../db/client';
import { answer, answerSet, testDriveOrder } from '../../db/schema/index';
import type { AuthUser } from '../../platform/auth/tokens';
import { AppError } from '../../platform/http/errors';
import { orderRowFor } from './orderRow';
import { recordActivity } from './workflow';

type Caller = Pick<AuthUser, 'role' | 'branchCodes' | 'userName'>;

interface QuestionRow extends Omit<ChecklistQuestion, 'answer'> {
  sectionId: number;
  sectionName: string;
  sectionSequence: number;
  answer: ChecklistQuestion['answer'];
}

/**
 * The checklist by section: enabled questions with their enabled items, plus, for a saved set,
 * the questions it answered (even if disabled since) with the answers.
 */
async function loadChecklist(db: DbOrTx, answerSetId: number | null): Promise<ChecklistCategory[]> {
  const found = await rows<QuestionRow>(
    db,
    sql`select q.id as "questionId", q.question_text as "questionText", q.sequence,
        q.question_answer_type_id as "questionAnswerTypeId", t.code as "questionAnswerTypeCode",
        q.is_mandatory as "isMandatory", q.is_notes as "isNotes",
        q.is_notes_mandatory as "isNotesMandatory",
        c.id as "sectionId", c.section_name as "sectionName", c.sequence as "sectionSequence",
        coalesce((select json_agg(json_build_object('id', i.id, 'itemName', i.item_name,
            'isNotesAllowed', i.is_notes_allowed, 'isNotesMandatory', i.is_notes_mandatory)
            order by i.sequence, i.id)
          from question_answer_item i
          where i.question_id = q.id and i.is_active and i.is_enabled), '[]') as "answerItems",
        (select json_build_object('questionId', a.question_id, 'answerItemId', a.answer_item_id,
            'answerItemIds', a.answer_item_ids,
            'answerValue', a.answer_value, 'answerNotes', a.answer_notes)
          from answer a where a.answer_set_id = ${answerSetId} and a.question_id = q.id) as answer
      from question q
        join questionnaire_category c on c.id = q.section_id
        join question_answer_type t on t.id = q.question_answer_type_id
      where (q.is_active and q.is_enabled)
        or q.id in (select a.question_id from answer a where a.answer_set_id = ${answerSetId})
      order by c.sequence, c.id, q.sequence, q.id`,
  );
  const sections = new Map<number, ChecklistCategory>();
  for (const { sectionId, sectionName, sectionSequence, ...question } of found) {
    let section = sections.get(sectionId);
    if (!section) {
      section = { sectionId, sectionName, sequence: sectionSequence, questions: [] };
      sections.set(sectionId, section);
    }
    section.questions.push(answerSetId === null ? { ...question, answer: undefined } : question);
  }
  return [...sections.values()];
}

export const questionnaire = (db: DbOrTx) => loadChecklist(db, null);

/** The status at which each set is saved (spec 1 section 4: AFTER at status 10). */
const SAVED_AT: Record<AnswerSetType, number> = { BEFORE: 6, AFTER: 10 };

type Item = ChecklistQuestion['answerItems'][number];

/** The items a multi-select answer names: `answerItemIds`, or the one `answerItemId`. */
const chosenIds = (given: Answer): number[] =>
  given.answerItemIds ?? (given.answerItemId ? [given.answerItemId] : []);

/**
 * The items an option answer chose, or the error that names the field: a one-answer question
 * takes exactly one of its items; a multi-select question a set of at least one, every value one
 * of its items and none twice.
 */
function chosenItems(
  question: ChecklistQuestion,
  given: Answer,
): { items: Item[] } | { field: string; message: string } {
  const named = question.questionText;
  const itemOf = (itemId: number | null | undefined) =>
    question.answerItems.find((candidate) => candidate.id === itemId);
  if (!allowsSeveralAnswers(question)) {
    if ((given.answerItemIds?.length ?? 0) > 0) {
      return { field: 'answerItemIds', message: `'${named}' takes one answer` };
    }
    const item = itemOf(given.answerItemId);
    return item
      ? { items: [item] }
      : { field: 'answerItemId', message: `Choose one of the answers of '${named}'` };
  }
  const ids = chosenIds(given);
  if (given.answerItemIds && given.answerItemId && !ids.includes(given.answerItemId)) {
    return { field: 'answerItemId', message: `'${named}': answerItemId is not in answerItemIds` };
  }
  if (ids.length === 0) {
    return { field: 'answerItemIds', message: `Choose at least one answer of '${named}'` };
  }
  const items: Item[] = [];
  for (const [at, itemId] of ids.entries()) {
    const where = given.answerItemIds ? `answerItemIds.${at}` : 'answerItemId';
    const item = itemOf(itemId);
    if (!item) return { field: where, message: `${itemId} is not an answer of '${named}'` };
    if (items.includes(item))
      return { field: where, message: `'${item.itemName}' is chosen twice` };
    items.push(item);
  }
  // A set: stored and returned in the items' order, whatever order it came in.
  return { items: question.answerItems.filter((item) => items.includes(item)) };
}

/** Every rule of one answer set; answers `errors` naming `answers.<i>.<field>`. */
function checkAnswers(request: SaveAnswerSet, checklist: ChecklistCategory[]): FieldError[] {
  const questions = new Map(
    checklist.flatMap((section) => section.questions).map((q) => [q.questionId, q]),
  );
  const errors: FieldError[] = [];
  const answered = new Set<number>();
  request.answers.forEach((given, index) => {
    const at = (field: string, message: string) =>
      errors.push({ field: `answers.${index}.${field}`, message });
    const question = questions.get(given.questionId);
    if (!question) return at('questionId', `Question ${given.questionId} is not in the checklist`);
    if (answered.has(given.questionId))
      return at('questionId', `Question ${given.questionId} is answered twice`);
    answered.add(given.questionId);
    const textBox = question.questionAnswerTypeId === TEXT_BOX_ANSWER_TYPE_ID;
    let items: Item[] = [];
    if (!textBox) {
      const chosen = chosenItems(question, given);
      if ('field' in chosen) return at(chosen.field, chosen.message);
      items = chosen.items;
    }
    if (textBox && question.isMandatory && given.answerValue === '') {
      return at('answerValue', `'${question.questionText}' needs an answer`);
    }
    // Several items: notes are allowed when any of them allows them, needed when any needs them.
    const notesAllowed = question.isNotes || items.some((item) => item.isNotesAllowed);
    const notesNeeded = question.isNotesMandatory || items.some((item) => item.isNotesMandatory);
    if (notesNeeded && given.answerNotes === '') {
      return at('answerNotes', `'${question.questionText}' needs notes with this answer`);
    }
    if (!notesAllowed && given.answerNotes !== '') {
      return at('answerNotes', `'${question.questionText}' takes no notes`);
    }
    return undefined;
  });
  for (const question of questions.values()) {
    if (question.isMandatory && !answered.has(question.questionId)) {
      errors.push({
        field: `question.${question.questionId}`,
        message: `'${question.questionText}' needs an answer`,
      });
    }
  }
  return errors;
}

/**
 * The row of a checked answer. The item names are the answer of an option question, whatever
 * text the client sent: one name, or the set's names in the items' order.
 */
function storedAnswer(answerSetId: number, question: ChecklistQuestion, given: Answer) {
  const base = { answerSetId, questionId: given.questionId, answerNotes: given.answerNotes };
  if (question.questionAnswerTypeId === TEXT_BOX_ANSWER_TYPE_ID) {
    return { ...base, answerItemId: null, answerItemIds: [], answerValue: given.answerValue };
  }
  const chosen = chosenItems(question, given);
  const items = 'items' in chosen ? chosen.items : [];
  const answerValue = items.map((item) => item.itemName).join(', ');
  return allowsSeveralAnswers(question)
    ? { ...base, answerItemId: null, answerItemIds: items.map((item) => item.id), answerValue }
    : { ...base, answerItemId: items[0]?.id ?? null, answerItemIds: [], answerValue };
}

/**
 * Saves the BEFORE set (order at CHECKBEFORETDONPROCESS) or the AFTER set (CHECKAFTERTDONPROCESS),
 * replacing one saved earlier, with a log row; one transaction, nothing written on any error.
 */
export async function saveAnswerSet(
  db: Db,
  request: SaveAnswerSet,
  caller: Caller,
): Promise<string> {
  const orderNo = request.testDriveOrderNo;
  return db.transaction(async (tx) => {
    const order = await orderRowFor(tx, orderNo, { user: caller, lock: true });
    if (order.statusCode !== SAVED_AT[request.answerSetType]) {
      throw new AppError(
        409,
        'CONFLICT',
        `Order ${orderNo}: the ${request.answerSetType} checklist is saved at status ${SAVED_AT[request.answerSetType]}, the order is at ${order.statusCode}`,
      );
    }
    const checklist = await questionnaire(tx);
    const errors = checkAnswers(request, checklist);
    if (errors.length > 0) {
      throw new AppError(400, 'VALIDATION', `${errors[0]!.field}: ${errors[0]!.message}`, errors);
    }
    const byId = new Map(checklist.flatMap((s) => s.questions).map((q) => [q.questionId, q]));
    await tx
      .delete(answerSet)
      .where(
        and(
          eq(answerSet.testDriveOrderId, order.id),
          eq(answerSet.answerSetType, request.answerSetType),
        ),
      );
    const [saved] = await tx
      .insert(answerSet)
      .values({
        testDriveOrderId: order.id,
        answerSetType: request.answerSetType,
        createdBy: caller.userName,
      })
      .returning({ id: answerSet.id });
    if (request.answers.length > 0) {
      await tx
        .insert(answer)
        .values(
          request.answers.map((given) =>
            storedAnswer(saved!.id, byId.get(given.questionId)!, given),
          ),
        );
    }
    const phrase = `${request.answerSetType === 'BEFORE' ? 'Check before' : 'Check after'} test drive answers saved`;
    await recordActivity(
      tx,
      order,
      orderNo,
      order.statusCode,
      order.statusCode as 6 | 10,
      `${phrase} by ${caller.userName}`,
      caller.userName,
    );
    await tx
      .update(testDriveOrder)
      .set({ updatedTime: new Date(), updatedBy: caller.userName })
      .where(eq(testDriveOrder.id, order.id));
    return `${orderNo} ${phrase}`;
  });
}

/** One saved set with the checklist it answered. */
export async function findAnswerSet(
  db: Db,
  orderNo: string,
  type: AnswerSetType,
  caller: Caller,
): Promise<ChecklistCategory[]> {
  return db.transaction(async (tx) => {
    const order = await orderRowFor(tx, orderNo, { user: caller });
    const [saved] = await tx
      .select({ id: answerSet.id })
      .from(answerSet)
      .where(and(eq(answerSet.testDriveOrderId, order.id), eq(answerSet.answerSetType, type)));
    if (!saved)
      throw new AppError(404, 'NOT_FOUND', `Order ${orderNo} has no ${type} checklist yet`);
    return loadChecklist(tx, saved.id);
  });
}

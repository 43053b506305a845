import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { BulkAction, BulkResponse, Question, QuestionInput } from '@dealer/contracts';
import { TEXT_BOX_ANSWER_TYPE_ID } from '@dealer/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { question, questionAnswerItem } from '../../db/schema/index';
import { AppError } from '../../platform/http/errors';
import { runBulk, type BulkTarget } from '../../platform/records/bulk';
import { assertValid } from '../../platform/records/unique';
import { updateVersioned } from '../../platform/records/versioned';
import { getQuestion } from './query';
import {
  lockQuestionKeys,
  questionKey,
  sequenceKey,
  takenQuestions,
  takenSequences,
  unknownQuestionRefs,
} from './rules';

const questionValues = (q: QuestionInput) => ({
  questionText: q.questionText,
  questionAnswerTypeId: q.questionAnswerTypeId,
  sectionId: q.sectionId,
  sequence: q.sequence,
  isMandatory: q.isMandatory,
  isEnabled: q.isEnabled,
  isNotes: q.isNotes,
  isNotesMandatory: q.isNotesMandatory,
});

/** Text and sequence are each unique within the section among active questions (409 naming the field). */
async function assertQuestion(tx: DbOrTx, q: QuestionInput, exceptId?: number): Promise<void> {
  assertValid(await unknownQuestionRefs(tx, q));
  await lockQuestionKeys(tx);
  const conflicts = [
    ...((await takenQuestions(tx, [q], exceptId)).has(questionKey(q))
      ? [
          {
            field: 'questionText',
            message: `Question ${q.questionText} already exists in this section`,
          },
        ]
      : []),
    ...((await takenSequences(tx, [q], exceptId)).has(sequenceKey(q))
      ? [
          {
            field: 'sequence',
            message: `Sequence ${q.sequence} is already used by another question of this section`,
          },
        ]
      : []),
  ];
  if (conflicts.length > 0) {
    throw new AppError(409, 'CONFLICT', conflicts.map((c) => c.message).join('; '), conflicts);
  }
}

/** Items keep their ids when the form sends them; new ones are added, missing ones retired. */
async function saveItems(
  tx: DbOrTx,
  questionId: number,
  q: QuestionInput,
  actor: string,
): Promise<void> {
  const items = q.questionAnswerTypeId === TEXT_BOX_ANSWER_TYPE_ID ? [] : q.answerItems;
  const existing = new Set(
    (
      await tx
        .select({ id: questionAnswerItem.id })
        .from(questionAnswerItem)
        .where(
          and(eq(questionAnswerItem.questionId, questionId), eq(questionAnswerItem.isActive, true)),
        )
    ).map((r) => r.id),
  );
  assertValid(
    items.flatMap((item, i) =>
      item.id !== undefined && !existing.has(item.id)
        ? [
            {
              field: `answerItems.${i}.id`,
              message: `Item ${item.id} is not an item of this question`,
            },
          ]
        : [],
    ),
  );
  const kept = items.flatMap((item) => (item.id === undefined ? [] : [item.id]));
  await tx
    .update(questionAnswerItem)
    .set({ isActive: false, updatedTime: new Date(), updatedBy: actor })
    .where(
      and(
        eq(questionAnswerItem.questionId, questionId),
        eq(questionAnswerItem.isActive, true),
        kept.length === 0 ? undefined : notInArray(questionAnswerItem.id, kept),
      ),
    );
  for (const [i, item] of items.entries()) {
    const values = {
      itemName: item.itemName,
      isNotesAllowed: item.isNotesAllowed,
      isNotesMandatory: item.isNotesMandatory,
      isEnabled: item.isEnabled,
      sequence: i + 1,
    };
    if (item.id === undefined) {
      await tx.insert(questionAnswerItem).values({ ...values, questionId, createdBy: actor });
    } else {
      await tx
        .update(questionAnswerItem)
        .set({ ...values, updatedTime: new Date(), updatedBy: actor })
        .where(eq(questionAnswerItem.id, item.id));
    }
  }
}

export async function addQuestion(db: Db, q: QuestionInput, actor: string): Promise<Question> {
  return db.transaction(async (tx) => {
    await assertQuestion(tx, q);
    const [row] = await tx
      .insert(question)
      .values({ ...questionValues(q), createdBy: actor })
      .returning({ id: question.id });
    await saveItems(tx, row!.id, q, actor);
    return getQuestion(tx, row!.id);
  });
}

export async function updateQuestion(
  db: Db,
  q: QuestionInput & { questionId: number; version: number },
  actor: string,
): Promise<Question> {
  return db.transaction(async (tx) => {
    await getQuestion(tx, q.questionId);
    await assertQuestion(tx, q, q.questionId);
    await updateVersioned(tx, question, q.questionId, q.version, questionValues(q), actor);
    await saveItems(tx, q.questionId, q, actor);
    return getQuestion(tx, q.questionId);
  });
}

const bulkTarget: BulkTarget = {
  table: question,
  async keys(tx, ids) {
    const rows = await tx
      .select({ id: question.id })
      .from(question)
      .where(and(inArray(question.id, ids), eq(question.isActive, true)));
    return new Map(rows.map((r) => [r.id, `[#${r.id}]`]));
  },
};

/** deletemultiple / activatemultiple / inactivatemultiple: the bulk action on three paths. */
export const bulkQuestions = (
  db: Db,
  action: BulkAction,
  items: { id: number; version: number }[],
  actor: string,
): Promise<BulkResponse> => runBulk(db, bulkTarget, { action, items }, actor);

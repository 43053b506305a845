import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type {
  AnswerItem,
  Question,
  QuestionAnswerType,
  QuestionnaireCategory,
  QuestionSearch,
} from '@dealer/contracts';
import type { DbOrTx } from '../../db/client';
import {
  question,
  questionAnswerItem,
  questionAnswerType,
  questionnaireCategory,
} from '../../db/schema/index';
import { ilikeContains, ilikeEquals } from '../../platform/http/like';
import { isoTime, ordered, pageOffset } from '../../platform/records/query';
import { notFoundError } from '../../platform/records/versioned';
import { readTogether } from '../../db/together';

const columns = {
  questionId: question.id,
  questionText: question.questionText,
  isEnabled: question.isEnabled,
  isMandatory: question.isMandatory,
  isActive: question.isActive,
  sequence: question.sequence,
  questionAnswerTypeId: question.questionAnswerTypeId,
  questionAnswerTypeCode: questionAnswerType.code,
  sectionId: question.sectionId,
  sectionName: questionnaireCategory.sectionName,
  isNotes: question.isNotes,
  isNotesMandatory: question.isNotesMandatory,
  version: question.version,
  createdTime: question.createdTime,
  updatedTime: question.updatedTime,
};

function selectQuestions(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(question)
    .innerJoin(questionAnswerType, eq(questionAnswerType.id, question.questionAnswerTypeId))
    .innerJoin(questionnaireCategory, eq(questionnaireCategory.id, question.sectionId))
    .where(and(eq(question.isActive, true), where));
}

/** Active items of the questions, in their order: one query for the whole page. */
async function itemsOf(db: DbOrTx, ids: number[]): Promise<Map<number, AnswerItem[]>> {
  const byQuestion = new Map<number, AnswerItem[]>();
  if (ids.length === 0) return byQuestion;
  const rows = await db
    .select({
      questionId: questionAnswerItem.questionId,
      id: questionAnswerItem.id,
      itemName: questionAnswerItem.itemName,
      isNotesAllowed: questionAnswerItem.isNotesAllowed,
      isNotesMandatory: questionAnswerItem.isNotesMandatory,
      isEnabled: questionAnswerItem.isEnabled,
      sequence: questionAnswerItem.sequence,
    })
    .from(questionAnswerItem)
    .where(and(inArray(questionAnswerItem.questionId, ids), eq(questionAnswerItem.isActive, true)))
    .orderBy(asc(questionAnswerItem.sequence), asc(questionAnswerItem.id));
  for (const { questionId, ...item } of rows) {
    byQuestion.set(questionId, [...(byQuestion.get(questionId) ?? []), item]);
  }
  return byQuestion;
}

type Row = Awaited<ReturnType<typeof selectQuestions>>[number];

async function withItems(db: DbOrTx, rows: Row[]): Promise<Question[]> {
  const items = await itemsOf(
    db,
    rows.map((r) => r.questionId),
  );
  return rows.map((r) => ({
    ...r,
    createdTime: r.createdTime.toISOString(),
    updatedTime: isoTime(r.updatedTime),
    answerItems: items.get(r.questionId) ?? [],
  }));
}

const SORT = {
  id: question.id,
  sectionName: questionnaireCategory.sectionName,
  questionText: question.questionText,
  questionAnswerTypeCode: questionAnswerType.code,
  isMandatory: question.isMandatory,
  isEnabled: question.isEnabled,
};

/** The search's order; 'sequence' is the checklist's (section, then question), either way. */
function searchOrder(q: QuestionSearch): SQL[] {
  const { sortField, sortOrder } = q;
  if (sortField === 'sequence') {
    return [
      ordered(questionnaireCategory.sequence, sortOrder),
      ordered(question.sequence, sortOrder),
      ordered(question.id, sortOrder),
    ];
  }
  // id breaks ties, so paging is stable whatever the sort column.
  return [ordered(SORT[sortField], sortOrder), ordered(question.id, sortOrder)];
}

export async function searchQuestions(
  db: DbOrTx,
  q: QuestionSearch,
): Promise<{ questions: Question[]; total: number }> {
  const where = and(
    q.sectionName ? ilikeEquals(questionnaireCategory.sectionName, q.sectionName) : undefined,
    q.isEnabled === undefined ? undefined : eq(question.isEnabled, q.isEnabled),
    q.keyword ? ilikeContains(question.questionText, q.keyword) : undefined,
  );
  const [[total], rows] = await readTogether(db, [
    () =>
      db
        .select({ n: count() })
        .from(question)
        .innerJoin(questionnaireCategory, eq(questionnaireCategory.id, question.sectionId))
        .where(and(eq(question.isActive, true), where)),
    () =>
      selectQuestions(db, where)
        .orderBy(...searchOrder(q))
        .limit(q.pageSize)
        .offset(pageOffset(q)),
  ]);
  return { questions: await withItems(db, rows), total: total?.n ?? 0 };
}

export async function getQuestion(db: DbOrTx, id: number): Promise<Question> {
  const rows = await selectQuestions(db, eq(question.id, id));
  if (rows.length === 0) throw notFoundError();
  return (await withItems(db, rows))[0]!;
}

export function answerTypes(db: DbOrTx): Promise<QuestionAnswerType[]> {
  return db.select().from(questionAnswerType).orderBy(questionAnswerType.id);
}

export function questionnaireCategories(db: DbOrTx): Promise<QuestionnaireCategory[]> {
  return db
    .select({
      sectionId: questionnaireCategory.id,
      sectionName: questionnaireCategory.sectionName,
      sequence: questionnaireCategory.sequence,
    })
    .from(questionnaireCategory)
    .orderBy(questionnaireCategory.sequence);
}

import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { FieldError, QuestionInput } from '@dealer/contracts';
import type { DbOrTx } from '../../db/client';
import { question, questionAnswerType, questionnaireCategory } from '../../db/schema/index';
import { normalizeKey } from '../../platform/records/unique';

export async function unknownQuestionRefs(db: DbOrTx, q: QuestionInput): Promise<FieldError[]> {
  const [type] = await db
    .select({ id: questionAnswerType.id })
    .from(questionAnswerType)
    .where(eq(questionAnswerType.id, q.questionAnswerTypeId));
  const [section] = await db
    .select({ id: questionnaireCategory.id })
    .from(questionnaireCategory)
    .where(eq(questionnaireCategory.id, q.sectionId));
  return [
    ...(type
      ? []
      : [
          {
            field: 'questionAnswerTypeId',
            message: `Answer type ${q.questionAnswerTypeId} does not exist`,
          },
        ]),
    ...(section ? [] : [{ field: 'sectionId', message: `Section ${q.sectionId} does not exist` }]),
  ];
}

/** A question text appears once per section among active questions: 'sectionId|text'. */
export const questionKey = (q: { sectionId: number; questionText: string }) =>
  `${q.sectionId}|${normalizeKey(q.questionText)}`;

export async function takenQuestions(
  db: DbOrTx,
  inputs: { sectionId: number; questionText: string }[],
  exceptId?: number,
): Promise<Set<string>> {
  if (inputs.length === 0) return new Set();
  const rows = await db
    .select({ sectionId: question.sectionId, questionText: question.questionText })
    .from(question)
    .where(
      and(
        eq(question.isActive, true),
        or(
          ...inputs.map((q) =>
            and(
              eq(question.sectionId, q.sectionId),
              eq(sql`lower(${question.questionText})`, normalizeKey(q.questionText)),
            ),
          ),
        ),
        exceptId === undefined ? undefined : ne(question.id, exceptId),
      ),
    );
  return new Set(rows.map(questionKey));
}

/**
 * Serialises the checks of question keys (text and sequence per section) with the writes that
 * follow them, so two saves at the same moment cannot both take one sequence.
 */
export async function lockQuestionKeys(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('question.section.keys'))`);
}

/** A sequence appears once per section among active questions: 'sectionId|sequence'. */
export const sequenceKey = (q: { sectionId: number; sequence: number }) =>
  `${q.sectionId}|${q.sequence}`;

export async function takenSequences(
  db: DbOrTx,
  inputs: { sectionId: number; sequence: number }[],
  exceptId?: number,
): Promise<Set<string>> {
  if (inputs.length === 0) return new Set();
  const rows = await db
    .select({ sectionId: question.sectionId, sequence: question.sequence })
    .from(question)
    .where(
      and(
        eq(question.isActive, true),
        inArray(question.sectionId, [...new Set(inputs.map((q) => q.sectionId))]),
        inArray(question.sequence, [...new Set(inputs.map((q) => q.sequence))]),
        exceptId === undefined ? undefined : ne(question.id, exceptId),
      ),
    );
  return new Set(rows.map(sequenceKey));
}

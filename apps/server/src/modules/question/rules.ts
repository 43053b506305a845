import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { FieldError, QuestionInput } from '@dealer/contracts';
import type { DbOrTx } from '../../db/client';
import { question, questionAnswerType, questionnaireCategory } from '../../db/schema/index';
import { normalizeKey } from '../../platform/master/unique';

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

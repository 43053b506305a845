import { and, eq } from 'drizzle-orm';
import { TEXT_BOX_ANSWER_TYPE_ID, allowsSeveralAnswers } from '@dealer/contracts';
import type { DbOrTx } from '../db/client';
import { question, questionAnswerItem } from '../db/schema/index';

/**
 * First item (or 'OK' for a text box) of every enabled question, every item of a multi-select
 * one (all lights working, every tool there): a clean checklist.
 */
export async function cleanAnswers(tx: DbOrTx) {
  const questions = await tx
    .select({ id: question.id, type: question.questionAnswerTypeId })
    .from(question)
    .where(and(eq(question.isActive, true), eq(question.isEnabled, true)));
  const items = await tx
    .select({
      id: questionAnswerItem.id,
      questionId: questionAnswerItem.questionId,
      name: questionAnswerItem.itemName,
    })
    .from(questionAnswerItem)
    .where(and(eq(questionAnswerItem.isActive, true), eq(questionAnswerItem.isEnabled, true)))
    .orderBy(questionAnswerItem.sequence, questionAnswerItem.id);
  return questions.map((q) => {
    const own = items.filter((i) => i.questionId === q.id);
    const item = own[0];
    if (q.type === TEXT_BOX_ANSWER_TYPE_ID || !item) {
      return { questionId: q.id, answerItemId: null, answerItemIds: [], answerValue: 'OK' };
    }
    return allowsSeveralAnswers({ questionAnswerTypeId: q.type })
      ? {
          questionId: q.id,
          answerItemId: null,
          answerItemIds: own.map((i) => i.id),
          answerValue: own.map((i) => i.name).join(', '),
        }
      : { questionId: q.id, answerItemId: item.id, answerItemIds: [], answerValue: item.name };
  });
}

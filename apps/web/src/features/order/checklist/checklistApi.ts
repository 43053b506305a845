import type { Ack } from '@dealer/contracts/envelope';
import {
  CHECKLIST_API,
  ZAnswerSetResponse,
  ZQuestionnaireResponse,
  type AnswerSetType,
  type ChecklistCategory,
  type SaveAnswerSet,
} from '@dealer/contracts/order-checklist';
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/ApiError';
import { apiGet, apiPost, type Reply } from '../../../shared/api/client';
import { expectReply } from '../../../shared/api/expectReply';

export const checklistKeys = {
  all: ['order-checklist'] as const,
  questionnaire: () => [...checklistKeys.all, 'questionnaire'] as const,
  answerSets: (orderNo: string) => [...checklistKeys.all, 'answer-set', orderNo] as const,
  answerSet: (orderNo: string, type: AnswerSetType) =>
    [...checklistKeys.answerSets(orderNo), type] as const,
};

/** The enabled questions by section, as the unit desk answers them. */
export async function loadQuestionnaire(signal?: AbortSignal): Promise<ChecklistCategory[]> {
  const reply = await apiGet(CHECKLIST_API.questionnaire, { signal });
  return expectReply(ZQuestionnaireResponse, reply).questionnaireCategories;
}

/**
 * Saves (or replaces) one set. A 400 comes back as the reply so the form can put the server's
 * `answers.<i>.<field>` errors on its questions; a 409 (the order is not at the status that set
 * is saved at) is notified by the client and thrown.
 */
export function saveAnswerSet(input: SaveAnswerSet): Promise<Reply<Ack>> {
  return apiPost<Ack>(CHECKLIST_API.save, input);
}

/**
 * One saved set with the questions it answered, or null when there is none: the server answers
 * 404 for an order without that set (and for an order outside the caller's branches), and a set
 * whose questions carry no answer holds nothing to show or prefill.
 */
export async function loadAnswerSet(
  orderNo: string,
  type: AnswerSetType,
  signal?: AbortSignal,
): Promise<ChecklistCategory[] | null> {
  try {
    const reply = await apiPost(
      CHECKLIST_API.search,
      { testDriveOrderNo: orderNo, answerSetType: type },
      { signal, handles: [404] },
    );
    const { categories } = expectReply(ZAnswerSetResponse, reply);
    const answered = categories.some((section) => section.questions.some((q) => q.answer));
    return answered ? categories : null;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const questionnaireQuery = () =>
  queryOptions({
    queryKey: checklistKeys.questionnaire(),
    queryFn: ({ signal }) => loadQuestionnaire(signal),
  });

export const answerSetQuery = (orderNo: string, type: AnswerSetType) =>
  queryOptions({
    queryKey: checklistKeys.answerSet(orderNo, type),
    queryFn: ({ signal }) => loadAnswerSet(orderNo, type, signal),
    // A set is replaced by whoever saves it last: always start from the stored one.
    staleTime: 0,
    // Dropped once no popup shows it, so the next opening does not start from an old copy.
    gcTime: 0,
  });

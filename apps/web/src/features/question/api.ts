import { MASTER_API, type BulkAction, type BulkResponse } from '@dealer/contracts/master';
import {
  QUESTION_SORT_FIELDS,
  ZQuestionListResponse,
  ZQuestionResponse,
  type Question,
  type QuestionInput,
} from '@dealer/contracts/question';
import { apiPost } from '../../shared/api/client';
import { expectReply } from '../../shared/api/expectReply';
import { postMasterBulk, postMasterCommand } from '../../shared/kit/commands';
import { sortOf, type ListQuery } from '../../shared/kit/search';

const API = MASTER_API.question;
export const questionKeys = { all: ['question'] as const };

/** The list's search body for a query (the export sends the same). */
export function toQuestionSearch(query: ListQuery) {
  const { sectionName, isEnabled, keyword } = query.filters;
  return {
    sectionName: typeof sectionName === 'string' ? sectionName : undefined,
    isEnabled: typeof isEnabled === 'boolean' ? isEnabled : undefined,
    keyword: typeof keyword === 'string' && keyword ? keyword : undefined,
    page: query.page,
    pageSize: query.pageSize,
    ...sortOf(query, QUESTION_SORT_FIELDS),
  };
}

export async function searchQuestions(query: ListQuery, signal: AbortSignal) {
  const body = toQuestionSearch(query);
  const list = expectReply(ZQuestionListResponse, await apiPost(API.search, body, { signal }));
  return { rows: list.questions, total: list.total };
}

export async function getQuestion(id: number, signal: AbortSignal): Promise<Question> {
  const reply = await apiPost(API.getById, { questionId: id }, { signal, handles: [404] });
  return expectReply(ZQuestionResponse, reply).question;
}

export const createQuestion = (input: QuestionInput) => postMasterCommand(API.add, input);

export const updateQuestion = (
  input: QuestionInput,
  row: Pick<Question, 'questionId' | 'version'>,
) => postMasterCommand(API.update, { ...input, questionId: row.questionId, version: row.version });

/** The question list's bulk action goes through its own three paths (spec 1 section 7). */
const BULK_PATHS: Record<BulkAction, string> = {
  Delete: API.deleteMultiple,
  Active: API.activateMultiple,
  InActive: API.inactivateMultiple,
};

export const bulkQuestions = (action: BulkAction, rows: readonly Question[]) =>
  postMasterBulk<BulkResponse>(BULK_PATHS[action], {
    questions: rows.map((row) => ({
      id: row.questionId,
      version: row.version,
      ...(action === 'Delete' ? {} : { isEnabled: action === 'Active' }),
    })),
  });

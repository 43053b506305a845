import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MASTER_API,
  ZBulkResponse,
  ZQuestionAdd,
  ZQuestionAnswerTypeListResponse,
  ZQuestionGetById,
  ZQuestionListResponse,
  ZQuestionMultiple,
  ZQuestionnaireCategoryListResponse,
  ZQuestionResponse,
  ZQuestionSearch,
  ZQuestionUpdate,
  type BulkAction,
} from '@dealer/contracts';
import type { Db } from '../../db/client';
import { masterAccess } from '../../platform/records/access';
import { SAVED, SUCCESS } from '../../platform/records/messages';
import { uploadRoutes } from '../../platform/upload/routes';
import { addQuestion, bulkQuestions, updateQuestion } from './commands';
import { answerTypes, getQuestion, questionnaireCategories, searchQuestions } from './query';
import { questionUpload } from './upload';

const API = MASTER_API.question;

/** Checklist questions (spec 1 section 7, Questions); the bulk action lives on three paths. */
export const questionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['question'];
  const { read, write, checklist } = masterAccess;

  app.get(
    API.answerTypes,
    { config: read, schema: { tags, response: { 200: ZQuestionAnswerTypeListResponse } } },
    async () => ({ ...SUCCESS, questionAnswerTypes: await answerTypes(db) }),
  );
  app.get(
    API.categories,
    { config: read, schema: { tags, response: { 200: ZQuestionnaireCategoryListResponse } } },
    async () => ({ ...SUCCESS, questionnaireCategorys: await questionnaireCategories(db) }),
  );
  app.post(
    API.search,
    {
      config: { ...checklist, readOnly: true },
      schema: { tags, body: ZQuestionSearch, response: { 200: ZQuestionListResponse } },
    },
    async (request) => ({ ...SUCCESS, ...(await searchQuestions(db, request.body)) }),
  );
  app.post(
    API.getById,
    {
      config: checklist,
      schema: { tags, body: ZQuestionGetById, response: { 200: ZQuestionResponse } },
    },
    async (request) => ({ ...SUCCESS, question: await getQuestion(db, request.body.questionId) }),
  );
  app.post(
    API.add,
    { config: write, schema: { tags, body: ZQuestionAdd, response: { 200: ZQuestionResponse } } },
    async (request) => ({
      ...SAVED,
      question: await addQuestion(db, request.body, request.user.userName),
    }),
  );
  app.post(
    API.update,
    {
      config: write,
      schema: { tags, body: ZQuestionUpdate, response: { 200: ZQuestionResponse } },
    },
    async (request) => ({
      ...SAVED,
      question: await updateQuestion(db, request.body, request.user.userName),
    }),
  );
  const bulk = (path: string, action: BulkAction) =>
    app.post(
      path,
      {
        config: write,
        schema: { tags, body: ZQuestionMultiple, response: { 200: ZBulkResponse } },
      },
      async (request) => bulkQuestions(db, action, request.body.questions, request.user.userName),
    );
  bulk(API.deleteMultiple, 'Delete');
  bulk(API.activateMultiple, 'Active');
  bulk(API.inactivateMultiple, 'InActive');
  uploadRoutes(app, API, questionUpload, db, tags);
};

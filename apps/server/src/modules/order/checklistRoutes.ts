import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHECKLIST_API,
  ZAck,
  ZAnswerSetResponse,
  ZAnswerSetSearch,
  ZQuestionnaireResponse,
  ZSaveAnswerSet,
} from '@dealer/contracts';
import type { Db } from '../../db/client';
import { findAnswerSet, questionnaire, saveAnswerSet } from './checklist';
import { orderDesks, unitDesk } from './desks';
import { SUCCESS, acknowledged } from '../../platform/http/envelopes';

/** The PDI checklist's calls: the questionnaire, an answer set saved and read back. */
export const checklistRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['order'];
  app.get(
    CHECKLIST_API.questionnaire,
    { config: unitDesk, schema: { tags, response: { 200: ZQuestionnaireResponse } } },
    async () => ({
      ...SUCCESS,
      questionnaireCategories: await questionnaire(db),
    }),
  );

  app.post(
    CHECKLIST_API.save,
    { config: unitDesk, schema: { tags, body: ZSaveAnswerSet, response: { 200: ZAck } } },
    async (request) => ({
      ...acknowledged(await saveAnswerSet(db, request.body, request.user)),
    }),
  );

  app.post(
    CHECKLIST_API.search,
    {
      config: { ...orderDesks, readOnly: true },
      schema: { tags, body: ZAnswerSetSearch, response: { 200: ZAnswerSetResponse } },
    },
    async (request) => {
      const { testDriveOrderNo, answerSetType } = request.body;
      return {
        ...SUCCESS,
        testDriveOrderNo,
        answerSetType,
        categories: await findAnswerSet(db, testDriveOrderNo, answerSetType, request.user),
      };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  QUEST_ENGINE_API as API,
  ZBacktestRequest,
  ZBacktestResponse,
  ZJoinRequest,
  ZJoinResponse,
  ZMyQuestsRequest,
  ZMyQuestsResponse,
  ZProgressRequest,
  ZProgressResponse,
  ZQuestEventsRequest,
  ZQuestEventsResponse,
  ZVersionsRequest,
  ZVersionsResponse,
  ZPodiumRequest,
  ZPodiumResponse,
  ZWhyRequest,
  ZWhyResponse,
} from '@dealer/contracts/quest-engine';
import {
  ZPlayerTiersRequest,
  ZPlayerTiersResponse,
  ZTierHistoryRequest,
  ZTierHistoryResponse,
} from '@dealer/contracts/quest-tiers';
import { access } from '../../../platform/access/access';
import type { ModuleDeps } from '../../../platform/moduleDeps';
import { addQuestFailureFields } from '../../../platform/http/questFailure';
import { OK, questAccess } from '../envelope';
import { backtest } from './backtest';
import { postEvents } from './serviceEvents';
import { joinQuest, myQuests, questProgress } from './playerQuests';
import { questDateTime } from './time';
import { rulesVersions } from './versions';
import { podiumRanking } from './podium';
import { postTiers, tierHistory } from './tiers';
import { whyNot } from './why';

/**
 * The quest engine's calls: service routes for the group's systems and the salesman app (HTTP
 * Basic service clients), console routes (backtest, why, rule versions) for the quest roles.
 */
export const questEngineRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (
  app,
  { db, timeZone },
) => {
  addQuestFailureFields(app);
  const serviceTags = ['quest-service'];
  const tags = ['quest-engine'];
  const service = access.service;

  app.post(
    API.serviceEvents,
    {
      config: service,
      schema: {
        tags: serviceTags,
        body: ZQuestEventsRequest,
        response: { 200: ZQuestEventsResponse },
      },
    },
    async (request) => ({
      ...OK,
      data: await postEvents(db, request.body.events, request.serviceClient, timeZone),
    }),
  );
  app.post(
    API.serviceMyQuests,
    {
      config: service,
      schema: { tags: serviceTags, body: ZMyQuestsRequest, response: { 200: ZMyQuestsResponse } },
    },
    async (request) => ({ ...OK, data: await myQuests(db, request.body.playerNo, timeZone) }),
  );
  app.post(
    API.serviceJoin,
    {
      config: service,
      schema: { tags: serviceTags, body: ZJoinRequest, response: { 200: ZJoinResponse } },
    },
    async (request) => ({
      ...OK,
      data: await joinQuest(db, request.body.playerNo, request.body.questId, request.serviceClient),
    }),
  );
  app.post(
    API.serviceProgress,
    {
      config: service,
      schema: { tags: serviceTags, body: ZProgressRequest, response: { 200: ZProgressResponse } },
    },
    async (request) => ({
      ...OK,
      data: await questProgress(db, request.body.playerNo, request.body.questId, timeZone),
    }),
  );
  app.post(
    API.serviceTiers,
    {
      config: service,
      schema: {
        tags: serviceTags,
        body: ZPlayerTiersRequest,
        response: { 200: ZPlayerTiersResponse },
      },
    },
    async (request) => ({
      ...OK,
      data: await postTiers(db, request.body.rows, request.serviceClient),
    }),
  );
  app.post(
    API.serviceTierHistory,
    {
      config: service,
      schema: {
        tags: serviceTags,
        body: ZTierHistoryRequest,
        response: { 200: ZTierHistoryResponse },
      },
    },
    async (request) => ({ ...OK, data: await tierHistory(db, request.body.playerNo, timeZone) }),
  );

  app.post(
    API.backtest,
    {
      config: questAccess,
      schema: { tags, body: ZBacktestRequest, response: { 200: ZBacktestResponse } },
    },
    async (request) => ({ ...OK, data: await backtest(db, request.body, timeZone) }),
  );
  app.post(
    API.why,
    { config: questAccess, schema: { tags, body: ZWhyRequest, response: { 200: ZWhyResponse } } },
    async (request) => ({ ...OK, data: await whyNot(db, request.body, timeZone) }),
  );
  app.post(
    API.podium,
    {
      config: questAccess,
      schema: { tags, body: ZPodiumRequest, response: { 200: ZPodiumResponse } },
    },
    async (request) => ({ ...OK, data: await podiumRanking(db, request.body, timeZone) }),
  );
  app.post(
    API.versions,
    {
      config: questAccess,
      schema: { tags, body: ZVersionsRequest, response: { 200: ZVersionsResponse } },
    },
    async (request) => ({
      ...OK,
      data: await rulesVersions(db, request.body.questId, (d) => questDateTime(d, timeZone)),
    }),
  );
};

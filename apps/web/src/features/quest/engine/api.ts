import {
  QUEST_ENGINE_API as API,
  ZBacktestResponse,
  ZPodiumResponse,
  ZWhyResponse,
  type BacktestRequest,
  type PodiumRequest,
  type WhyRequest,
} from '@dealer/contracts/quest-engine';
import { QUEST_API, QUEST_COMPANY_CODE, ZQuestDetailResponse } from '@dealer/contracts/quest';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/client';
import { expectReply } from '../../../shared/api/expectReply';

export const engineKeys = {
  why: (request: WhyRequest) => ['quest', 'engine', 'why', request] as const,
  quest: (questId: number) => ['quest', 'engine', 'quest', questId] as const,
  podium: (request: PodiumRequest) => ['quest', 'engine', 'podium', request] as const,
};

/** The quest the page is about (its code, name and recurrences), read with the detail call. */
export const engineQuestQuery = (questId: number) =>
  queryOptions({
    queryKey: engineKeys.quest(questId),
    queryFn: async ({ signal }) =>
      expectReply(
        ZQuestDetailResponse,
        await apiPost(
          QUEST_API.detail,
          { companyCode: QUEST_COMPANY_CODE, questID: questId },
          { signal },
        ),
      ).data,
  });

export const whyQuery = (request: WhyRequest) =>
  queryOptions({
    queryKey: engineKeys.why(request),
    queryFn: async ({ signal }) =>
      expectReply(ZWhyResponse, await apiPost(API.why, request, { signal })).data,
  });

/** 'Try on past events' (POST backtest): books nothing, so it is a plain call, not a mutation. */
export const runBacktest = async (request: BacktestRequest) =>
  expectReply(ZBacktestResponse, await apiPost(API.backtest, request)).data;

export const podiumQuery = (request: PodiumRequest) =>
  queryOptions({
    queryKey: engineKeys.podium(request),
    queryFn: async ({ signal }) =>
      expectReply(ZPodiumResponse, await apiPost(API.podium, request, { signal })).data,
  });

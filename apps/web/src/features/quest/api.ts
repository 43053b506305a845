import {
  QUEST_API as API,
  QUEST_COMPANY_CODE,
  ZCustomPlayerSearchResponse,
  ZLookupResponse,
  ZPlayerLookupResponse,
  ZQuestDetailResponse,
  ZQuestImageResponse,
  ZQuestListResponse,
  ZQuestSavedResponse,
  ZSaveRerunResponse,
  ZValidateSettingResponse,
  type CustomPlayerSearchRequest,
  type QuestEditRequest,
  type QuestListRequest,
  type QuestSaveRequest,
  type SaveRerunRequest,
  type ValidateSettingRequest,
} from '@dealer/contracts/quest';
import { metadataTypeDetailItems, metadataTypeItems } from '@dealer/contracts/quest-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../shared/api/ApiError';
import { apiGet, apiPost, isErrorBody, type Reply } from '../../shared/api/client';
import { expectReply, parseReply } from '../../shared/api/expectReply';
import { postFile } from '../../shared/kit/transfer';
import { notifyError } from '../../shared/ui/notify';

export const questKeys = {
  all: ['quest'] as const,
  list: (filter: QuestListRequest) => ['quest', 'list', filter] as const,
  detail: (id: number) => ['quest', 'detail', id] as const,
  lookup: (name: string, query = '') => ['quest', 'lookup', name, query] as const,
};

export const listQuests = async (filter: QuestListRequest, signal?: AbortSignal) =>
  expectReply(
    ZQuestListResponse,
    await apiPost(API.list, { companyCode: QUEST_COMPANY_CODE, ...filter }, { signal }),
  );

export const questListQuery = (filter: QuestListRequest) =>
  queryOptions({
    queryKey: questKeys.list(filter),
    queryFn: ({ signal }) => listQuests(filter, signal),
  });

export const questDetailQuery = (id: number) =>
  queryOptions({
    queryKey: questKeys.detail(id),
    queryFn: async ({ signal }) =>
      expectReply(
        ZQuestDetailResponse,
        await apiPost(API.detail, { companyCode: QUEST_COMPANY_CODE, questID: id }, { signal }),
      ).data,
  });

/** A save, edit, publish or delete: the saved quest, or the 400 body (field errors) to show. */
type Saved = ReturnType<typeof ZQuestSavedResponse.parse>['data'];
async function command(path: string, body: unknown): Promise<Reply<Saved>> {
  const reply = await apiPost<unknown>(path, body, { handles: [409] });
  if (isErrorBody(reply)) return reply;
  return parseReply(ZQuestSavedResponse, reply).data;
}

export const saveQuest = (body: QuestSaveRequest) => command(API.save, body);
export const editQuest = (body: QuestEditRequest) => command(API.edit, body);
export const publishQuest = (questId: number, version: number) =>
  command(API.publish, { companyCode: QUEST_COMPANY_CODE, questId, version });
export const deleteQuest = (id: number, version?: number) =>
  command(API.delete, { Id: id, version });

/** The card image or an attachment, uploaded first (spec 2 section 5). */
export async function uploadQuestImage(file: File) {
  const reply = await postFile<unknown>(API.uploadImage, file);
  const refused = reply as { acknowledge?: number; message?: string };
  if (refused.acknowledge === 0) {
    notifyError(refused.message ?? file.name);
    throw new ApiError(refused.message ?? file.name, { status: 400, body: reply, notified: true });
  }
  return parseReply(ZQuestImageResponse, reply).data;
}

const codesParam = (name: string, codes: readonly string[]) =>
  codes.length ? `${name}=${encodeURIComponent(codes.join(','))}` : '';
const withQuery = (path: string, ...params: string[]) => {
  const query = params.filter(Boolean).join('&');
  return query ? `${path}?${query}` : path;
};

async function lookup(path: string, signal?: AbortSignal) {
  return expectReply(ZLookupResponse, await apiGet(path, { signal })).data;
}

export type LookupName =
  'area' | 'playerTier' | 'salesmanTier' | 'customerGroup' | 'salesSource' | 'model';

/** The fixed lookups of spec 2 section 7 (areas, tiers, groups, sources, models). */
export function useLookup(name: LookupName) {
  return useQuery({
    queryKey: questKeys.lookup(name),
    queryFn: ({ signal }) => lookup(API[name], signal),
    staleTime: 5 * 60_000,
  });
}

export function useCities(areaCodes: readonly string[]) {
  const path = withQuery(API.city, codesParam('areaCodes', areaCodes));
  return useQuery({
    queryKey: questKeys.lookup('city', path),
    queryFn: ({ signal }) => lookup(path, signal),
  });
}

export function useBranches(areaCodes: readonly string[], cityCodes: readonly string[]) {
  const path = withQuery(
    API.branch,
    codesParam('areaCodes', areaCodes),
    codesParam('cityCodes', cityCodes),
  );
  return useQuery({
    queryKey: questKeys.lookup('branch', path),
    queryFn: ({ signal }) => lookup(path, signal),
  });
}

export function usePlayers(filter: {
  areaCodes: readonly string[];
  cityCodes: readonly string[];
  branchCodes: readonly string[];
  playerLevels: readonly string[];
}) {
  const path = withQuery(
    API.player,
    codesParam('areaCodes', filter.areaCodes),
    codesParam('cityCodes', filter.cityCodes),
    codesParam('branchCodes', filter.branchCodes),
    codesParam('playerLevels', filter.playerLevels),
  );
  return useQuery({
    queryKey: questKeys.lookup('player', path),
    queryFn: async ({ signal }) =>
      expectReply(ZPlayerLookupResponse, await apiGet(path, { signal })).data,
  });
}

export function useMaterials(modelCodes: readonly string[]) {
  const path = withQuery(API.material, codesParam('modelCodes', modelCodes));
  return useQuery({
    queryKey: questKeys.lookup('material', path),
    queryFn: ({ signal }) => lookup(path, signal),
  });
}

/** Event types and their details come from the engine's catalogue (contracts/quest-rules). */
export const eventTypes = metadataTypeItems;
export const eventTypeDetails = metadataTypeDetailItems;

export const validateSetting = async (body: ValidateSettingRequest) =>
  expectReply(
    ZValidateSettingResponse,
    await apiPost(API.validateSetting, { companyCode: QUEST_COMPANY_CODE, ...body }),
  );

export const customPlayerSearch = async (body: CustomPlayerSearchRequest) =>
  expectReply(
    ZCustomPlayerSearchResponse,
    await apiPost(API.customPlayerSearch, { companyCode: QUEST_COMPANY_CODE, ...body }),
  );

export async function saveRerun(body: SaveRerunRequest) {
  const reply = await apiPost<unknown>(API.saveRerun, body);
  if (isErrorBody(reply)) return reply;
  return parseReply(ZSaveRerunResponse, reply).data;
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PLAYER_ATTRIBUTES,
  QUEST_STATUS,
  QUEST_API as API,
  ZAttributesRequest,
  ZAttributesResponse,
  ZBranchQuery,
  ZCityQuery,
  ZCustomPlayerSearchRequest,
  ZCustomPlayerSearchResponse,
  ZLookupResponse,
  ZMaterialQuery,
  ZPlayerLookupResponse,
  ZPlayerQuery,
  ZQuestDeleteRequest,
  ZQuestDetailResponse,
  ZQuestEditRequest,
  ZQuestIdRequest,
  ZQuestImageResponse,
  ZQuestListRequest,
  ZQuestListResponse,
  ZQuestPublishRequest,
  ZQuestSavedResponse,
  ZQuestSaveRequest,
  ZSaveRerunRequest,
  ZSaveRerunResponse,
  ZSourcePlayerRequest,
  ZValidateSettingRequest,
  ZValidateSettingResponse,
  type QuestListItem,
} from '@dealer/contracts/quest';
import { listExportRoute } from '../../platform/excel/listExport';
import type { ModuleDeps } from '../../platform/moduleDeps';
import { receiveImage } from '../../platform/files/receiveImage';
import { storeImage } from '../../platform/files/store';
import { createQuest, editQuest } from './commands';
import { deleteQuest, publishQuest } from './lifeCommands';
import { questDetail } from './detail';
import { addQuestFailureFields } from '../../platform/http/questFailure';
import { OK, questAccess as config } from './envelope';
import { listQuests } from './list';
import {
  areas,
  branches,
  cities,
  customerGroups,
  materials,
  models,
  playerTiers,
  salesSources,
  salesmanTiers,
  validateSetting,
} from './lookups';
import { customPlayerSearch, playersBy, sourcePlayers } from './players';
import { saveRerun } from './rerun';

/** The quest console's calls (spec 2 section 7 'Quest'), for astraquestadmin and astraquestgamemaster. */
export const questRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, timeZone }) => {
  const tags = ['quest'];
  addQuestFailureFields(app);

  app.post(
    API.list,
    { config, schema: { tags, body: ZQuestListRequest, response: { 200: ZQuestListResponse } } },
    async (request) => ({ ...OK, ...(await listQuests(db, request.body, timeZone)) }),
  );
  // The quest list as an xlsx (issue 10 section 7): the same body and search; it pages by
  // skip/limit, so each batch of 500 is asked as such. Quests belong to no user branch.
  const statusName = Object.fromEntries(
    Object.entries(QUEST_STATUS).map(([name, code]) => [code, name]),
  ) as Record<number, string>;
  listExportRoute(
    app,
    API.export,
    { config, tags, body: ZQuestListRequest, timeZone },
    {
      title: 'Quests',
      fileName: 'quests',
      columns: [
        { header: 'Quest Code', width: 16, value: (q: QuestListItem) => q.questCode },
        { header: 'Quest Name', width: 36, value: (q) => q.questName },
        { header: 'Keyword', width: 20, value: (q) => q.keyword },
        { header: 'Status', width: 12, value: (q) => statusName[q.status] ?? String(q.status) },
        { header: 'Quest Type', width: 10, type: 'number', value: (q) => q.questType },
        { header: 'Recurrences', width: 10, type: 'number', value: (q) => q.recurrence.length },
        { header: 'Created', width: 20, type: 'dateTime', value: (q) => q.createdTime },
        { header: 'Published', width: 20, type: 'dateTime', value: (q) => q.publishedTime ?? '' },
      ],
      filterValue: (key, value) =>
        key === 'status' && typeof value === 'number' ? statusName[value] : undefined,
      page: async ({ page, pageSize, ...body }) => {
        const list = await listQuests(
          db,
          { ...body, skip: (page - 1) * pageSize, limit: pageSize },
          timeZone,
        );
        return { rows: list.data, total: list.total };
      },
    },
  );
  app.post(
    API.detail,
    { config, schema: { tags, body: ZQuestIdRequest, response: { 200: ZQuestDetailResponse } } },
    async (request) => ({ ...OK, data: await questDetail(db, request.body.questID, timeZone) }),
  );
  app.post(
    API.save,
    { config, schema: { tags, body: ZQuestSaveRequest, response: { 200: ZQuestSavedResponse } } },
    async (request) => ({
      ...OK,
      data: await createQuest(db, request.body, request.user.userName, timeZone),
    }),
  );
  app.post(
    API.edit,
    { config, schema: { tags, body: ZQuestEditRequest, response: { 200: ZQuestSavedResponse } } },
    async (request) => ({
      ...OK,
      data: await editQuest(db, request.body, request.user.userName, timeZone),
    }),
  );
  app.post(
    API.publish,
    {
      config,
      schema: { tags, body: ZQuestPublishRequest, response: { 200: ZQuestSavedResponse } },
    },
    async (request) => ({
      ...OK,
      data: await publishQuest(
        db,
        request.body.questId,
        request.body.version,
        request.user.userName,
      ),
    }),
  );
  app.post(
    API.delete,
    { config, schema: { tags, body: ZQuestDeleteRequest, response: { 200: ZQuestSavedResponse } } },
    async (request) => ({
      ...OK,
      data: await deleteQuest(db, request.body.Id, request.body.version, request.user.userName),
    }),
  );
  app.post(
    API.uploadImage,
    {
      config,
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: ZQuestImageResponse } },
    },
    async (request) => {
      const { bytes, fileName } = await receiveImage(request);
      const stored = await storeImage(db, bytes, { userName: request.user.userName, fileName });
      return { ...OK, data: { fileId: stored.fileId, url: stored.url, fileName: stored.fileName } };
    },
  );
  app.post(
    API.saveRerun,
    { config, schema: { tags, body: ZSaveRerunRequest, response: { 200: ZSaveRerunResponse } } },
    async (request) => ({
      ...OK,
      data: await saveRerun(db, request.body.data, request.user.userName, timeZone),
    }),
  );
  app.post(
    API.validateSetting,
    {
      config,
      schema: { tags, body: ZValidateSettingRequest, response: { 200: ZValidateSettingResponse } },
    },
    async (request) => ({ ...OK, ...(await validateSetting(db, request.body)) }),
  );
  app.post(
    API.sourcePlayer,
    {
      config,
      schema: { tags, body: ZSourcePlayerRequest, response: { 200: ZPlayerLookupResponse } },
    },
    async (request) => ({ ...OK, data: await sourcePlayers(db, request.body) }),
  );
  app.post(
    API.attributes,
    { config, schema: { tags, body: ZAttributesRequest, response: { 200: ZAttributesResponse } } },
    async () => ({
      ...OK,
      data: PLAYER_ATTRIBUTES.map((attributeName) => ({
        attributeName,
        operators: [1, 2, 3, 4, 5, 6, 7],
      })),
    }),
  );
  app.post(
    API.customPlayerSearch,
    {
      config,
      schema: {
        tags,
        body: ZCustomPlayerSearchRequest,
        response: { 200: ZCustomPlayerSearchResponse },
      },
    },
    async (request) => ({ ...OK, ...(await customPlayerSearch(db, request.body)) }),
  );

  const lookup = { config, schema: { tags, response: { 200: ZLookupResponse } } };
  app.get(API.area, lookup, async () => ({ ...OK, data: await areas(db) }));
  app.get(
    API.city,
    { config, schema: { tags, querystring: ZCityQuery, response: { 200: ZLookupResponse } } },
    async (request) => ({ ...OK, data: await cities(db, request.query.areaCodes) }),
  );
  app.get(
    API.branch,
    { config, schema: { tags, querystring: ZBranchQuery, response: { 200: ZLookupResponse } } },
    async (request) => ({
      ...OK,
      data: await branches(db, request.query.areaCodes, request.query.cityCodes),
    }),
  );
  app.get(
    API.player,
    {
      config,
      schema: { tags, querystring: ZPlayerQuery, response: { 200: ZPlayerLookupResponse } },
    },
    async (request) => ({ ...OK, data: await playersBy(db, request.query) }),
  );
  app.get(API.playerTier, lookup, async () => ({ ...OK, data: playerTiers() }));
  app.get(API.salesmanTier, lookup, async () => ({ ...OK, data: salesmanTiers() }));
  app.get(API.customerGroup, lookup, async () => ({ ...OK, data: customerGroups() }));
  app.get(API.salesSource, lookup, async () => ({ ...OK, data: salesSources() }));
  app.get(API.model, lookup, async () => ({ ...OK, data: await models(db) }));
  app.get(
    API.material,
    { config, schema: { tags, querystring: ZMaterialQuery, response: { 200: ZLookupResponse } } },
    async (request) => ({ ...OK, data: await materials(db, request.query.modelCodes) }),
  );
};

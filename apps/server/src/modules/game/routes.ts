import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GAME_API,
  ZAppConfigResponse,
  ZAppConfigSave,
  ZPodiumListQuery,
  ZPodiumListResponse,
  ZPodiumRef,
  ZPodiumResponse,
  ZPodiumSave,
  ZPodiumSaveUpload,
  ZPodiumUploadResponse,
  ZPriceComponentListResponse,
  ZPriceComponentRef,
  ZPriceComponentResponse,
  ZPriceComponentSave,
  ZProductListRequest,
  ZProductListResponse,
  ZProductRef,
  ZProductResponse,
  ZProductSave,
  ZProductTypeListResponse,
  ZProductTypeRequest,
  ZQuestDone,
} from '@dealer/contracts/game';
import {
  GAME_POINTS_API,
  ZRatePreviewRequest,
  ZRatePreviewResponse,
} from '@dealer/contracts/game-points';
import type { ModuleDeps } from '../../platform/moduleDeps';
import { access } from '../../platform/access/access';
import { buildTemplate } from '../../platform/excel/template';
import { runUpload } from '../../platform/upload/pipeline';
import { receiveSpreadsheet } from '../../platform/upload/receive';
import { getAppConfig, saveAppConfig } from './appConfig';
import { addQuestFailureFields } from '../../platform/http/questFailure';
import { ok } from './envelope';
import { deletePodium, listPodiums, savePodium, saveUploadedPodiums } from './podium';
import { podiumUpload } from './podiumUpload';
import {
  deletePriceComponent,
  getPriceComponent,
  listPriceComponents,
  savePriceComponent,
} from './priceComponents';
import { getProduct, listProducts, productTypes } from './products';
import { saveProduct } from './productSave';
import { ratePreview } from './ratePreview';
import { gameExportRoutes } from './exports';
import { acknowledged } from '../../platform/http/envelopes';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const A = GAME_API;

/**
 * Game master data (spec 2 section 7 'Master data'): the quest administrators and game masters
 * (superadmin passes every rule); everyone else gets 403. Quest API envelope on every reply.
 */
export const gameRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, timeZone }) => {
  addQuestFailureFields(app);
  const tags = ['game'];
  const config = access.roles('astraquestadmin', 'astraquestgamemaster');

  // ---- app configuration
  app.get(
    A.appConfig,
    { config, schema: { tags, response: { 200: ZAppConfigResponse } } },
    async () => ok({ data: await getAppConfig(db) }),
  );
  app.post(
    A.appConfigSave,
    { config, schema: { tags, body: ZAppConfigSave, response: { 200: ZAppConfigResponse } } },
    async (request) => ok({ data: await saveAppConfig(db, request.body, request.user.userName) }),
  );
  app.post(
    GAME_POINTS_API.ratePreview,
    {
      config,
      schema: { tags, body: ZRatePreviewRequest, response: { 200: ZRatePreviewResponse } },
    },
    async (request) => ok({ data: await ratePreview(db, request.body.pointConversionRateIDR) }),
  );

  // ---- price components
  app.get(
    A.priceList,
    { config, schema: { tags, response: { 200: ZPriceComponentListResponse } } },
    async () => ok({ data: await listPriceComponents(db) }),
  );
  app.post(
    A.priceDetail,
    {
      config,
      schema: { tags, body: ZPriceComponentRef, response: { 200: ZPriceComponentResponse } },
    },
    async (request) => ok({ data: await getPriceComponent(db, request.body.priceComponentId) }),
  );
  app.post(
    A.priceSave,
    {
      config,
      schema: { tags, body: ZPriceComponentSave, response: { 200: ZPriceComponentResponse } },
    },
    async (request) =>
      ok({ data: await savePriceComponent(db, request.body, request.user.userName) }),
  );
  app.post(
    A.priceDelete,
    { config, schema: { tags, body: ZPriceComponentRef, response: { 200: ZQuestDone } } },
    async (request) => {
      await deletePriceComponent(db, request.body, request.user.userName);
      return ok({});
    },
  );

  // ---- reward products
  app.post(
    A.productTypes,
    {
      config,
      schema: { tags, body: ZProductTypeRequest, response: { 200: ZProductTypeListResponse } },
    },
    async () => ok({ data: await productTypes(db) }),
  );
  app.post(
    A.productList,
    {
      config,
      schema: { tags, body: ZProductListRequest, response: { 200: ZProductListResponse } },
    },
    async (request) => ok(await listProducts(db, request.body)),
  );
  app.post(
    A.productDetail,
    { config, schema: { tags, body: ZProductRef, response: { 200: ZProductResponse } } },
    async (request) => ok({ data: await getProduct(db, request.body.productId) }),
  );
  app.post(
    A.productSave,
    { config, schema: { tags, body: ZProductSave, response: { 200: ZProductResponse } } },
    async (request) => ok({ data: await saveProduct(db, request.body, request.user.userName) }),
  );
  // The two lists as xlsx, for the same roles as the lists (the file is the list, filtered).
  gameExportRoutes(app, db, { config, tags, timeZone });

  // ---- target podium
  app.get(
    A.podiumList,
    {
      config,
      schema: { tags, querystring: ZPodiumListQuery, response: { 200: ZPodiumListResponse } },
    },
    async (request) => {
      const q = request.query;
      const data = await listPodiums(db, {
        employeeLevel: q.EmployeeLevel,
        validFrom: q.ValidFrom,
        validTo: q.ValidTo,
      });
      return ok({ data });
    },
  );
  app.post(
    A.podiumSave,
    { config, schema: { tags, body: ZPodiumSave, response: { 200: ZPodiumResponse } } },
    async (request) => ok({ data: await savePodium(db, request.body, request.user.userName) }),
  );
  app.post(
    A.podiumSaveUpload,
    {
      config,
      schema: { tags, body: ZPodiumSaveUpload, response: { 200: ZPodiumUploadResponse } },
    },
    async (request) => {
      const rows = request.body.uploadTierPodiums;
      const inserted = await saveUploadedPodiums(db, rows, request.user.userName);
      return ok({
        ...acknowledged(`${inserted} rows uploaded`),
        inserted,
        errors: [],
      });
    },
  );
  app.post(
    A.podiumUpload,
    {
      config,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: ZPodiumUploadResponse },
      },
    },
    async (request) => {
      const file = await receiveSpreadsheet(request);
      const result = await runUpload(db, podiumUpload, file, request.user.userName);
      return ok({ ...result, acknowledge: 1 as const });
    },
  );
  app.get(A.podiumTemplate, { config, schema: { tags } }, async (_request, reply) => {
    const file = await buildTemplate(podiumUpload.name, podiumUpload.columns);
    return reply
      .header('content-type', XLSX)
      .header('content-disposition', `attachment; filename=${podiumUpload.name}-template.xlsx`)
      .send(file);
  });
  app.post(
    A.podiumDelete,
    { config, schema: { tags, body: ZPodiumRef, response: { 200: ZQuestDone } } },
    async (request) => {
      await deletePodium(db, request.body, request.user.userName);
      return ok({});
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MASTER_API,
  ZAck,
  ZBlockRequest,
  ZBlockResponse,
  ZBulkRequest,
  ZBulkResponse,
  ZMaterialListResponse,
  ZMaterialQuery,
  ZModelMaterialColorListResponse,
  ZModelMaterialColorQuery,
  ZModelMaterialListResponse,
  ZModelMaterialQuery,
  ZReleaseBlockRequest,
  ZTestDriveUnitAddFromUpload,
  ZTestDriveUnitAddMultiple,
  ZTestDriveUnitDelete,
  ZTestDriveUnitEdit,
  ZTestDriveUnitGetById,
  ZTestDriveUnitListResponse,
  ZTestDriveUnitResponse,
  ZTestDriveUnitSearch,
} from '@dealer/contracts';
import type { Database, Db } from '../../db/client';
import { branchScope } from '../../platform/access/branchScope';
import { sendJsonText } from '../../platform/cache/install';
import { successWithJsonList } from '../../platform/http/jsonBuffer';
import type { ReadCache } from '../../platform/cache/readCache';
import { masterAccess } from '../../platform/records/access';
import { DELETED, SAVED, SUCCESS } from '../../platform/records/messages';
import { businessToday } from '../../platform/time/businessDate';
import { uploadRoutes } from '../../platform/upload/routes';
import { blockUnit, releaseBlock } from './block';
import { colors, materials, modelMaterials } from './catalogue';
import { addUnits, bulkUnits, deleteUnit, editUnit } from './commands';
import type { BookedOrders } from './orders';
import { getUnit, listUnitsJson, prepared } from './query';
import { branchStockUpload } from './upload';
import { acknowledged } from '../../platform/http/envelopes';

const API = MASTER_API.branchStock;

/** getall answers at most this many units; `total` still counts them all. */
export const GET_ALL_LIMIT = 5000;
/** 20,000 units as JSON are about 6 MB; the default body limit is 1 MB. */
const ADD_BODY_LIMIT = 16 * 1024 * 1024;

export interface BranchStockOptions {
  db: Db;
  database: Database;
  timeZone: string;
  readCache: ReadCache;
  orders: BookedOrders;
}

/**
 * A unit list answer written around the units' JSON texts as PostgreSQL made them (query.ts): the
 * units are never parsed into objects and serialised again, nor validated through zod on the way
 * out (for up to 5,000 units that cost more than the query). The response schemas stay for the
 * documentation.
 */
const unitListJson = (units: string[], total: number) =>
  successWithJsonList('testDriveUnits', units, `,"total":${total}}`);

/** Test-drive units (branch stock), their catalogue lookups, and blocking (spec 1 section 7). */
export const branchStockRoutes: FastifyPluginAsyncZod<BranchStockOptions> = async (
  app,
  { db, database, timeZone, readCache, orders },
) => {
  const tags = ['branch-stock'];
  const { read, write, block } = masterAccess;
  const today = () => businessToday(timeZone);
  // The day unit lists are read on: isBlock, bookingStatus and the open blocks depend on it.
  const day = () => ({ date: today(), timeZone });
  const run = prepared(database);

  app.get(
    API.getAll,
    {
      config: read,
      schema: { tags, response: { 200: ZTestDriveUnitListResponse } },
    },
    async (request, reply) => {
      const { units, total } = await listUnitsJson(
        run,
        { scope: branchScope(request.user), isEnabled: true },
        { page: 1, pageSize: GET_ALL_LIMIT, sortField: 'policeRegNo', sortOrder: 'ascend' },
        day(),
      );
      return sendJsonText(reply, unitListJson(units, total));
    },
  );
  app.post(
    API.search,
    {
      config: { ...read, readOnly: true },
      schema: { tags, body: ZTestDriveUnitSearch, response: { 200: ZTestDriveUnitListResponse } },
    },
    async (request, reply) => {
      const q = request.body;
      const scope = branchScope(request.user);
      const readOn = day();
      // The answer depends on the filter, the caller's branch scope and the business day only.
      const key = JSON.stringify([scope.all ? '*' : scope.branchCodes, readOn.date, q]);
      const body = await readCache.remember(key, async () => {
        const { units, total } = await listUnitsJson(
          run,
          {
            scope,
            clusterId: q.ClusterId,
            branchId: q.BranchId,
            modelMaterialId: q.ModelMaterialId,
            materialId: q.MaterialId,
            isEnabled: q.IsEnabled,
            transmissionType: q.TransmissionType,
            keyword: q.keyword,
            bookingStatus: q.BookingStatus,
          },
          q,
          readOn,
        );
        return unitListJson(units, total);
      });
      return sendJsonText(reply, body);
    },
  );
  app.post(
    API.getById,
    {
      config: read,
      schema: { tags, body: ZTestDriveUnitGetById, response: { 200: ZTestDriveUnitResponse } },
    },
    async (request) => ({
      ...SUCCESS,
      testDriveUnit: await getUnit(db, branchScope(request.user), request.body.Id, day()),
    }),
  );

  const add = async (inputs: Parameters<typeof addUnits>[1], actor: string) => {
    const { units, total } = await addUnits(db, inputs, actor, day());
    return { ...SAVED, testDriveUnits: units, total };
  };
  app.post(
    API.addMultiple,
    {
      bodyLimit: ADD_BODY_LIMIT,
      config: { ...write, bodyName: 'testDriveUnits' },
      schema: {
        tags,
        body: ZTestDriveUnitAddMultiple,
        response: { 200: ZTestDriveUnitListResponse },
      },
    },
    async (request) => add(request.body, request.user.userName),
  );
  app.post(
    API.addFromUpload,
    {
      bodyLimit: ADD_BODY_LIMIT,
      config: write,
      schema: {
        tags,
        body: ZTestDriveUnitAddFromUpload,
        response: { 200: ZTestDriveUnitListResponse },
      },
    },
    async (request) => add(request.body.testDriveUnits, request.user.userName),
  );
  app.post(
    API.edit,
    {
      config: write,
      schema: { tags, body: ZTestDriveUnitEdit, response: { 200: ZTestDriveUnitResponse } },
    },
    async (request) => ({
      ...SAVED,
      testDriveUnit: await editUnit(db, request.body, request.user.userName, day()),
    }),
  );
  app.post(
    API.delete,
    { config: write, schema: { tags, body: ZTestDriveUnitDelete, response: { 200: ZAck } } },
    async (request) => {
      await deleteUnit(db, request.body, request.user.userName, day());
      return DELETED;
    },
  );
  app.post(
    API.bulk,
    { config: write, schema: { tags, body: ZBulkRequest, response: { 200: ZBulkResponse } } },
    async (request) => bulkUnits(db, request.body, request.user.userName),
  );

  app.post(
    API.block,
    { config: block, schema: { tags, body: ZBlockRequest, response: { 200: ZBlockResponse } } },
    async (request) => blockUnit(db, orders, request.body, request.user, today()),
  );
  app.post(
    API.releaseBlock,
    { config: block, schema: { tags, body: ZReleaseBlockRequest, response: { 200: ZAck } } },
    async (request) => ({
      ...acknowledged(await releaseBlock(db, request.body.Id, request.user)),
    }),
  );

  app.post(
    API.modelMaterials,
    {
      config: read,
      schema: { tags, body: ZModelMaterialQuery, response: { 200: ZModelMaterialListResponse } },
    },
    async () => ({ ...SUCCESS, modelMaterials: await modelMaterials(db) }),
  );
  app.post(
    API.materials,
    {
      config: read,
      schema: { tags, body: ZMaterialQuery, response: { 200: ZMaterialListResponse } },
    },
    async (request) => ({
      ...SUCCESS,
      materials: await materials(db, request.body.modelMaterialId),
    }),
  );
  app.post(
    API.colors,
    {
      config: read,
      schema: {
        tags,
        body: ZModelMaterialColorQuery,
        response: { 200: ZModelMaterialColorListResponse },
      },
    },
    async (request) => ({
      ...SUCCESS,
      modelMaterialColors: await colors(db, request.body.modelMaterialColor.modelMaterialId),
    }),
  );
  uploadRoutes(app, API, branchStockUpload, db, tags);
};

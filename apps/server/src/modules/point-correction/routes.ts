// The quest API's success envelope (spec 2 section 8), defined once in the contracts.
import { QUEST_SUCCESS as SUCCESS } from '@dealer/contracts/game';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CORRECTION_COLUMNS,
  PLAYER_POINTS_API,
  POINT_CORRECTION_API,
  POINTS_SERVICE_API,
  ZBatchListQuery,
  ZBatchListResponse,
  ZBatchParams,
  ZBatchPreview,
  ZBatchRef,
  ZBranchOptionsResponse,
  ZCommitRequest,
  ZCorrectionSave,
  ZEntriesQuery,
  ZEntriesResponse,
  ZOutstandingResponse,
  ZPlayerOptionsQuery,
  ZPlayerOptionsResponse,
  ZPlayerPointsQuery,
  ZPlayerPointsResponse,
  ZRedeemRequest,
  ZRedeemResponse,
  ZReverseRequest,
  ZServicePointsRequest,
  ZServicePointsResponse,
  ZTemplateQuery,
} from '@dealer/contracts/point-correction';
import { access } from '../../platform/access/access';
import type { ModuleDeps } from '../../platform/moduleDeps';
import { buildTemplate } from '../../platform/excel/template';
import { attachment, XLSX_TYPE } from '../../platform/excel/streamExport';
import { readUpload, UploadRefused } from '../../platform/upload/read';
import { receiveSpreadsheet } from '../../platform/upload/receive';
import { commitBatch, createBatch, discardBatch, reverseBatch } from './batchCommands';
import { batchExportRoute } from './batchExport';
import { getPreview, listBatches } from './batchQuery';
import { branchOptions, playerOptions, templateRows } from './lookups';
import { findPlayer, listPlayerPoints, outstanding, playerStatement } from './playerPoints';
import { playerPointsExportRoute } from './playerPointsExport';
import { redeem } from './redeem';
import { refuse } from './refuse';
import { hashOf, hashOfSave, rowsOfSave, rowsOfSheet } from './sheet';

/** Spec 2 section 6: point correction for astraquestadmin and astraquestpointcorrectionadmin. */
const CORRECTORS = access.roles('astraquestadmin', 'astraquestpointcorrectionadmin');
/** The player points page: the three game roles. */
const GAME_ROLES = access.roles(
  'astraquestadmin',
  'astraquestgamemaster',
  'astraquestpointcorrectionadmin',
);

const TEMPLATE_COLUMNS = CORRECTION_COLUMNS.map((name) => ({
  name,
  mandatory: name !== 'Description',
  example: {
    PlayerNo: 'EMP-T010-01',
    Branch: 'T010',
    TransactionTypeCode: 'AddPointsCr',
    PointsType: 'PointsBalance',
    Points: 100,
    Description: 'Bonus for the November exhibition',
  }[name],
}));

/**
 * Point correction (spec 2 sections 2, 3, 7, 8), the player points page, the finance figure and
 * the salesman app's points calls (issue 12). All bookings go through platform/ledger.
 */
export const pointCorrectionRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db } = deps;
  const tags = ['point-correction'];

  app.get(
    POINT_CORRECTION_API.template,
    { config: CORRECTORS, schema: { tags, querystring: ZTemplateQuery } },
    async (request, reply) => {
      const rows = await templateRows(db, request.query);
      const file = await buildTemplate('PointCorrection', TEMPLATE_COLUMNS, rows);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', attachment('point-correction-template.xlsx'))
        .send(file);
    },
  );

  app.post(
    POINT_CORRECTION_API.upload,
    {
      config: CORRECTORS,
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: ZBatchPreview } },
    },
    async (request) => {
      const file = await receiveSpreadsheet(request);
      let sheet;
      try {
        sheet = await readUpload(file);
      } catch (error) {
        if (error instanceof UploadRefused) throw refuse(400, error.message);
        throw error;
      }
      const { raws, defects } = rowsOfSheet(sheet);
      if (defects.length > 0) {
        throw refuse(
          400,
          `${file.fileName} is not a point-correction sheet; nothing was saved`,
          defects,
        );
      }
      return createBatch(db, {
        fileName: file.fileName,
        fileHash: hashOf(file.buffer),
        raws,
        actor: request.user.userName,
      });
    },
  );

  app.post(
    POINT_CORRECTION_API.save,
    {
      config: CORRECTORS,
      schema: { tags, body: ZCorrectionSave, response: { 200: ZBatchPreview } },
    },
    async (request) => {
      const fileName = request.body.fileName || 'point-correction';
      const { raws, defects } = rowsOfSave(request.body);
      if (defects.length > 0)
        throw refuse(400, 'The correction arrays do not match; nothing was saved', defects);
      return createBatch(db, {
        fileName,
        fileHash: hashOfSave(request.body),
        raws,
        actor: request.user.userName,
      });
    },
  );

  app.get(
    POINT_CORRECTION_API.batches,
    {
      config: CORRECTORS,
      schema: { tags, querystring: ZBatchListQuery, response: { 200: ZBatchListResponse } },
    },
    async (request) => listBatches(db, request.query),
  );
  // The list as an xlsx: the same roles, filter and order (batchExport.ts).
  batchExportRoute(app, deps, { config: CORRECTORS, tags });
  app.get(
    `${POINT_CORRECTION_API.batch}/:batchId`,
    {
      config: CORRECTORS,
      schema: { tags, params: ZBatchParams, response: { 200: ZBatchPreview } },
    },
    async (request) => getPreview(db, request.params.batchId),
  );
  app.post(
    POINT_CORRECTION_API.commit,
    {
      config: CORRECTORS,
      schema: { tags, body: ZCommitRequest, response: { 200: ZBatchPreview } },
    },
    async (request) => commitBatch(db, request.body, request.user.userName),
  );
  app.post(
    POINT_CORRECTION_API.discard,
    { config: CORRECTORS, schema: { tags, body: ZBatchRef, response: { 200: ZBatchPreview } } },
    async (request) => discardBatch(db, request.body),
  );
  app.post(
    POINT_CORRECTION_API.reverse,
    {
      config: CORRECTORS,
      schema: { tags, body: ZReverseRequest, response: { 200: ZBatchPreview } },
    },
    async (request) => reverseBatch(db, request.body, request.user.userName),
  );

  app.get(
    POINT_CORRECTION_API.branches,
    { config: GAME_ROLES, schema: { tags, response: { 200: ZBranchOptionsResponse } } },
    async () => ({ ...SUCCESS, branches: await branchOptions(db) }),
  );
  app.get(
    POINT_CORRECTION_API.players,
    {
      config: CORRECTORS,
      schema: { tags, querystring: ZPlayerOptionsQuery, response: { 200: ZPlayerOptionsResponse } },
    },
    async (request) => ({ ...SUCCESS, players: await playerOptions(db, request.query) }),
  );

  // ---- player points page (the three game roles) ----------------------------------------------
  app.get(
    PLAYER_POINTS_API.list,
    {
      config: GAME_ROLES,
      schema: { tags, querystring: ZPlayerPointsQuery, response: { 200: ZPlayerPointsResponse } },
    },
    async (request) => ({ ...SUCCESS, ...(await listPlayerPoints(db, request.query)) }),
  );
  app.get(
    PLAYER_POINTS_API.entries,
    {
      config: GAME_ROLES,
      schema: { tags, querystring: ZEntriesQuery, response: { 200: ZEntriesResponse } },
    },
    async (request) => {
      const player = await findPlayer(db, request.query.playerNo);
      return playerStatement(db, player.playerNo, request.query);
    },
  );
  playerPointsExportRoute(app, deps, { config: GAME_ROLES, tags });
  app.get(
    PLAYER_POINTS_API.outstanding,
    { config: GAME_ROLES, schema: { tags, response: { 200: ZOutstandingResponse } } },
    async () => outstanding(db),
  );

  // ---- the salesman app (service clients, HTTP Basic) -----------------------------------------
  const serviceTags = ['points-service'];
  app.post(
    POINTS_SERVICE_API.points,
    {
      config: access.service,
      schema: {
        tags: serviceTags,
        body: ZServicePointsRequest,
        response: { 200: ZServicePointsResponse },
      },
    },
    async (request) => {
      const player = await findPlayer(db, request.body.playerNo);
      const statement = await playerStatement(db, player.playerNo, request.body);
      return { ...statement, playerName: player.playerName, branchCode: player.branchCode };
    },
  );
  app.post(
    POINTS_SERVICE_API.redeem,
    {
      config: access.service,
      schema: { tags: serviceTags, body: ZRedeemRequest, response: { 200: ZRedeemResponse } },
    },
    async (request) => redeem(db, request.body, request.serviceClient),
  );
};

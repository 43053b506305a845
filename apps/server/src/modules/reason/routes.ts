import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MASTER_API,
  ZBulkRequest,
  ZBulkResponse,
  ZReasonCategoryListResponse,
  ZReasonCommand,
  ZReasonResponse,
} from '@dealer/contracts';
import type { Db } from '../../db/client';
import { assertMasterWriter, masterAccess } from '../../platform/records/access';
import { DELETED, SAVED, SUCCESS } from '../../platform/records/messages';
import { uploadRoutes } from '../../platform/upload/routes';
import { addReasons, bulkReasons, editReason, removeReason } from './commands';
import { enabledReasons, getReason, reasonCategories, searchReasons } from './query';
import { reasonUpload } from './upload';

const API = MASTER_API.reason;

/**
 * Block and cancellation reasons (spec 1 section 7, Reasons): one action-style path; reads for
 * every test-drive role (the block and cancel popups need them), Add / Edit / Remove for writers.
 */
export const reasonRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['reason'];
  const { read, write } = masterAccess;

  app.get(
    API.categories,
    { config: read, schema: { tags, response: { 200: ZReasonCategoryListResponse } } },
    async () => ({ ...SUCCESS, reasonCategoryModel: await reasonCategories(db) }),
  );
  app.post(
    API.command,
    { config: read, schema: { tags, body: ZReasonCommand, response: { 200: ZReasonResponse } } },
    async (request) => {
      const body = request.body;
      const actor = request.user.userName;
      switch (body.action) {
        case 'DisplayAll': {
          const reasonListMappings = await enabledReasons(db, body.reasonCategoryId);
          return [{ ...SUCCESS, reasonListMappings, total: reasonListMappings.length }];
        }
        case 'Display': {
          const one = await getReason(db, body.reasonListMappings[0]!.id);
          return [{ ...SUCCESS, reasonListMappings: [one], total: 1 }];
        }
        case 'Search':
          return [{ ...SUCCESS, ...(await searchReasons(db, body)) }];
        case 'Add': {
          assertMasterWriter(request.user);
          const reasonListMappings = await addReasons(db, body.reasonListMappings, actor);
          return [{ ...SAVED, reasonListMappings, total: reasonListMappings.length }];
        }
        case 'Edit': {
          assertMasterWriter(request.user);
          const one = await editReason(db, body.reasonListMappings[0]!, actor);
          return [{ ...SAVED, reasonListMappings: [one], total: 1 }];
        }
        case 'Remove': {
          assertMasterWriter(request.user);
          const one = await removeReason(db, body.reasonListMappings[0]!, actor);
          return [{ ...DELETED, reasonListMappings: [one], total: 1 }];
        }
      }
    },
  );
  app.post(
    API.bulk,
    { config: write, schema: { tags, body: ZBulkRequest, response: { 200: ZBulkResponse } } },
    async (request) => bulkReasons(db, request.body, request.user.userName),
  );
  uploadRoutes(app, API, reasonUpload, db, tags);
};

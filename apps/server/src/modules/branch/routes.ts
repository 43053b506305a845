import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MASTER_API,
  ZBranchTypeListResponse,
  ZBulkRequest,
  ZBulkResponse,
  ZMasterBranchCommand,
  ZMasterBranchCommandResponse,
  ZMasterBranchListResponse,
  ZMasterBranchQuery,
  ZRegionListResponse,
} from '@dealer/contracts';
import type { Db } from '../../db/client';
import { branchScope } from '../../platform/access/branchScope';
import { assertMasterWriter, masterAccess } from '../../platform/records/access';
import { DELETED, SAVED, SUCCESS } from '../../platform/records/messages';
import { uploadRoutes } from '../../platform/upload/routes';
import { addBranches, bulkBranches, editBranch, removeBranch } from './commands';
import { branchTypes, enabledBranches, getBranch, regions, searchBranches } from './query';
import { branchUpload } from './upload';

const API = MASTER_API.branch;

/** Master branch (spec 1 section 7, Branch): action-style reads on /post, writes on the root. */
export const branchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['branch'];
  const { read, write } = masterAccess;

  app.get(
    API.regions,
    { config: read, schema: { tags, response: { 200: ZRegionListResponse } } },
    async () => ({ ...SUCCESS, listRegions: await regions(db) }),
  );
  app.get(
    API.types,
    { config: read, schema: { tags, response: { 200: ZBranchTypeListResponse } } },
    async () => ({ ...SUCCESS, listBranchType: await branchTypes(db) }),
  );

  app.post(
    API.query,
    {
      config: read,
      schema: { tags, body: ZMasterBranchQuery, response: { 200: ZMasterBranchListResponse } },
    },
    async (request) => {
      const scope = branchScope(request.user);
      const body = request.body;
      if (body.action === 'Display') {
        const one = await getBranch(db, scope, body.masterBranch.id);
        return [{ ...SUCCESS, listBranch: [one], total: 1 }];
      }
      if (body.action === 'DisplayAll') {
        const listBranch = await enabledBranches(db, scope);
        return [{ ...SUCCESS, listBranch, total: listBranch.length }];
      }
      return [{ ...SUCCESS, ...(await searchBranches(db, scope, body)) }];
    },
  );

  // Writes share the path; the route admits writers only (no read action lives here).
  app.post(
    API.command,
    {
      config: write,
      schema: { tags, body: ZMasterBranchCommand, response: { 200: ZMasterBranchCommandResponse } },
    },
    async (request) => {
      assertMasterWriter(request.user);
      const body = request.body;
      const actor = request.user.userName;
      if (body.action === 'Add') {
        return [{ ...SAVED, listBranch: await addBranches(db, body.masterBranches, actor) }];
      }
      if (body.action === 'Edit') {
        return [{ ...SAVED, listBranch: [await editBranch(db, body.masterBranch, actor)] }];
      }
      return [{ ...DELETED, listBranch: [await removeBranch(db, body.masterBranch, actor)] }];
    },
  );

  app.post(
    API.bulk,
    { config: write, schema: { tags, body: ZBulkRequest, response: { 200: ZBulkResponse } } },
    async (request) => bulkBranches(db, request.body, request.user.userName),
  );
  uploadRoutes(app, API, branchUpload, db, tags);
};

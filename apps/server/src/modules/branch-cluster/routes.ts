import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MASTER_API,
  ZBranchClusterCommand,
  ZBranchClusterResponse,
  ZBulkRequest,
  ZBulkResponse,
} from '@dealer/contracts';
import type { Db } from '../../db/client';
import { branchScope } from '../../platform/access/branchScope';
import { assertMasterWriter, masterAccess } from '../../platform/records/access';
import { DELETED, SAVED, SUCCESS } from '../../platform/records/messages';
import { uploadRoutes } from '../../platform/upload/routes';
import { addMappings, bulkMappings, editMapping, removeMapping } from './commands';
import { enabledMappings, getMapping, searchMappings } from './query';
import { branchClusterUpload } from './upload';

const API = MASTER_API.branchCluster;

/**
 * Cluster-to-branch mapping (spec 1 section 7, Mapping). Reads and writes share one action-style
 * path: the route admits the readers, and Add / Edit / Remove check the writer rule.
 */
export const branchClusterRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['branch-cluster'];
  const { read, write } = masterAccess;

  app.post(
    API.command,
    {
      config: read,
      schema: { tags, body: ZBranchClusterCommand, response: { 200: ZBranchClusterResponse } },
    },
    async (request) => {
      const body = request.body;
      const scope = branchScope(request.user);
      const actor = request.user.userName;
      switch (body.action) {
        case 'DisplayAll': {
          const clusterBranches = await enabledMappings(db, scope);
          return [{ ...SUCCESS, clusterBranches, total: clusterBranches.length }];
        }
        case 'Display':
          return [
            { ...SUCCESS, clusterBranches: [await getMapping(db, scope, body.id)], total: 1 },
          ];
        case 'Search':
          return [{ ...SUCCESS, ...(await searchMappings(db, scope, body)) }];
        case 'Add': {
          assertMasterWriter(request.user);
          const clusterBranches = await addMappings(db, body.clusterBranchMapping, actor);
          return [{ ...SAVED, clusterBranches, total: clusterBranches.length }];
        }
        case 'Edit':
          assertMasterWriter(request.user);
          return [{ ...SAVED, clusterBranches: [await editMapping(db, body, actor)], total: 1 }];
        case 'Remove':
          assertMasterWriter(request.user);
          return [
            { ...DELETED, clusterBranches: [await removeMapping(db, body, actor)], total: 1 },
          ];
      }
    },
  );
  app.post(
    API.bulk,
    { config: write, schema: { tags, body: ZBulkRequest, response: { 200: ZBulkResponse } } },
    async (request) => bulkMappings(db, request.body, request.user.userName),
  );
  uploadRoutes(app, API, branchClusterUpload, db, tags);
};

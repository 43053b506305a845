import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MASTER_API,
  ZAck,
  ZBulkRequest,
  ZBulkResponse,
  ZClusterAddMultiple,
  ZClusterDelete,
  ZClusterEdit,
  ZClusterGetAllRequest,
  ZClusterGetById,
  ZClusterListResponse,
  ZClusterResponse,
  ZClusterSearch,
  ZClusterTypeListResponse,
} from '@dealer/contracts';
import type { Db } from '../../db/client';
import { masterAccess } from '../../platform/records/access';
import { DELETED, SAVED, SUCCESS } from '../../platform/records/messages';
import { uploadRoutes } from '../../platform/upload/routes';
import { addClusters, bulkClusters, deleteCluster, editCluster } from './commands';
import { clusterTypes, enabledClusters, getCluster, searchClusters } from './query';
import { clusterUpload } from './upload';

const API = MASTER_API.cluster;

/** Cluster master data (spec 1 section 7, Cluster). */
export const clusterRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['cluster'];
  const { read, write } = masterAccess;

  app.post(
    API.getAll,
    {
      config: read,
      schema: {
        tags,
        body: ZClusterGetAllRequest.optional(),
        response: { 200: ZClusterListResponse },
      },
    },
    async (request) => enabledClusters(db, request.body?.ClusterTypeId),
  );
  app.get(
    API.types,
    { config: read, schema: { tags, response: { 200: ZClusterTypeListResponse } } },
    async () => ({ ...SUCCESS, listClusterType: await clusterTypes(db) }),
  );
  app.post(
    API.search,
    {
      config: { ...read, readOnly: true },
      schema: { tags, body: ZClusterSearch, response: { 200: ZClusterListResponse } },
    },
    async (request) => searchClusters(db, request.body),
  );
  app.post(
    API.getById,
    { config: read, schema: { tags, body: ZClusterGetById, response: { 200: ZClusterResponse } } },
    async (request) => ({ ...SUCCESS, cluster: await getCluster(db, request.body.clusterid) }),
  );
  app.post(
    API.addMultiple,
    {
      config: { ...write, bodyName: 'clusters' },
      schema: { tags, body: ZClusterAddMultiple, response: { 200: ZClusterListResponse } },
    },
    async (request) => {
      const listCluster = await addClusters(db, request.body, request.user.userName);
      return { ...SAVED, listCluster, total: listCluster.length };
    },
  );
  app.post(
    API.edit,
    { config: write, schema: { tags, body: ZClusterEdit, response: { 200: ZClusterResponse } } },
    async (request) => ({
      ...SAVED,
      cluster: await editCluster(db, request.body, request.user.userName),
    }),
  );
  app.post(
    API.delete,
    { config: write, schema: { tags, body: ZClusterDelete, response: { 200: ZAck } } },
    async (request) => {
      await deleteCluster(db, request.body, request.user.userName);
      return DELETED;
    },
  );
  app.post(
    API.bulk,
    { config: write, schema: { tags, body: ZBulkRequest, response: { 200: ZBulkResponse } } },
    async (request) => bulkClusters(db, request.body, request.user.userName),
  );
  uploadRoutes(app, API, clusterUpload, db, tags);
};

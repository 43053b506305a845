import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTENT_API, ZBranchQuery, ZContentDashboard } from '@dealer/contracts/content';
import type { ModuleDeps } from '../../platform/moduleDeps';
import { businessToday } from '../../platform/time/businessDate';
import { contentDashboard } from './dashboard';
import { contentReaders } from './desks';
import { OK } from './envelope';
import { branchFilter, contentScope } from './scope';

/** The content dashboard's counts, for the editor's scope or the branch head office picks. */
export const dashboardRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, timeZone }) => {
  app.get(
    CONTENT_API.dashboard,
    {
      config: contentReaders,
      schema: {
        tags: ['content'],
        querystring: ZBranchQuery,
        response: { 200: ZContentDashboard },
      },
    },
    async (request) => {
      const scope = contentScope(request.user);
      const filter = branchFilter(scope, request.query.branchCode);
      return { ...OK, ...(await contentDashboard(db, scope, filter, businessToday(timeZone))) };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTENT_API,
  ZSalesmanByNoQuery,
  ZSalesmanListResponse,
  ZSalesmanQuery,
  ZSalesmanUpdate,
  type BranchSalesman,
} from '@dealer/contracts/content';
import { ZAck } from '@dealer/contracts';
import { listExportRoute } from '../../platform/excel/listExport';
import type { ModuleDeps } from '../../platform/moduleDeps';
import { contentEditors, contentReaders } from './desks';
import { OK, SAVED } from './envelope';
import { findSalesman, listSalesmen, updateSalesman } from './salesmen';
import { contentScope } from './scope';

/** The branch salesmen the website shows: the list, its xlsx, one salesman, its update. */
export const salesmanRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, timeZone }) => {
  const tags = ['content'];

  app.get(
    CONTENT_API.salesmen,
    {
      config: contentReaders,
      schema: { tags, querystring: ZSalesmanQuery, response: { 200: ZSalesmanListResponse } },
    },
    async (request) => ({
      ...OK,
      ...(await listSalesmen(db, contentScope(request.user), request.query)),
    }),
  );
  // The branch salesmen as an xlsx (issue 10 section 7): the list's query and content scope.
  listExportRoute(
    app,
    CONTENT_API.salesmenExport,
    { config: contentReaders, tags, body: ZSalesmanQuery, timeZone },
    {
      title: 'Salesmen',
      fileName: 'salesmen',
      columns: [
        { header: 'Salesman No', width: 14, value: (r: BranchSalesman) => r.salesmanNo },
        { header: 'Name', width: 30, value: (r) => r.name },
        { header: 'Position', width: 18, value: (r) => r.position },
        { header: 'Branch', width: 10, value: (r) => r.businessAreaCode },
        { header: 'Phone', width: 16, value: (r) => r.noHp },
        { header: 'Email', width: 28, value: (r) => r.email },
        { header: 'Status', width: 10, value: (r) => r.status },
        { header: 'Shown', width: 8, value: (r) => (r.isShow ? 'Yes' : 'No') },
      ],
      page: async (body, user) => {
        const list = await listSalesmen(db, contentScope(user), body);
        return { rows: list.salesman, total: list.totalData };
      },
    },
  );
  app.get(
    CONTENT_API.salesmanByNo,
    {
      config: contentReaders,
      schema: { tags, querystring: ZSalesmanByNoQuery, response: { 200: ZSalesmanListResponse } },
    },
    async (request) => {
      const one = await findSalesman(db, contentScope(request.user), request.query);
      return { ...OK, salesman: [one], totalData: 1 };
    },
  );
  app.post(
    CONTENT_API.salesmanUpdate,
    { config: contentEditors, schema: { tags, body: ZSalesmanUpdate, response: { 200: ZAck } } },
    async (request) => {
      await updateSalesman(db, contentScope(request.user), request.body, request.user.userName);
      return SAVED;
    },
  );
};

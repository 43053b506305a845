import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTENT_API,
  ZNewsCreate,
  ZNewsDetailQuery,
  ZNewsListQuery,
  ZNewsListResponse,
  ZNewsResponse,
  ZNewsUpdate,
  type News,
} from '@dealer/contracts/content';
import { dateTimeColumn, listExportRoute } from '../../platform/excel/listExport';
import type { ModuleDeps } from '../../platform/moduleDeps';
import { contentEditors, contentReaders } from './desks';
import { OK, SAVED } from './envelope';
import { findNews, listNews, saveNews, toNews } from './news';
import { contentScope } from './scope';

/** News and tips: the list, its xlsx, one item, its create and update. */
export const newsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, timeZone }) => {
  const tags = ['content'];

  app.get(
    CONTENT_API.news,
    {
      config: contentReaders,
      schema: { tags, querystring: ZNewsListQuery, response: { 200: ZNewsListResponse } },
    },
    async (request) => ({
      ...OK,
      ...(await listNews(db, contentScope(request.user), request.query)),
    }),
  );
  // News & tips as an xlsx (issue 10 section 7): the list's query (as a JSON body), its content
  // scope (a branch editor's branches, 403 outside them) and sort. The list pages from 0.
  listExportRoute(
    app,
    CONTENT_API.newsExport,
    { config: contentReaders, tags, body: ZNewsListQuery, timeZone },
    {
      title: 'News and tips',
      fileName: 'news-and-tips',
      columns: [
        { header: 'Code', width: 14, value: (r: News) => r.uid },
        { header: 'Title', width: 36, value: (r) => r.name },
        { header: 'Short Description', width: 40, value: (r) => r.shortDesc },
        { header: 'Category', width: 12, value: (r) => r.category },
        { header: 'Outlet Type', width: 10, value: (r) => r.outletType },
        { header: 'Branch', width: 10, value: (r) => r.branchCode },
        { header: 'Branch Name', width: 26, value: (r) => r.branchName },
        { header: 'Source', width: 20, value: (r) => r.source },
        { header: 'Video', width: 28, value: (r) => r.videoURL },
        { header: 'Status', width: 10, value: (r) => r.activeStatus },
        dateTimeColumn('Created', 17, (r) => r.creationTime),
        dateTimeColumn('Modified', 17, (r) => r.modifiedTime),
      ],
      page: async (body, user) => {
        const list = await listNews(db, contentScope(user), { ...body, page: body.page - 1 });
        return { rows: list.news, total: list.totalData };
      },
    },
  );
  app.get(
    CONTENT_API.newsDetail,
    {
      config: contentReaders,
      schema: { tags, querystring: ZNewsDetailQuery, response: { 200: ZNewsResponse } },
    },
    async (request) => ({
      ...OK,
      news: toNews(await findNews(db, contentScope(request.user), { uid: request.query.newsCode })),
    }),
  );
  app.post(
    CONTENT_API.newsCreate,
    {
      config: contentEditors,
      schema: { tags, body: ZNewsCreate, response: { 200: ZNewsResponse } },
    },
    async (request) => ({
      ...SAVED,
      news: await saveNews(db, contentScope(request.user), request.body, request.user.userName),
    }),
  );
  app.post(
    CONTENT_API.newsUpdate,
    {
      config: contentEditors,
      schema: { tags, body: ZNewsUpdate, response: { 200: ZNewsResponse } },
    },
    async (request) => ({
      ...SAVED,
      news: await saveNews(db, contentScope(request.user), request.body, request.user.userName),
    }),
  );
};

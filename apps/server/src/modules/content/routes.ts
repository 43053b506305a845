import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTENT_API,
  ddmmyyyyToIso,
  ZBranchQuery,
  ZContentDashboard,
  ZNewsCreate,
  ZNewsDetailQuery,
  ZNewsListQuery,
  ZNewsListResponse,
  ZNewsResponse,
  ZNewsUpdate,
  ZOutletListResponse,
  ZOutletResponse,
  ZOutletUpdate,
  ZPromoCreate,
  ZPromoDetailQuery,
  ZPromoListQuery,
  ZPromoListResponse,
  ZPromoResponse,
  ZPromoReview,
  ZPromoUpdate,
  ZSalesmanByNoQuery,
  ZSalesmanListResponse,
  ZSalesmanQuery,
  ZSalesmanUpdate,
  type BranchSalesman,
  type News,
  type Outlet,
  type Promotion,
} from '@dealer/contracts/content';
import { z } from 'zod';
import { ZAck } from '@dealer/contracts';
import { access } from '../../platform/access/access';
import { dateTimeColumn, listExportRoute } from '../../platform/excel/listExport';
import type { ModuleDeps } from '../../platform/moduleDeps';
import { businessToday } from '../../platform/time/businessDate';
import { contentDashboard } from './dashboard';
import { findNews, listNews, saveNews, toNews } from './news';
import { getOutlet, outletsInScope, updateOutlet } from './outlets';
import { mapSettingsRoute } from './mapSettingsRoute';
import { publicContentRoutes } from './publicApi';
import {
  findPromotion,
  listPromotions,
  reviewPromotion,
  savePromotion,
  toPromotion,
} from './promotions';
import { prepareImages } from './images';
import { findSalesman, listSalesmen, updateSalesman } from './salesmen';
import { branchFilter, contentScope } from './scope';

const OK = { acknowledge: 1 as const, message: 'Success' };
const SAVED = { acknowledge: 1 as const, message: 'Save Success' };

/** A promotion's DD-MM-YYYY day as an export's date column takes it (YYYY-MM-DD). */
const isoDay = (day: string) => ddmmyyyyToIso(day) ?? day;

/** Branch content (spec 2 sections 2-9) for pickontenho and pickontencabang. */
export const contentRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, timeZone } = deps;
  const tags = ['content'];
  const editors = access.roles('pickontenho', 'pickontencabang');
  const read = { ...editors, readOnly: true };
  const headOffice = access.roles('pickontenho');
  const today = () => businessToday(timeZone);

  app.get(
    CONTENT_API.dashboard,
    {
      config: read,
      schema: { tags, querystring: ZBranchQuery, response: { 200: ZContentDashboard } },
    },
    async (request) => {
      const scope = contentScope(request.user);
      const filter = branchFilter(scope, request.query.branchCode);
      return { ...OK, ...(await contentDashboard(db, scope, filter, today())) };
    },
  );

  // ---- Outlets
  app.get(
    CONTENT_API.outlets,
    {
      config: read,
      schema: { tags, querystring: ZBranchQuery, response: { 200: ZOutletListResponse } },
    },
    async (request) => ({
      ...OK,
      branch: await outletsInScope(db, contentScope(request.user), request.query.branchCode),
    }),
  );
  // The outlets as an xlsx (issue 10 section 7): the list's query and scope (a branch editor
  // its own outlet, 403 for another). The list is one unpaged read: all of it on page 1.
  listExportRoute(
    app,
    CONTENT_API.outletsExport,
    { config: read, tags, body: ZBranchQuery, timeZone },
    {
      title: 'Outlets',
      fileName: 'outlets',
      columns: [
        { header: 'Branch Code', width: 12, value: (r: Outlet) => r.branchCode },
        { header: 'Branch Name', width: 28, value: (r) => r.branchName },
        { header: 'Street', width: 36, value: (r) => r.streetName },
        { header: 'Town', width: 18, value: (r) => r.town },
        { header: 'Postal Code', width: 10, value: (r) => r.postalCode },
        { header: 'Service', width: 20, value: (r) => r.service },
        { header: 'Showroom Phone', width: 16, value: (r) => r.showroomPhone },
        { header: 'Workshop Phone', width: 16, value: (r) => r.workshopPhone },
        { header: 'Branch Head', width: 24, value: (r) => r.branchHead },
        { header: 'Head of Workshop', width: 24, value: (r) => r.headoftheWorkshop },
        { header: 'Latitude', width: 12, type: 'number', value: (r) => r.latitude },
        { header: 'Longitude', width: 12, type: 'number', value: (r) => r.longitude },
        dateTimeColumn('Updated', 17, (r) => r.updatedTime),
      ],
      page: async (body, user) => {
        if (body.page > 1) return { rows: [], total: 0 };
        const rows = await outletsInScope(db, contentScope(user), body.branchCode);
        return { rows, total: rows.length };
      },
    },
  );
  app.get(
    CONTENT_API.outlet,
    {
      config: read,
      schema: {
        tags,
        querystring: z.object({ branchCode: ZBranchQuery.shape.branchCode.unwrap().min(1) }),
        response: { 200: ZOutletResponse },
      },
    },
    async (request) => ({
      ...OK,
      branch: await getOutlet(db, contentScope(request.user), request.query.branchCode),
    }),
  );
  app.post(
    CONTENT_API.outletUpdate,
    { config: editors, schema: { tags, body: ZOutletUpdate, response: { 200: ZOutletResponse } } },
    async (request) => {
      const scope = contentScope(request.user);
      const { logo, branchImage, branchHeadImage, headoftheWorkshopImage } = request.body;
      await getOutlet(db, scope, request.body.branchCode);
      await prepareImages(
        db,
        { logo, branchImage, branchHeadImage, headoftheWorkshopImage },
        request.user.userName,
      );
      return {
        ...SAVED,
        branch: await updateOutlet(db, scope, request.body, request.user.userName),
      };
    },
  );

  // ---- Promotions: the head-office path (every branch and head office) and the branch path.
  app.get(
    CONTENT_API.promoHo,
    {
      config: { ...headOffice, readOnly: true },
      schema: { tags, querystring: ZPromoListQuery, response: { 200: ZPromoListResponse } },
    },
    async (request) => ({
      ...OK,
      ...(await listPromotions(db, contentScope(request.user), request.query, today())),
    }),
  );
  app.get(
    CONTENT_API.promoBranch,
    {
      config: read,
      schema: { tags, querystring: ZPromoListQuery, response: { 200: ZPromoListResponse } },
    },
    async (request) => {
      const scope = contentScope(request.user);
      // The branch path always names a branch: a branch user's own unless head office picks one.
      const branchCode =
        request.query.branchCode || (scope.headOffice ? undefined : scope.branchCode);
      return {
        ...OK,
        ...(await listPromotions(db, scope, { ...request.query, branchCode }, today())),
      };
    },
  );
  // The promotions as an xlsx (issue 10 section 7): the list's query (as a JSON body) read like
  // the branch path above, which is also head office's list when it names no branch (the
  // head-office path reads the same query); pages from 0.
  listExportRoute(
    app,
    CONTENT_API.promoExport,
    { config: read, tags, body: ZPromoListQuery, timeZone },
    {
      title: 'Promotions',
      fileName: 'promotions',
      columns: [
        { header: 'Code', width: 14, value: (r: Promotion) => r.uid },
        { header: 'Name', width: 36, value: (r) => r.name },
        { header: 'Short Description', width: 40, value: (r) => r.shortDescription },
        { header: 'Branch', width: 10, value: (r) => r.branchCode },
        { header: 'Branch Name', width: 26, value: (r) => r.branchName },
        { header: 'Valid From', width: 12, type: 'date', value: (r) => isoDay(r.validFrom) },
        { header: 'Valid To', width: 12, type: 'date', value: (r) => isoDay(r.validTo) },
        { header: 'Active', width: 8, value: (r) => (r.activeStatus ? 'Yes' : 'No') },
        { header: 'Approval', width: 12, value: (r) => r.approval },
        { header: 'State', width: 12, value: (r) => r.state },
        { header: 'Reject Reason', width: 30, value: (r) => r.rejectReason },
        dateTimeColumn('Created', 17, (r) => r.creationTime),
        dateTimeColumn('Modified', 17, (r) => r.modifiedTime),
      ],
      page: async (body, user) => {
        const scope = contentScope(user);
        const branchCode = body.branchCode || (scope.headOffice ? undefined : scope.branchCode);
        const query = { ...body, branchCode, page: body.page - 1 };
        const list = await listPromotions(db, scope, query, today());
        return { rows: list.promotions, total: list.totalData };
      },
    },
  );
  app.get(
    CONTENT_API.promoDetail,
    {
      config: read,
      schema: { tags, querystring: ZPromoDetailQuery, response: { 200: ZPromoResponse } },
    },
    async (request) => {
      const found = await findPromotion(
        db,
        contentScope(request.user),
        request.query.promotionCode,
      );
      return { ...OK, promotion: toPromotion(found, today()) };
    },
  );
  app.post(
    CONTENT_API.promoCreate,
    { config: editors, schema: { tags, body: ZPromoCreate, response: { 200: ZPromoResponse } } },
    async (request) => {
      const scope = contentScope(request.user);
      const promotion = await savePromotion(
        db,
        scope,
        request.body,
        request.user.userName,
        today(),
      );
      return { ...SAVED, promotion };
    },
  );
  app.post(
    CONTENT_API.promoUpdate,
    { config: editors, schema: { tags, body: ZPromoUpdate, response: { 200: ZPromoResponse } } },
    async (request) => {
      const scope = contentScope(request.user);
      const promotion = await savePromotion(
        db,
        scope,
        request.body,
        request.user.userName,
        today(),
      );
      return { ...SAVED, promotion };
    },
  );
  app.post(
    CONTENT_API.promoReview,
    { config: headOffice, schema: { tags, body: ZPromoReview, response: { 200: ZPromoResponse } } },
    async (request) => {
      const { uid, decision, reason } = request.body;
      const promotion = await reviewPromotion(
        db,
        uid,
        decision,
        reason,
        request.user.userName,
        today(),
      );
      return { ...SAVED, promotion };
    },
  );

  // ---- News and tips
  app.get(
    CONTENT_API.news,
    {
      config: read,
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
    { config: read, tags, body: ZNewsListQuery, timeZone },
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
      config: read,
      schema: { tags, querystring: ZNewsDetailQuery, response: { 200: ZNewsResponse } },
    },
    async (request) => ({
      ...OK,
      news: toNews(await findNews(db, contentScope(request.user), { uid: request.query.newsCode })),
    }),
  );
  app.post(
    CONTENT_API.newsCreate,
    { config: editors, schema: { tags, body: ZNewsCreate, response: { 200: ZNewsResponse } } },
    async (request) => ({
      ...SAVED,
      news: await saveNews(db, contentScope(request.user), request.body, request.user.userName),
    }),
  );
  app.post(
    CONTENT_API.newsUpdate,
    { config: editors, schema: { tags, body: ZNewsUpdate, response: { 200: ZNewsResponse } } },
    async (request) => ({
      ...SAVED,
      news: await saveNews(db, contentScope(request.user), request.body, request.user.userName),
    }),
  );

  // ---- Branch salesmen
  app.get(
    CONTENT_API.salesmen,
    {
      config: read,
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
    { config: read, tags, body: ZSalesmanQuery, timeZone },
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
      config: read,
      schema: { tags, querystring: ZSalesmanByNoQuery, response: { 200: ZSalesmanListResponse } },
    },
    async (request) => {
      const one = await findSalesman(db, contentScope(request.user), request.query);
      return { ...OK, salesman: [one], totalData: 1 };
    },
  );
  app.post(
    CONTENT_API.salesmanUpdate,
    { config: editors, schema: { tags, body: ZSalesmanUpdate, response: { 200: ZAck } } },
    async (request) => {
      await updateSalesman(db, contentScope(request.user), request.body, request.user.userName);
      return SAVED;
    },
  );

  await app.register(mapSettingsRoute, { map: deps.config.map });
  await app.register(publicContentRoutes, {
    db,
    readCache: deps.readCache,
    timeZone,
    rateLimitPerMinute: deps.config.contentPublicRateLimitPerMinute,
    corsOrigins: deps.config.contentPublicCorsOrigins,
  });
};

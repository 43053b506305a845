import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTENT_API,
  ddmmyyyyToIso,
  ZPromoCreate,
  ZPromoDetailQuery,
  ZPromoListQuery,
  ZPromoListResponse,
  ZPromoResponse,
  ZPromoReview,
  ZPromoUpdate,
  type Promotion,
} from '@dealer/contracts/content';
import { dateTimeColumn, listExportRoute } from '../../platform/excel/listExport';
import type { ModuleDeps } from '../../platform/moduleDeps';
import { businessToday } from '../../platform/time/businessDate';
import { contentEditors, contentReaders, headOfficeEditors } from './desks';
import { OK, SAVED } from './envelope';
import {
  findPromotion,
  listPromotions,
  reviewPromotion,
  savePromotion,
  toPromotion,
} from './promotions';
import { contentScope } from './scope';

/** A promotion's DD-MM-YYYY day as an export's date column takes it (YYYY-MM-DD). */
const isoDay = (day: string) => ddmmyyyyToIso(day) ?? day;

/**
 * Promotions: the head-office path (every branch and head office) and the branch path, the xlsx,
 * one promotion, its create and update, and head office's review.
 */
export const promotionRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, timeZone }) => {
  const tags = ['content'];
  const today = () => businessToday(timeZone);

  app.get(
    CONTENT_API.promoHo,
    {
      config: { ...headOfficeEditors, readOnly: true },
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
      config: contentReaders,
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
    { config: contentReaders, tags, body: ZPromoListQuery, timeZone },
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
      config: contentReaders,
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
  // Create and update answer alike: each route's own body schema decides which it is (an update
  // names the promotion's uid and version), and savePromotion does the rest.
  const saveRoute = (path: string, body: typeof ZPromoCreate | typeof ZPromoUpdate) =>
    app.post(
      path,
      { config: contentEditors, schema: { tags, body, response: { 200: ZPromoResponse } } },
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
  saveRoute(CONTENT_API.promoCreate, ZPromoCreate);
  saveRoute(CONTENT_API.promoUpdate, ZPromoUpdate);
  app.post(
    CONTENT_API.promoReview,
    {
      config: headOfficeEditors,
      schema: { tags, body: ZPromoReview, response: { 200: ZPromoResponse } },
    },
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
};

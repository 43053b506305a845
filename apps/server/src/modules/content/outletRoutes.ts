import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTENT_API,
  ZBranchQuery,
  ZOutletListResponse,
  ZOutletResponse,
  ZOutletUpdate,
  type Outlet,
} from '@dealer/contracts/content';
import { z } from 'zod';
import { dateTimeColumn, listExportRoute } from '../../platform/excel/listExport';
import type { ModuleDeps } from '../../platform/moduleDeps';
import { contentEditors, contentReaders } from './desks';
import { OK, SAVED } from './envelope';
import { prepareImages } from './images';
import { getOutlet, outletsInScope, updateOutlet } from './outlets';
import { contentScope } from './scope';

/** The outlets (branches as the website shows them): the list, its xlsx, one outlet, its save. */
export const outletRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, timeZone }) => {
  const tags = ['content'];

  app.get(
    CONTENT_API.outlets,
    {
      config: contentReaders,
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
    { config: contentReaders, tags, body: ZBranchQuery, timeZone },
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
      config: contentReaders,
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
    {
      config: contentEditors,
      schema: { tags, body: ZOutletUpdate, response: { 200: ZOutletResponse } },
    },
    async (request) => {
      const scope = contentScope(request.user);
      const { logo, branchImage, branchHeadImage, headoftheWorkshopImage } = request.body;
      // Scope first: an outlet the editor may not change costs no image variants.
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
};

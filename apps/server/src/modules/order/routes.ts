import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ORDER_API,
  ORDER_FIND_LIMIT,
  ZOrderDashboard,
  ZOrderDashboardResponse,
  ZOrderListResponse,
  ZOrderSearch,
  ZOrderUpdateStatus,
  ZOrderUpdateStatusResponse,
  ZSalesmanListResponse,
  ZSalesmanLookup,
  statusFromName,
} from '@dealer/contracts';
import type { Database, Db } from '../../db/client';
import { plainRunner, preparedRunner } from '../../db/prepared';
import { sendJsonText } from '../../platform/cache/install';
import type { ReadCache } from '../../platform/cache/readCache';
import { branchScope } from '../../platform/access/branchScope';
import { AppError } from '../../platform/http/errors';
import type { ChangePublisher } from '../../platform/hub/changes';
import { alignDayCounts, dashboardJson } from './dashboard';
import { boardExportRoute } from './boardExport';
import { bookedOrders } from './bookings';
import { blockRejectedUnit } from './rejectBlock';
import { businessToday } from '../../platform/time/businessDate';
import { findOrders, salesmenForOrder } from './find';
import { findOrder } from './query';
import { moveOrder } from './workflow';
import { checklistRoutes } from './checklistRoutes';
import { orderDesks } from './desks';
import { movedAnswer } from './movedAnswer';
import { orderServiceRoutes } from './serviceRoutes';
import { SUCCESS } from '../../platform/http/envelopes';

export interface OrderRoutesOptions {
  db: Db;
  /** Where the boards' reads run as prepared statements (db/prepared.ts); plain without it. */
  database?: Database | undefined;
  readCache: ReadCache;
  /** Business time zone: dashboard days are cut there. */
  timeZone: string;
  /** The live hub's fan-out: told of every committed move and new order. */
  changes?: ChangePublisher | undefined;
}

/** Order calls of the console (spec 1 section 7, Orders). */
export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (
  app,
  { db, database, readCache, timeZone, changes },
) => {
  const tags = ['order'];
  const boardRun = database ? preparedRunner(database, 'board') : plainRunner(db);
  // The boards' counters read the day counts only when they are cut in this zone (dashboard.ts).
  await alignDayCounts(db, timeZone);

  app.post(
    ORDER_API.dashboard,
    {
      config: { ...orderDesks, readOnly: true },
      schema: { tags, body: ZOrderDashboard, response: { 200: ZOrderDashboardResponse } },
    },
    async (request, reply) => {
      const user = request.user;
      // The answer depends on the role (its statuses), the branch scope and the query only; the
      // cache is emptied by every write, so a moved order shows on the next call.
      const key = JSON.stringify(['dashboard', user.role, user.branchCodes, request.body]);
      const body = await readCache.remember(key, () =>
        dashboardJson(db, user, request.body, timeZone, boardRun),
      );
      return sendJsonText(reply, body);
    },
  );

  boardExportRoute(app, { db, timeZone, boardRun });

  app.post(
    ORDER_API.search,
    {
      config: { ...orderDesks, readOnly: true },
      schema: { tags, body: ZOrderSearch, response: { 200: ZOrderListResponse } },
    },
    async (request) => {
      const body = request.body;
      if (body.actionType === 'FIND') {
        const found = await findOrders(
          db,
          branchScope(request.user),
          body.keyword,
          ORDER_FIND_LIMIT,
        );
        return { ...SUCCESS, testDriveOrders: found, timeZone };
      }
      const orderNo = body.testDriveOrderNo;
      const order = await findOrder(db, branchScope(request.user), orderNo);
      if (!order) throw new AppError(404, 'NOT_FOUND', `Order ${orderNo} not found`);
      return { ...SUCCESS, testDriveOrders: [order], timeZone };
    },
  );

  app.post(
    ORDER_API.updateStatus,
    {
      config: orderDesks,
      schema: {
        tags,
        body: ZOrderUpdateStatus,
        response: { 200: ZOrderUpdateStatusResponse },
      },
    },
    async (request) => {
      const body = request.body;
      const block = body.block;
      const moved = await moveOrder(
        db,
        {
          orderNo: body.testDriveOrderNo,
          // The schema admits only names that resolve.
          to: statusFromName(body.status)!,
          actor: { kind: 'user', user: request.user },
          partnerEmployeeId: body.testDriveOrderPartner?.employeeId,
          version: body.version,
          // A reject that blocks the unit is explained by the block's own (BLOCK) reason.
          reason: {
            reasonListMappingId: body.reasonListMappingId,
            reasonNotes: body.reasonNotes,
            required: block === undefined,
          },
          afterMove: block
            ? (tx, order) =>
                blockRejectedUnit(tx, order, block, request.user, {
                  orders: bookedOrders(timeZone),
                  today: businessToday(timeZone),
                })
            : undefined,
        },
        changes,
      );
      return movedAnswer(moved);
    },
  );

  app.post(
    ORDER_API.salesmen,
    {
      config: { ...orderDesks, readOnly: true },
      schema: { tags, body: ZSalesmanLookup, response: { 200: ZSalesmanListResponse } },
    },
    async (request) => {
      const orderNo = request.body.TestDriveOrderNo;
      const salesmen = await salesmenForOrder(db, branchScope(request.user), orderNo);
      if (!salesmen) throw new AppError(404, 'NOT_FOUND', `Order ${orderNo} not found`);
      return { ...SUCCESS, salesmen };
    },
  );

  await app.register(checklistRoutes, { db });
  await app.register(orderServiceRoutes, { db, timeZone, changes });
};

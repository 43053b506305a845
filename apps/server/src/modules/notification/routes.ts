import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NOTIFICATION_API,
  ZActivityLogRequest,
  ZActivityLogResponse,
  ZMarkAllReadResponse,
  ZMarkReadById,
  ZMarkReadByIdResponse,
  ZNotificationById,
  ZNotificationByIdResponse,
  ZNotificationCountResponse,
  ZNotificationScope,
  type NotificationItem,
} from '@dealer/contracts';
import type { Db } from '../../db/client';
import { access } from '../../platform/access/access';
import type { ChangePublisher } from '../../platform/hub/changes';
import { dateTimeColumn, listExportRoute } from '../../platform/excel/listExport';
import { AppError } from '../../platform/http/errors';
import { listNotifications, readNotification } from './list';
import {
  countPendingNotifications,
  countPendingTasks,
  findNotification,
  markRead,
} from './queries';
import { audienceFor, type Audience } from './scope';
import { SUCCESS, acknowledged } from '../../platform/http/envelopes';

/** The bell's roles (superadmin passes every rule); the game roles get no counts. */
const desks = access.roles('ho_testdrive', 'crc', 'pdi', 'pictestdrive');

export interface NotificationRoutesOptions {
  db: Db;
  /** Tells the other sockets of a desk when its rows are marked as read. */
  changes?: ChangePublisher | undefined;
  /** Business time zone: the activity log's days are cut there. */
  timeZone: string;
}

/** Notification calls of the console (spec 1 section 7, Notifications). */
export const notificationRoutes: FastifyPluginAsyncZod<NotificationRoutesOptions> = async (
  app,
  { db, changes, timeZone },
) => {
  const tags = ['notification'];
  const read = { ...desks, readOnly: true };

  /**
   * The bell a call answered for and its pending count, read after the call's own change: the
   * tail every count and mark-as-read answer shares (their schemas extend the count's).
   */
  const bellCount = async (
    audience: Audience,
    count = countPendingNotifications(db, audience),
  ) => ({
    role: audience.role,
    branchCode: audience.branchCode,
    count: await count,
  });

  // The bell's two counts take the same scope and answer alike; only what they count differs.
  const countRoute = (path: string, count: (audience: Audience) => Promise<number>) =>
    app.post(
      path,
      {
        config: read,
        schema: { tags, body: ZNotificationScope, response: { 200: ZNotificationCountResponse } },
      },
      async (request) => {
        const audience = await audienceFor(db, request.user, request.body);
        return { ...SUCCESS, ...(await bellCount(audience, count(audience))) };
      },
    );
  countRoute(NOTIFICATION_API.countPendingNotification, (audience) =>
    countPendingNotifications(db, audience),
  );
  countRoute(NOTIFICATION_API.countPendingTask, (audience) =>
    countPendingTasks(db, audience.role, audience.branchIds),
  );

  app.post(
    NOTIFICATION_API.markAllRead,
    {
      config: desks,
      schema: { tags, body: ZNotificationScope, response: { 200: ZMarkAllReadResponse } },
    },
    async (request) => {
      const audience = await audienceFor(db, request.user, request.body);
      const { updated, changes: marked } = await markRead(db, audience);
      changes?.afterCommit(marked);
      return {
        ...acknowledged(`${updated} notification${updated === 1 ? '' : 's'} marked as read`),
        updated,
        ...(await bellCount(audience)),
      };
    },
  );

  app.post(
    NOTIFICATION_API.markRead,
    {
      config: desks,
      schema: { tags, body: ZMarkReadById, response: { 200: ZMarkReadByIdResponse } },
    },
    async (request) => {
      const { id } = request.body;
      const audience = await audienceFor(db, request.user, request.body);
      // Another branch's or another desk's row reads as missing, as in the order screens.
      const found = await findNotification(db, audience, id);
      if (!found) {
        throw new AppError(404, 'NOT_FOUND', `id: notification ${id} not found`, [
          { field: 'id', message: `notification ${id} not found` },
        ]);
      }
      const { changes: marked } = await markRead(db, audience, id);
      changes?.afterCommit(marked);
      return {
        ...acknowledged(
          found.isRead
            ? `Notification ${id} was already read`
            : `Notification ${id} marked as read`,
        ),
        id,
        ...(await bellCount(audience)),
      };
    },
  );

  app.post(
    NOTIFICATION_API.getById,
    {
      config: read,
      schema: { tags, body: ZNotificationById, response: { 200: ZNotificationByIdResponse } },
    },
    async (request) => {
      const audience = await audienceFor(db, request.user, request.body);
      return {
        ...SUCCESS,
        notification: await readNotification(db, audience, request.body.id),
      };
    },
  );

  app.post(
    NOTIFICATION_API.activityLog,
    {
      config: read,
      schema: { tags, body: ZActivityLogRequest, response: { 200: ZActivityLogResponse } },
    },
    async (request) => {
      const audience = await audienceFor(db, request.user, request.body);
      const { items, total } = await listNotifications(db, audience, request.body, timeZone);
      return {
        ...SUCCESS,
        listOfNotifications: items,
        total,
        pendingCount: await countPendingNotifications(db, audience),
      };
    },
  );

  // The activity log as an xlsx (issue 10 section 7): its own body, audience (role and branch
  // scope resolved on the server) and query, 500 rows a read.
  const yesNo = (value: boolean | undefined) => (value ? 'Yes' : 'No');
  listExportRoute(
    app,
    NOTIFICATION_API.export,
    { config: desks, tags, body: ZActivityLogRequest, timeZone },
    {
      title: 'Notifications',
      fileName: 'notifications',
      columns: [
        dateTimeColumn('Time', 17, (n: NotificationItem) => n.createdTime),
        { header: 'Order No', width: 18, value: (n) => n.testDriveOrderNo },
        { header: 'Branch', width: 10, value: (n) => n.branchCode },
        { header: 'Desk', width: 14, value: (n) => n.targetRole },
        { header: 'Status', width: 24, value: (n) => n.statusName },
        { header: 'Message', width: 60, value: (n) => n.message },
        { header: 'Read', width: 8, value: (n) => yesNo(n.isRead) },
        { header: 'Done', width: 8, value: (n) => yesNo(n.isDone) },
      ],
      page: async (body, user) => {
        const audience = await audienceFor(db, user, body);
        const { items, total } = await listNotifications(db, audience, body, timeZone);
        return { rows: items, total };
      },
    },
  );
};

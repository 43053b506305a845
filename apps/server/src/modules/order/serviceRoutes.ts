import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ORDER_SERVICE_API,
  ZOrderUpdateStatusResponse,
  ZServiceOrderCreate,
  ZServiceOrderResponse,
  ZServiceOrderUpdateStatus,
  statusFromName,
} from '@dealer/contracts';
import type { Db } from '../../db/client';
import { access } from '../../platform/access/access';
import type { ChangePublisher } from '../../platform/hub/changes';
import { createOrder } from './intake';
import { movedAnswer } from './movedAnswer';
import { moveOrder } from './workflow';
import { acknowledged } from '../../platform/http/envelopes';

export interface OrderServiceOptions {
  db: Db;
  timeZone: string;
  changes?: ChangePublisher | undefined;
}

/** Orders from the customer app and moves by the salesman app: service clients, not users. */
export const orderServiceRoutes: FastifyPluginAsyncZod<OrderServiceOptions> = async (
  app,
  { db, timeZone, changes },
) => {
  const serviceTags = ['order-service'];
  app.post(
    ORDER_SERVICE_API.create,
    {
      config: access.service,
      schema: {
        tags: serviceTags,
        body: ZServiceOrderCreate,
        response: { 200: ZServiceOrderResponse },
      },
    },
    async (request) => {
      const order = await createOrder(
        db,
        request.body,
        request.serviceClient,
        timeZone,
        undefined,
        changes,
      );
      return {
        ...acknowledged(`${order.testDriveOrderNo} Order submitted`),
        testDriveOrder: order,
      };
    },
  );

  app.post(
    ORDER_SERVICE_API.updateStatus,
    {
      config: access.service,
      schema: {
        tags: serviceTags,
        body: ZServiceOrderUpdateStatus,
        response: { 200: ZOrderUpdateStatusResponse },
      },
    },
    async (request) => {
      const body = request.body;
      const moved = await moveOrder(
        db,
        {
          orderNo: body.testDriveOrderNo,
          to: statusFromName(body.status)!,
          actor: { kind: 'salesman', employeeNo: body.employeeNo },
          version: body.version,
        },
        changes,
      );
      return movedAnswer(moved);
    },
  );
};

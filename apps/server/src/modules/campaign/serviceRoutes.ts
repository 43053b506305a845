import { randomUUID, timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAck } from '@dealer/contracts';
import {
  CAMPAIGN_SERVICE_API,
  ZOptOutParams,
  ZPushSubscriptionInput,
  ZServiceCustomer,
  ZServiceCustomerResponse,
  ZSmsInbound,
  ZSmsReceipt,
  ZSmsSinkInput,
  ZDemoPushParams,
} from '@dealer/contracts/campaign';
import { access } from '../../platform/access/access';
import { AppError, notFound } from '../../platform/http/errors';
import type { ModuleDeps } from '../../platform/moduleDeps';
import { recordSinkMessage } from './channels';
import {
  optOut,
  optOutTokenKnown,
  savePushSubscription,
  smsStop,
  upsertCustomer,
} from './customers';
import { demoVapidKeys, receiveDemoPush, type VapidKeys } from './demoPush';
import { confirmPage, donePage, invalidPage, pageLanguage } from './unsubscribePage';
import { SUCCESS } from '../../platform/http/envelopes';

const digest = (v: string) => createHash('sha256').update(v).digest();

/** Customer app (service), the opt-out link (public), the SMS provider's callbacks (secret). */
export const serviceRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (
  app,
  { db, database, config },
) => {
  const tags = ['campaign-service'];
  const secret = config.messaging.sms.receiptSecret;
  const assertProvider = (header: string | string[] | undefined) => {
    const given = typeof header === 'string' ? header : '';
    if (!secret || !timingSafeEqual(digest(given), digest(secret))) {
      throw new AppError(401, 'UNAUTHENTICATED', 'X-Receipt-Secret is missing or wrong');
    }
  };

  app.post(
    CAMPAIGN_SERVICE_API.customer,
    {
      config: access.service,
      schema: { tags, body: ZServiceCustomer, response: { 200: ZServiceCustomerResponse } },
    },
    async (request) => ({
      ...SUCCESS,
      ...(await upsertCustomer(db, request.body, request.serviceClient)),
    }),
  );
  app.post(
    CAMPAIGN_SERVICE_API.pushSubscription,
    {
      config: access.service,
      schema: { tags, body: ZPushSubscriptionInput, response: { 200: ZAck } },
    },
    async (request) => {
      const id = await savePushSubscription(db, request.body);
      if (id === undefined) throw notFound('Customer not found');
      return SUCCESS;
    },
  );
  // The link in every message. GET shows a page asking to confirm and changes nothing (link
  // scanners follow every link); POST withdraws consent: the page's button, and the mailbox
  // providers' RFC 8058 one-click (body 'List-Unsubscribe=One-Click', any content type; the
  // token in the URL is the only credential, so the body is not required).
  const page = (description: string) => ({
    description,
    content: { 'text/html': { schema: z.string() } },
  });
  const optOutSchema = {
    tags,
    params: ZOptOutParams,
    querystring: z.object({ channel: z.enum(['email', 'sms', 'push']).optional() }),
    response: {
      200: page('The page (a question with its button, or the confirmation).'),
      404: page('The page saying the link is not valid.'),
    },
  };
  app.get(
    CAMPAIGN_SERVICE_API.optOut,
    { config: access.public, schema: optOutSchema },
    async (request, reply) => {
      const language = pageLanguage(request.headers['accept-language']);
      const known = await optOutTokenKnown(db, request.params.token);
      return reply
        .code(known ? 200 : 404)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          known ? confirmPage(language, request.query.channel ?? 'all') : invalidPage(language),
        );
    },
  );
  app.post(
    CAMPAIGN_SERVICE_API.optOut,
    { config: access.public, schema: optOutSchema },
    async (request, reply) => {
      const language = pageLanguage(request.headers['accept-language']);
      const done = await optOut(db, request.params.token, request.query.channel);
      return reply
        .code(done ? 200 : 404)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(done ? donePage(language) : invalidPage(language));
    },
  );
  app.post(
    CAMPAIGN_SERVICE_API.smsReceipt,
    { config: access.public, schema: { tags, body: ZSmsReceipt, response: { 200: ZAck } } },
    async (request) => {
      assertProvider(request.headers['x-receipt-secret']);
      const { id, status, errorCode } = request.body;
      const apply = async (): Promise<number> => {
        if (status === 'delivered') {
          return (
            await database.query(
              `update campaign_delivery set status = 'delivered', delivered_time = now(), updated_time = now()
               where provider_id = $1 and status in ('sending', 'sent') returning 1`,
              [id],
            )
          ).length;
        }
        if (status === 'failed' || status === 'undelivered') {
          return (
            await database.query(
              `update campaign_delivery set status = 'failed', reason = $2, updated_time = now()
               where provider_id = $1 and status in ('sending', 'sent') returning 1`,
              [id, `SMS ${status}${errorCode ? `: ${errorCode}` : ''}`],
            )
          ).length;
        }
        return 1;
      };
      // A fast provider's receipt can overtake our own write of its message id (the sender
      // commits it after the provider answered): look again for up to two seconds.
      for (let i = 0; i < 10 && (await apply()) === 0; i += 1) {
        await new Promise((r) => setTimeout(r, 200));
      }
      return SUCCESS;
    },
  );
  app.post(
    CAMPAIGN_SERVICE_API.smsInbound,
    { config: access.public, schema: { tags, body: ZSmsInbound, response: { 200: ZAck } } },
    async (request) => {
      assertProvider(request.headers['x-receipt-secret']);
      const keyword = request.body.text.trim().toUpperCase();
      if (keyword === 'STOP' || keyword === 'BERHENTI') await smsStop(db, request.body.from);
      return SUCCESS;
    },
  );

  if (config.demo) {
    // The built-in push service of demo mode: checks VAPID, decrypts what a browser would, keeps it.
    let keys: Promise<VapidKeys> | undefined;
    app.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: 8192 },
      (_request, body, done) => done(null, body),
    );
    app.post(
      CAMPAIGN_SERVICE_API.demoPushSink,
      { config: access.public, schema: { tags, params: ZDemoPushParams } },
      async (request, reply) => {
        keys ??= demoVapidKeys(database.db);
        const header = (name: string) => {
          const v = request.headers[name];
          return typeof v === 'string' ? v : undefined;
        };
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const got = receiveDemoPush(
          await keys,
          request.params.token,
          header('authorization'),
          header('content-encoding'),
          body,
        );
        if (got.status !== 201) return reply.code(got.status).send({ message: got.reason });
        const id = await recordSinkMessage(database, {
          channel: 'push',
          campaignId: got.push.campaignId,
          to: request.params.token,
          subject: got.push.title,
          body: got.push.body,
        });
        return reply.code(201).header('location', `${request.url}/messages/${id}`).send();
      },
    );

    // The built-in SMS provider of demo mode: keeps the message, answers queued, posts a receipt.
    app.post(
      CAMPAIGN_SERVICE_API.demoSmsSink,
      {
        config: access.public,
        schema: {
          tags,
          body: ZSmsSinkInput,
          response: { 200: z.object({ id: z.string(), status: z.string() }) },
        },
      },
      async (request) => {
        const id = `demo-${randomUUID()}`;
        const { to, text, campaignId } = request.body;
        // The receipt goes to this server only (never to a URL from the body: no request forgery).
        const callbackUrl = `http://127.0.0.1:${request.socket.localPort}${CAMPAIGN_SERVICE_API.smsReceipt}`;
        await recordSinkMessage(database, {
          channel: 'sms',
          campaignId,
          to,
          subject: text.slice(0, 160),
          body: text,
        });
        if (secret) {
          setTimeout(() => {
            void fetch(callbackUrl, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-receipt-secret': secret },
              body: JSON.stringify({ id, status: 'delivered' }),
            }).catch(() => {});
          }, 200).unref();
        }
        return { id, status: 'queued' };
      },
    );
  }
};

import { createHash } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTENT_API,
  ZPublicNews,
  ZPublicOutlets,
  ZPublicPromotions,
  ZPublicQuery,
  ZPublicSalesmen,
  isOpenAt,
} from '@dealer/contracts/content';
import type { DbOrTx } from '../../db/client';
import { branch, contentNews, contentPromotion } from '../../db/schema/index';
import { access } from '../../platform/access/access';
import { sendJsonText } from '../../platform/cache/install';
import type { ReadCache } from '../../platform/cache/readCache';
import { businessToday } from '../../platform/time/businessDate';
import { toNews } from './news';
import { listOutlets } from './outlets';
import { runningOn, toPromotion } from './promotions';
import { listSalesmen } from './salesmen';

export interface PublicApiOptions {
  db: DbOrTx;
  readCache: ReadCache;
  timeZone: string;
  /** Requests per client address per minute. */
  rateLimitPerMinute: number;
}

/** Seconds the website (and any proxy) may reuse an answer; a change shows within this plus the
 * read cache's second. */
const MAX_AGE = 3;

const clock = new Map<string, Intl.DateTimeFormat>();
/** Day (0 = Monday), minutes and date of `now` in the business time zone. */
function localNow(timeZone: string, now = new Date()) {
  let format = clock.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clock.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  const day = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!);
  return {
    date: businessToday(timeZone, now),
    day,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/**
 * Answers a cached JSON body with a strong ETag (a hash of the body), a short public max-age and
 * 304 when the website already holds it.
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, body: string, etag: string) {
  reply.header('cache-control', `public, max-age=${MAX_AGE}`);
  reply.header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return sendJsonText(reply, body);
}

const etags = new Map<string, { body: string; tag: string }>();
/** The ETag of a body, hashed once per cached body (the same string answers until it changes). */
function etagOf(key: string, body: string): string {
  const known = etags.get(key);
  if (known && known.body === body) return known.tag;
  const tag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  if (etags.size > 1000) etags.clear();
  etags.set(key, { body, tag });
  return tag;
}

/**
 * The website's read API (no sign-in, read-only, published content only): outlets with their
 * hours and 'open now', running promotions, published news and tips, shown salesmen; all branches
 * or one (`branchCode`, '' or 'ho' = head office content only for promotions and news).
 */
export const publicContentRoutes: FastifyPluginAsyncZod<PublicApiOptions> = async (
  app,
  { db, readCache, timeZone, rateLimitPerMinute },
) => {
  const tags = ['content-public'];
  // Unauthenticated and cheap to ask: bounded per address so one client cannot crowd out others.
  const config = {
    ...access.public,
    readOnly: true,
    rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' },
  };
  const schema = (response: object) => ({
    tags,
    querystring: ZPublicQuery,
    response: { 200: response },
  });
  const serve = async (
    request: FastifyRequest,
    reply: FastifyReply,
    name: string,
    compute: () => Promise<unknown>,
  ) => {
    const key = `content-public:${name}:${(request.query as { branchCode?: string }).branchCode ?? ''}`;
    const body = await readCache.remember(key, async () => JSON.stringify(await compute()));
    return sendCached(request, reply, body, etagOf(key, body));
  };
  const codeOf = (q: { branchCode?: string | undefined }) => q.branchCode?.trim() || undefined;

  app.get(
    CONTENT_API.public.outlets,
    { config, schema: schema(ZPublicOutlets) },
    async (request, reply) =>
      serve(request, reply, 'outlets', async () => {
        const at = localNow(timeZone);
        const outlets = await listOutlets(db, codeOf(request.query));
        return {
          outlets: outlets.map(({ version: _v, updatedTime: _u, ...o }) => ({
            ...o,
            openNow: isOpenAt(o.showroomHours, o.holidays, at),
          })),
        };
      }),
  );

  app.get(
    CONTENT_API.public.promotions,
    { config, schema: schema(ZPublicPromotions) },
    async (request, reply) =>
      serve(request, reply, 'promotions', async () => {
        const today = businessToday(timeZone);
        const code = codeOf(request.query);
        const p = contentPromotion;
        const found = await db
          .select({ row: p, branchCode: branch.branchCode, branchName: branch.branchDescription })
          .from(p)
          .leftJoin(branch, eq(branch.id, p.branchId))
          .where(and(runningOn(today), code ? eq(branch.branchCode, code) : undefined))
          .orderBy(asc(p.validTo), desc(p.id))
          .limit(500);
        return {
          promotions: found.map((r) => {
            const { approval: _a, rejectReason: _r, version: _v, ...promo } = toPromotion(r, today);
            return promo;
          }),
        };
      }),
  );

  app.get(
    CONTENT_API.public.news,
    { config, schema: schema(ZPublicNews) },
    async (request, reply) =>
      serve(request, reply, 'news', async () => {
        const code = codeOf(request.query);
        const n = contentNews;
        const found = await db
          .select({ row: n, branchCode: branch.branchCode, branchName: branch.branchDescription })
          .from(n)
          .leftJoin(branch, eq(branch.id, n.branchId))
          .where(and(eq(n.activeStatus, 'aktif'), code ? eq(branch.branchCode, code) : undefined))
          .orderBy(desc(n.createdTime), desc(n.id))
          .limit(500);
        return {
          news: found.map((r) => {
            const { version: _v, ...item } = toNews(r);
            return item;
          }),
        };
      }),
  );

  app.get(
    CONTENT_API.public.salesmen,
    { config, schema: schema(ZPublicSalesmen) },
    async (request, reply) =>
      serve(request, reply, 'salesmen', async () => {
        const code = codeOf(request.query);
        const { salesman } = await listSalesmen(
          db,
          { headOffice: true },
          { businessAreaCode: code, page: 1, pageSize: 5000 },
          { shownOnly: true },
        );
        return { salesmen: salesman.map(({ version: _v, isShow: _s, ...s }) => s) };
      }),
  );
};

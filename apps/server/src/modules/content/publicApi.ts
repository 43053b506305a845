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
import {
  COMPRESS_MIN_BYTES,
  compressBody,
  negotiateEncoding,
  type Encoding,
} from '../../platform/compress';
import type { ReadCache } from '../../platform/cache/readCache';
import { businessToday } from '../../platform/time/businessDate';
import { wallClockFields } from '../../platform/time/wallClock';
import { toNews } from './news';
import { listOutlets } from './outlets';
import { runningOn, toPromotion } from './promotions';
import { installPublicCors } from './publicCors';
import { listSalesmen } from './salesmen';

export interface PublicApiOptions {
  db: DbOrTx;
  readCache: ReadCache;
  timeZone: string;
  /** Requests per client address per minute. */
  rateLimitPerMinute: number;
  /** Origins whose pages may read these answers in a browser (CONTENT_PUBLIC_CORS_ORIGINS). */
  corsOrigins: readonly string[];
}

/** Seconds the website (and any proxy) may reuse an answer; a change shows within this plus the
 * read cache's second. */
const MAX_AGE = 3;

/** Day (0 = Monday), minutes and date of `now` in the business time zone. */
function localNow(timeZone: string, now = new Date()) {
  const wall = wallClockFields(now, timeZone);
  return { date: wall.date, day: wall.weekday, minutes: wall.hour * 60 + wall.minute };
}

/** One cached answer, ready to send: its bytes, their ETag and (made once) their encodings. */
interface Answer {
  body: string;
  json: Buffer;
  tag: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

const answers = new Map<string, Answer>();
/**
 * The answer of a cached body. The body string stays the same object while the read cache keeps
 * it, so the hash, the bytes and each compressed form are made once per cached body, not per
 * request (brotli of every answer was the public API's largest cost per request).
 */
function answerOf(key: string, body: string): Answer {
  const known = answers.get(key);
  if (known && known.body === body) return known;
  const json = Buffer.from(body);
  const tag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  const answer: Answer = { body, json, tag, encoded: {} };
  if (answers.size > 1000) answers.clear();
  answers.set(key, answer);
  return answer;
}

/** If-None-Match against a tag, compared weakly as RFC 9110 asks for GET (W/ ignored, lists, *). */
function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const candidate = t.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === tag;
  });
}

/**
 * Answers a cached body with an ETag (strong for the identity bytes, W/ when encoded: each
 * encoding is a different byte sequence), a short public max-age, 304 when the website already
 * holds it, and brotli or gzip as Accept-Encoding asks, compressed once per cached body.
 */
async function sendCached(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
  const encoding =
    answer.json.length >= COMPRESS_MIN_BYTES
      ? negotiateEncoding(request.headers['accept-encoding'])
      : undefined;
  reply.header('cache-control', `public, max-age=${MAX_AGE}`);
  // Added to what is there: the CORS hook may already vary the answer by Origin.
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  reply.header('etag', encoding ? `W/${answer.tag}` : answer.tag);
  if (matches(request.headers['if-none-match'], answer.tag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (!encoding) return reply.send(answer.json);
  const encoded = (answer.encoded[encoding] ??= compressBody(answer.json, encoding, 'cached'));
  reply.header('content-encoding', encoding);
  return reply.send(await encoded);
}

/**
 * The website's read API (no sign-in, read-only, published content only): outlets with their
 * hours and 'open now', running promotions, published news and tips, shown salesmen; all branches
 * or one (`branchCode`, '' or 'ho' = head office content only for promotions and news).
 */
export const publicContentRoutes: FastifyPluginAsyncZod<PublicApiOptions> = async (
  app,
  { db, readCache, timeZone, rateLimitPerMinute, corsOrigins },
) => {
  const tags = ['content-public'];
  // The group's website reads these from its own origin (issue 35 item 16).
  installPublicCors(app, Object.values(CONTENT_API.public), corsOrigins);
  // Unauthenticated and cheap to ask: bounded per address so one client cannot crowd out others.
  const config = {
    ...access.public,
    readOnly: true,
    rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' },
  };
  // The website's visitors call these thousands of times a second: two info lines per request
  // ('incoming request', 'request completed') would cost more than the answer; failures and
  // refusals still log at warn and above.
  const logLevel = 'warn';
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
    return sendCached(request, reply, answerOf(key, body));
  };
  const codeOf = (q: { branchCode?: string | undefined }) => q.branchCode?.trim() || undefined;

  app.get(
    CONTENT_API.public.outlets,
    { config, logLevel, schema: schema(ZPublicOutlets) },
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
    { config, logLevel, schema: schema(ZPublicPromotions) },
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
    { config, logLevel, schema: schema(ZPublicNews) },
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
    { config, logLevel, schema: schema(ZPublicSalesmen) },
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

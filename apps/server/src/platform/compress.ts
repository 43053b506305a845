import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this many bytes compressing costs more (CPU, a header) than the bytes it saves. */
export const COMPRESS_MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** JSON (and JSON-based types) and text; spreadsheets and images are compressed already. */
const COMPRESSIBLE = /^(application\/(json|[\w.-]+\+json)|text\/)/i;

/**
 * The encoding to answer with for an Accept-Encoding header: the one with the higher q-value,
 * brotli on a tie (smaller at the same speed), none when neither is acceptable. `*` stands for
 * any encoding the header does not name.
 */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name !== '') weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const [br, gz] = [weightOf('br'), weightOf('gzip')];
  if (br <= 0 && gz <= 0) return undefined;
  return br >= gz ? 'br' : 'gzip';
}

/**
 * How hard to compress. `answer`: every call pays for it, so the fastest settings (brotli 1,
 * gzip 1). On the board's answers (26–128 KB of JSON) brotli 1 took 0.07–0.14 ms against
 * 0.28–0.71 ms for brotli 4, for 2.6–6.4 KB against 1.9–4.7 KB (docs/compression.md).
 * `cached`: compressed once and sent many times (the website's public API), so smaller output
 * is worth the time.
 */
export type Effort = 'answer' | 'cached';

const SETTINGS: Record<Effort, { brotliQuality: number; gzipLevel: number }> = {
  answer: { brotliQuality: 1, gzipLevel: 1 },
  cached: { brotliQuality: 5, gzipLevel: 6 },
};

/**
 * Up to this size an answer is compressed on the event loop. Brotli 1 takes 0.07-0.14 ms for the
 * board's 26-128 KB pages, less than handing the work to libuv's pool and back, which woke a
 * pool thread per answer on an already busy machine (session 13, docs/history/performance-diary.md). Larger
 * bodies go to the pool so that one of them never holds the loop.
 */
const COMPRESS_ON_LOOP_MAX_BYTES = 256 * 1024;

/** The body in `encoding`, as hard as `effort` says. */
export function compressBody(
  body: Buffer,
  encoding: Encoding,
  effort: Effort = 'answer',
): Promise<Buffer> {
  const { brotliQuality, gzipLevel } = SETTINGS[effort];
  const onLoop = effort === 'answer' && body.length <= COMPRESS_ON_LOOP_MAX_BYTES;
  if (encoding === 'gzip') {
    const options = { level: gzipLevel };
    return onLoop ? Promise.resolve(gzipSync(body, options)) : gzipAsync(body, options);
  }
  const options = {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  };
  return onLoop ? Promise.resolve(brotliCompressSync(body, options)) : brotli(body, options);
}

function addVary(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current?.toString();
  if (value === undefined || value === '') {
    reply.header('vary', 'accept-encoding');
    return;
  }
  const names = value.split(',').map((name) => name.trim().toLowerCase());
  if (!names.includes('accept-encoding') && !names.includes('*')) {
    reply.header('vary', `${value}, accept-encoding`);
  }
}

/** A string or buffer answer of a compressible type that nothing has encoded yet. */
function compressible(reply: FastifyReply, payload: unknown): Buffer | undefined {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return undefined; // streams: files
  if (reply.hasHeader('content-encoding')) return undefined;
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return undefined;
  if (/\bno-transform\b/i.test(String(reply.getHeader('cache-control') ?? ''))) return undefined;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  return body.length >= COMPRESS_MIN_BYTES ? body : undefined;
}

/**
 * Compresses every JSON or text answer of at least COMPRESS_MIN_BYTES with brotli or gzip, as
 * the request's Accept-Encoding allows, for every route present and future (a root onSend hook).
 * Streams are left alone: the console's files are compressed at build time (static.ts) and
 * spreadsheets are zip files. The live hub (Socket.IO) never passes through Fastify's replies.
 * Fastify sets Content-Length from the compressed body.
 */
export const compression = fp(async (app) => {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const body = compressible(reply, payload);
    if (body === undefined) return payload;
    // The answer depends on Accept-Encoding from here on, whichever way it goes.
    addVary(reply);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding === undefined) return payload;
    const compressed = await compressBody(body, encoding);
    reply.header('content-encoding', encoding);
    // Each encoding is a different byte sequence: a strong validator would claim otherwise.
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string' && !etag.startsWith('W/')) reply.header('etag', `W/${etag}`);
    return compressed;
  });
});

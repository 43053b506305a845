import type { FastifyInstance, FastifyReply } from 'fastify';
import { createReadCache, type JsonBody, type ReadCache, type ReadCacheOptions } from './readCache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that only reads (a search): it does not empty the read cache. */
    readOnly?: boolean;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Creates the app's read cache and empties it in onSend of every call that may write, i.e. before
 * the writer sees its answer. Emptying on a failed or refused write too costs a few cache misses
 * and keeps the rule simple enough to trust.
 */
export function installReadCache(app: FastifyInstance, options?: ReadCacheOptions): ReadCache {
  const cache = createReadCache(options);
  app.addHook('onSend', async (request) => {
    if (READ_METHODS.has(request.method) || request.routeOptions.config?.readOnly) return;
    cache.invalidate();
  });
  return cache;
}

/**
 * Sends an already serialised JSON answer (text or its UTF-8 bytes) as it is. Fastify skips
 * serialisation for a string with a JSON content type and sends a Buffer as it is; the route's
 * typed reply would insist on the object shape, so this takes the untyped reply (the body was
 * built from that very shape).
 */
export function sendJsonText(reply: FastifyReply, body: JsonBody): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

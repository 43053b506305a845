import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { access } from '../../platform/access/access';

/**
 * The origins whose pages may read the public content API from a browser (CORS), from
 * CONTENT_PUBLIC_CORS_ORIGINS: `https://www.example.co.id,https://m.example.co.id`, or `*` for any
 * site. Empty (the default) sends no CORS header: the group's website must be named to read it.
 * Each entry is an origin as a browser sends it (scheme, host and port, no path), checked at start
 * so that a typo ('https://site.id/') stops the server instead of silently refusing the website.
 */
export function parseCorsOrigins(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      if (entry === '*') return entry;
      let url: URL | undefined;
      try {
        url = new URL(entry);
      } catch {
        url = undefined;
      }
      if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry) {
        throw new Error(
          `CONTENT_PUBLIC_CORS_ORIGINS must list origins such as https://www.example.co.id (scheme, host and port, no path or trailing slash) or *, comma-separated; got '${entry}'`,
        );
      }
      return entry;
    });
}

/** Seconds a browser may reuse a preflight's answer before asking again. */
const PREFLIGHT_MAX_AGE = 600;

/**
 * CORS for the public content routes registered in `app` (an encapsulated plugin: the console's
 * own API sends no CORS header). An allowed origin gets Access-Control-Allow-Origin on every answer
 * (304 and 429 included); any other gets none, so its browser withholds the answer from the page.
 * Preflights (OPTIONS) of the given paths are answered 204, with the allowed method and headers
 * for an allowed origin. No credentials: the API is public and reads no cookie.
 */
export function installPublicCors(
  app: FastifyInstance,
  paths: readonly string[],
  origins: readonly string[],
): void {
  const anyOrigin = origins.includes('*');
  const allowed = new Set(origins);
  const allow = (request: FastifyRequest, reply: FastifyReply): boolean => {
    // Caches (the browser's, a proxy's) keep one answer per Origin, since the header differs.
    if (!anyOrigin) reply.header('vary', 'origin');
    const origin = request.headers.origin;
    if (origin === undefined || !(anyOrigin || allowed.has(origin))) return false;
    reply.header('access-control-allow-origin', anyOrigin ? '*' : origin);
    return true;
  };
  app.addHook('onRequest', async (request, reply) => {
    allow(request, reply);
  });
  for (const path of paths) {
    const schema = {
      summary: `CORS preflight of ${path}`,
      response: {
        204: z
          .null()
          .describe(
            'Preflight answered: for an allowed origin (CONTENT_PUBLIC_CORS_ORIGINS) with the ' +
              'allowed method, headers and max age; for any other origin with none.',
          ),
      },
    };
    app.options(path, { config: access.public, schema }, async (request, reply) => {
      if (allow(request, reply)) {
        reply.header('access-control-allow-methods', 'GET, HEAD');
        const asked = request.headers['access-control-request-headers'];
        if (asked) reply.header('access-control-allow-headers', asked);
        reply.header('access-control-max-age', String(PREFLIGHT_MAX_AGE));
      }
      return reply.code(204).send();
    });
  }
}

import { existsSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import { access } from './access/access';
import { notFound } from './http/errors';

export interface StaticOptions {
  webDist: string;
  basePath: string;
}

/** Vite names files in assets/ by content hash: they never change, so cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built console under BASE_PATH with an SPA fallback: a GET that names no file answers
 * index.html (never cached, so a deploy is picked up at once). Our own routes instead of the
 * plugin's wildcard, so they carry an access declaration like every other route.
 *
 * The web build writes `<file>.br` and `<file>.gz` beside each text file (apps/web/build/
 * precompress.ts); the plugin sends the variant the request's Accept-Encoding prefers (brotli,
 * then gzip, else the file itself) with its Content-Encoding and Length, the original's
 * Content-Type, an ETag of the bytes sent and `Vary: Accept-Encoding`.
 */
export const staticWeb: FastifyPluginAsync<StaticOptions> = async (app, { webDist, basePath }) => {
  if (!existsSync(resolve(webDist, 'index.html'))) {
    app.log.warn(
      `WEB_DIST ${webDist} has no index.html: the console is not served (build apps/web)`,
    );
    return;
  }
  const root = resolve(webDist);
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });

  const isFile = (relative: string): string | undefined => {
    const path = resolve(root, relative);
    if (!path.startsWith(root + sep) || relative.split('/').some((part) => part.startsWith('.'))) {
      return undefined; // traversal or dotfile
    }
    try {
      return statSync(path).isFile() ? path.slice(root.length + 1) : undefined;
    } catch {
      return undefined;
    }
  };

  const hide = { hide: true };
  if (basePath !== '') {
    app.get('/', { config: access.public, schema: hide }, (_request, reply) =>
      reply.redirect(`${basePath}/`),
    );
    app.get(basePath, { config: access.public, schema: hide }, (_request, reply) =>
      reply.redirect(`${basePath}/`),
    );
  }
  app.get<{ Params: { '*': string } }>(
    `${basePath}/*`,
    { config: access.public, schema: hide },
    (request, reply) => {
      const relative = request.params['*'];
      // With BASE_PATH empty the wildcard also catches mistyped API paths; those stay 404.
      if (basePath === '' && relative.startsWith('api/'))
        throw notFound(`Route ${request.url} not found`);
      const file = relative === '' ? undefined : isFile(relative);
      if (file === undefined) {
        reply.header('Cache-Control', 'no-cache');
        return reply.sendFile('index.html', { cacheControl: false });
      }
      reply.header('Cache-Control', file.startsWith('assets/') ? IMMUTABLE : 'no-cache');
      return reply.sendFile(file, { cacheControl: false });
    },
  );
};

import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityOptions {
  /**
   * The outlet map's tile server and geocoder: their origins, and no wider, join the CSP (the
   * content module reads them from its settings: content/mapSettings.ts mapOrigins).
   */
  mapOrigins: { img: string[]; connect: string[] };
}

/**
 * Answers that may carry a signed-in user's data are never stored by a browser or a proxy: every
 * answer of a guarded route (its 401 and 403 included) and every answer to a call that presented
 * credentials (a bearer token, or the token endpoint's Basic client credentials). A route that
 * sets its own Cache-Control keeps it (the console's static files, /metadata.json).
 */
function noStoreForCredentials(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('cache-control')) return;
    const rule = request.routeOptions.config?.access;
    const guarded = rule !== undefined && rule !== 'public';
    if (guarded || request.headers.authorization !== undefined) {
      reply.header('Cache-Control', 'no-store');
    }
  });
}

/**
 * Security headers, on every answer: register before the access guard, whose onRequest hook
 * answers 401 and 403 before the hooks registered after it run. The CSP admits the built Vite console: antd injects inline styles and images
 * may be data/blob URLs; scripts only from our origin; the notification hub uses websockets; the
 * outlet map's tiles come from MAP_TILE_URL's origin and its address search from MAP_GEOCODER_URL's.
 */
export const security = fp<SecurityOptions>(async (app, options) => {
  const map = options.mapOrigins;
  // helmet's own middleware, built once. @fastify/helmet called helmet(options) on every request,
  // parsing the CSP directives and building twelve middlewares each time: 10 % of a public API
  // call's CPU. The headers are the same; platform/http/headers.test.ts holds them.
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...map.img],
        connectSrc: ["'self'", 'ws:', 'wss:', ...map.connect],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        // Off: a plain-HTTP office install (http://10.0.0.5:8080) would otherwise break itself.
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    headers(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  noStoreForCredentials(app);
});

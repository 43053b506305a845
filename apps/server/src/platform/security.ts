import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Security headers. The CSP admits the built Vite console: antd injects inline styles and images
 * may be data/blob URLs; scripts only from our origin; the notification hub uses websockets.
 */
export const security = fp(async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        // Off: a plain-HTTP office install (http://10.0.0.5:8080) would otherwise break itself.
        upgradeInsecureRequests: null,
      },
    },
  });
});

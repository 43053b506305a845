import type { FastifyInstance } from 'fastify';

/**
 * The group's clients send `Content-Type: application/json` on every POST, also on calls without
 * a body (role-activity). Fastify would answer those 400; an empty body is read as no body instead.
 * Non-empty bodies still go through Fastify's own parser (prototype-poisoning protection).
 */
export function installJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
}

import type { FastifyInstance } from 'fastify';

/**
 * The quest API's failure fields (spec 2 section 8) on every error answer of the plugin that
 * installs it (game, quest, quest engine): the console's error body (acknowledge 0, code,
 * message, errors) stays as it is, and `responseCode` (the HTTP status as text),
 * `responseText` 'Failed' and `errorMsg` (the message, which the spec's client shows first) are
 * added, so a client written for the group's quest API reads them too.
 */
export function addQuestFailureFields(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
    try {
      const body = JSON.parse(payload) as Record<string, unknown>;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return payload;
      const message = typeof body.message === 'string' ? body.message : 'Failed';
      return JSON.stringify({
        responseCode: String(reply.statusCode),
        responseText: 'Failed',
        errorMsg: message,
        ...body,
      });
    } catch {
      return payload;
    }
  });
}

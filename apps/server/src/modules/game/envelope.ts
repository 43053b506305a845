import type { FastifyInstance } from 'fastify';
import { QUEST_SUCCESS } from '@dealer/contracts/game';

/** The success envelope of the quest API (spec 2 section 8): responseCode '200', 'Success'. */
export const ok = <T extends object>(fields: T) => ({ ...QUEST_SUCCESS, ...fields });

/**
 * Failures of the game calls keep the console's error body (acknowledge 0, code, message, errors)
 * and add the quest API's fields: responseCode (the HTTP status as text), responseText 'Failed'
 * and errorMsg (the message), which the spec's client shows first. Scoped to this plugin.
 */
export function questFailureEnvelope(app: FastifyInstance): void {
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

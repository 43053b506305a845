import type { FastifyInstance } from 'fastify';
import type { QuestEnvelope } from '@dealer/contracts/quest';
import { access } from '../../platform/access/access';

/** Who uses the quest console (spec 2 section 2); superadmin passes every rule anyway. */
export const questAccess = access.roles('astraquestadmin', 'astraquestgamemaster');

/** The success envelope of the quest API (spec 2 section 8: responseCode '200', 'Success'). */
export const OK: QuestEnvelope = { responseCode: '200', responseText: 'Success', errorMsg: null };

/**
 * Failures keep the house error body (acknowledge 0, code, message, field errors: what the
 * console's API client reads) and add the quest API's own fields, so a client written for the
 * group's quest API finds `responseCode` (the HTTP status), `responseText` and `errorMsg`.
 */
export function addQuestErrorFields(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    try {
      const body = JSON.parse(payload) as Record<string, unknown>;
      if (typeof body !== 'object' || body === null || !('message' in body)) return payload;
      const message = String(body.message);
      return JSON.stringify({
        ...body,
        responseCode: String(reply.statusCode),
        responseText: message,
        errorMsg: message,
      });
    } catch {
      return payload;
    }
  });
}

import type { z } from 'zod';
import { notifyError } from '../ui/notify';
import { ApiError } from './ApiError';
import { API_MESSAGES } from './apiMessages';
import { isErrorBody, type Reply } from './client';

/**
 * For calls whose caller has nothing to do with a 400 (lists, lookups): show its message and
 * throw; otherwise check the reply against the shared contract.
 */
export function expectReply<S extends z.ZodType>(schema: S, reply: Reply<unknown>): z.infer<S> {
  if (isErrorBody(reply)) {
    notifyError(reply.message);
    throw new ApiError(reply.message, { status: 400, body: reply, notified: true });
  }
  return parseReply(schema, reply);
}

export function parseReply<S extends z.ZodType>(schema: S, reply: unknown): z.infer<S> {
  const parsed = schema.safeParse(reply);
  if (!parsed.success) {
    notifyError(API_MESSAGES.unexpectedReply);
    throw new ApiError(API_MESSAGES.unexpectedReply, { status: 200, body: reply, notified: true });
  }
  return parsed.data;
}

import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { connectionFailure } from '../../db/connectionFailure';
import { AppError } from './errors';

/**
 * Seconds a client is asked to wait after a 503: a PostgreSQL restart or a dropped connection is
 * over within about that (measured: restart.test.ts); a failover takes longer and the client
 * simply asks again.
 */
export const RETRY_AFTER_SECONDS = 2;

export const UNAVAILABLE_MESSAGE = 'The database is briefly unavailable. Please try again shortly.';

/**
 * A failure with no new connection failure for this long ends an outage: the next one is logged
 * again. Requests answer 503 one by one during an outage; the log says so once, with why.
 */
const OUTAGE_QUIET_MS = 30_000;

/**
 * Answers a request that failed because the database is briefly away (db/connectionFailure.ts)
 * with 503, Retry-After and the UNAVAILABLE envelope, never a 500: nothing is wrong with the
 * request, and asking again shortly will work. Returns undefined for any other error.
 */
export function unavailableAnswer() {
  let lastFailure = -Infinity;
  return (error: unknown, log: FastifyBaseLogger, reply: FastifyReply) => {
    const failure = connectionFailure(error);
    if (!failure) return undefined;
    const now = Date.now();
    if (now - lastFailure > OUTAGE_QUIET_MS) {
      log.warn({ reason: failure.reason }, 'database unavailable: answering 503 until it is back');
    }
    lastFailure = now;
    reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return reply.code(503).send(new AppError(503, 'UNAVAILABLE', UNAVAILABLE_MESSAGE).toBody());
  };
}

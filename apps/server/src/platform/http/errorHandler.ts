import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldIssueOf, type ErrorCode, type FieldError } from '@dealer/contracts';
import { AppError, BodyError, TokenError } from './errors';
import { uniqueViolation } from './uniqueViolation';
import { unavailableAnswer } from './unavailable';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Names a body that is a bare array, so '/2/clusterCode' reads 'clusters.2.clusterCode'. */
    bodyName?: string;
  }
}

/** '/masterBranches/2/branchCode' -> 'masterBranches.2.branchCode'; the root is named by its part. */
function fieldOf(instancePath: string, context: string | undefined, bodyName?: string): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (bodyName && context === 'body') return path === '' ? bodyName : `${bodyName}.${path}`;
  return path === '' ? (context ?? 'body') : path;
}

export function validationError(errors: FieldError[]): AppError {
  const first = errors[0];
  const message = first ? `${first.field}: ${first.message}` : 'Invalid input';
  return new AppError(400, 'VALIDATION', message, errors);
}

/**
 * Fastify's router refuses a few requests before any route or hook runs (a path parameter over
 * `maxParamLength`, a URL that does not decode); by default it answers those with its own body.
 * Passed as the `frameworkErrors` option, this answers them in the envelope like every failure.
 */
export function frameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  const message =
    status === 414
      ? 'A value in the address is longer than the server accepts'
      : 'The address is not valid';
  void reply.code(status).send(new AppError(status, 'VALIDATION', message).toBody());
}

/**
 * One place maps every failure to the envelope: bad input is a 400 naming the field (never a
 * 500), framework 4xx keep their status, a database that is briefly away is a 503 with
 * Retry-After, and anything unexpected is logged and answered with a generic 500 that leaks no
 * internals.
 */
export function installErrorHandling(app: FastifyInstance): void {
  const unavailable = unavailableAnswer();
  app.setErrorHandler((error: FastifyError | AppError | TokenError, request, reply) => {
    if (error instanceof TokenError || error instanceof AppError) {
      // RFC 6749 section 5.2: a failed client authentication names the scheme to use.
      if (error instanceof TokenError && error.statusCode === 401) {
        reply.header('WWW-Authenticate', 'Basic realm="token"');
      }
      return reply.code(error.statusCode).send(error.toBody());
    }
    if (error instanceof BodyError) return reply.code(error.statusCode).send(error.body);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const bodyName = request.routeOptions.config?.bodyName;
      const errors = error.validation.map((issue) => {
        const message = issue.message ?? 'is invalid';
        return {
          field: fieldOf(issue.instancePath, error.validationContext, bodyName),
          message,
          // The kind and bound of the refusal, for the console to say in its user's language.
          issue: fieldIssueOf({ ...issue.params, code: issue.keyword, message }),
        };
      });
      return reply.code(400).send(validationError(errors).toBody());
    }
    // A unique index caught what the service's own check missed (a concurrent insert).
    const duplicate = uniqueViolation(error);
    if (duplicate) return reply.code(409).send(duplicate.toBody());
    const away = unavailable(error, request.log, reply);
    if (away) return away;
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = CODE_BY_STATUS[status] ?? 'VALIDATION';
      return reply.code(status).send(new AppError(status, code, error.message).toBody());
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(new AppError(500, 'INTERNAL', 'Internal Server Error').toBody());
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(
        new AppError(404, 'NOT_FOUND', `Route ${request.method} ${request.url} not found`).toBody(),
      );
  });
}

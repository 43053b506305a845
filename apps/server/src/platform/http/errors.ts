import type {
  ErrorBody,
  ErrorCode,
  FieldError,
  TokenError as TokenErrorBody,
} from '@dealer/contracts';

/** A domain failure with its HTTP status; the error handler turns it into the ZErrorBody envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    return {
      acknowledge: 0,
      code: this.code,
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

export const notFound = (message = 'Data not found!') => new AppError(404, 'NOT_FOUND', message);

/** The token endpoint keeps the RFC 6749 error shape the console's login screen parses. */
export class TokenError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: TokenErrorBody['error'],
    readonly description: string,
  ) {
    super(description);
    this.name = 'TokenError';
  }

  toBody(): TokenErrorBody {
    return { error: this.error, error_description: this.description };
  }
}

/**
 * A failure whose body carries more than the error envelope (an upload's row errors, a bulk
 * action's per-row results). The error handler sends `body` as it is, with `statusCode`.
 */
export class BodyError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { acknowledge: 0; code: ErrorCode; message: string } & Record<string, unknown>,
  ) {
    super(body.message);
    this.name = 'BodyError';
  }
}

/** A failed call. `notified` is true when the user has already been shown the message. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly notified: boolean;

  constructor(message: string, options: { status: number; body?: unknown; notified: boolean }) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.body = options.body;
    this.notified = options.notified;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

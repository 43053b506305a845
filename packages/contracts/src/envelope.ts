import { z } from 'zod';
import { INT4_MAX } from './bounds';
import { ZFieldIssue } from './fieldIssue';

/** acknowledge 1 means success; anything else is a failure whose message is shown to the user. */
export const ZAck = z.object({
  acknowledge: z.union([z.literal(0), z.literal(1)]),
  message: z.string(),
});
export type Ack = z.infer<typeof ZAck>;

/** One error code list that the console parses; the HTTP status carries the class of failure. */
export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'STALE_VERSION',
  'RATE_LIMITED',
  'INTERNAL',
  /** 503 with Retry-After: the database is briefly away (a restart, a failover); try again. */
  'UNAVAILABLE',
] as const;
export const ZErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ZErrorCode>;

export const ZFieldError = z.object({
  /** Dotted path of the offending field, e.g. `masterBranches.2.branchCode`, or a row label. */
  field: z.string(),
  /** English words of the refusal (the contract's own text where it wrote one). */
  message: z.string(),
  /** The refusal's kind and bound, for a client to say it in its user's language. */
  issue: ZFieldIssue.optional(),
});
export type FieldError = z.infer<typeof ZFieldError>;

/** Every non-2xx answer of the API (except the OAuth token endpoint, which keeps RFC 6749 shapes). */
export const ZErrorBody = ZAck.extend({
  acknowledge: z.literal(0),
  code: ZErrorCode,
  errors: z.array(ZFieldError).optional(),
});
export type ErrorBody = z.infer<typeof ZErrorBody>;

/** Action-style calls answer a list whose first element carries acknowledge and message. */
export function ZActionList<T extends z.ZodRawShape>(shape: T) {
  return z.array(ZAck.extend(shape));
}

export const ZPaging = z.object({
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
});
export type Paging = z.infer<typeof ZPaging>;

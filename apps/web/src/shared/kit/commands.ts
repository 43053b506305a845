import type { Ack, ErrorBody, FieldError } from '@dealer/contracts/envelope';
import { BULK_FAILURE_STATUSES } from './runBulk';
import { isApiError } from '../api/ApiError';
import { apiPost, type Reply } from '../api/client';
import { toFormFieldErrors, type FieldMessage } from '../ui/formErrors';

/**
 * A create or edit call: a 400 comes back as the reply, a 409 (duplicate code or stale version)
 * is left to the form, which shows it on the field or offers to reload.
 */
export async function postMasterCommand(path: string, body: unknown): Promise<Reply<Ack>> {
  const reply = await apiPost<Ack | Ack[]>(path, body, { handles: [409] });
  // Action-style calls answer a list whose first element carries acknowledge and message.
  return Array.isArray(reply) ? (reply[0] ?? { acknowledge: 1, message: '' }) : reply;
}

/** A bulk call: 404 and 409 carry one result per row, which the list shows itself. */
export function postMasterBulk<T>(path: string, body: unknown): Promise<Reply<T>> {
  return apiPost<T>(path, body, { handles: BULK_FAILURE_STATUSES });
}

/** The error body of a 409 the form handles; undefined for anything else. */
export function conflictOf(error: unknown): ErrorBody | undefined {
  if (!isApiError(error) || error.status !== 409 || error.notified) return undefined;
  const body = error.body as Partial<ErrorBody> | undefined;
  return {
    acknowledge: 0,
    code: body?.code ?? 'CONFLICT',
    message: body?.message ?? error.message,
    errors: body?.errors,
  };
}

/**
 * Server paths carry the request's envelope ('0.clusterCode', 'masterBranches.0.branchCode',
 * 'masterBranch.address'): drop leading segments until a form field is named.
 */
export function toFieldPaths(
  errors: readonly FieldError[],
  fieldNames: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): FieldMessage[] {
  return errors.map((error) => {
    const parts = error.field.split('.');
    for (let start = 0; start < parts.length; start += 1) {
      const head = parts[start]!;
      if (fieldNames.includes(aliases[head] ?? head)) {
        return { field: parts.slice(start).join('.'), message: error.message };
      }
    }
    return error;
  });
}

/** Field errors as the form shows them, plus those that name no field. */
export function splitFieldErrors(
  errors: readonly FieldError[],
  fieldNames: readonly string[],
  aliases?: Readonly<Record<string, string>>,
) {
  return toFormFieldErrors(toFieldPaths(errors, fieldNames, aliases), fieldNames, aliases);
}

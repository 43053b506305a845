import type { FormInstance } from 'antd';
import type { z } from 'zod';
import { isApiError, type ApiError } from '../../shared/api/ApiError';
import { isErrorBody, type Reply } from '../../shared/api/client';
import { applyFieldErrors, issuesToFieldMessages } from '../../shared/ui/formErrors';
import { notifyResult } from '../../shared/ui/notify';
import { USER_FORM_FIELDS } from './userFormValues';

export type SubmitOutcome =
  | { ok: true }
  /** `notice`: a message for the top of the form; `error`: a failure the client did not show. */
  | { ok: false; notice?: string; error?: ApiError };

/**
 * Checks the input against the shared contract, sends it, and handles the reply the way every
 * form does: field errors of a 400 on their fields with the message on top; success shows the
 * result notification; failures the client already showed leave the form open as it is.
 */
export async function submitUserForm<
  S extends z.ZodType,
  R extends { acknowledge: number; message: string },
>(
  form: FormInstance,
  schema: S,
  input: unknown,
  send: (valid: z.infer<S>) => Promise<Reply<R>>,
): Promise<SubmitOutcome> {
  const checked = schema.safeParse(input);
  if (!checked.success) {
    applyFieldErrors(form, issuesToFieldMessages(checked.error.issues), USER_FORM_FIELDS);
    return { ok: false };
  }
  let reply: Reply<R>;
  try {
    reply = await send(checked.data);
  } catch (error) {
    return { ok: false, error: isApiError(error) && !error.notified ? error : undefined };
  }
  if (isErrorBody(reply)) {
    const unmatched = applyFieldErrors(form, reply.errors ?? [], USER_FORM_FIELDS);
    const detail = unmatched.map((e) => `${e.field}: ${e.message}`).join('; ');
    return { ok: false, notice: detail ? `${reply.message} (${detail})` : reply.message };
  }
  notifyResult(reply);
  return { ok: true };
}

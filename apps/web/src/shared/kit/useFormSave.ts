import type { FieldError } from '@dealer/contracts/envelope';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { isApiError } from '../api/ApiError';
import { isErrorBody, type Reply } from '../api/client';
import { contractRefusals, serverRefusals, type ContractTexts } from '../form/contractCheck';
import { confirmSaveThese } from '../ui/dialogs';
import type { FieldMessage } from '../ui/formErrors';
import { notifyError, notifySuccess } from '../ui/notify';
import { listPath } from './listReturn';

/** What a save call answered, as the form needs it: a success, or the refusal and its fields. */
export type SaveOutcome<T = unknown> =
  | { ok: true; message: string; data: T }
  | { ok: false; message: string; errors: readonly FieldError[] };

/**
 * A house reply as a save's outcome: an acknowledgement of 0 (a 400 with its field errors, or a
 * refusal in words) is a refusal; any other answer is the success, its `message` said.
 */
export function outcomeOfReply(reply: Reply<unknown>): SaveOutcome<unknown> {
  if (isErrorBody(reply)) return { ok: false, message: reply.message, errors: reply.errors ?? [] };
  return { ok: true, message: (reply as { message?: string }).message ?? '', data: reply };
}

/**
 * Where a form's refusals are said: under an antd form's fields (`formFieldsSink`) or in the
 * map a controlled form reads its fields' help from (`useFieldMessages`). `show` answers the
 * refusals no field holds, for the page to say above the form.
 */
export interface RefusalSink {
  show(refusals: readonly FieldMessage[]): FieldMessage[];
  clear(): void;
}

export interface FormSaveSetup {
  sink: RefusalSink;
  /** The feature's texts for the contract's and the server's own words. */
  texts?: ContractTexts;
  /** What the save makes stale (the feature's lists and records), refetched before leaving. */
  invalidates: QueryKey;
  /** After a save, the leave guard (useUnsavedEdits): `release` for a form that goes back,
   * `saved` for one that stays. None for a dialog's form. */
  release?: () => void;
  /** The list a saved form goes back to, as it last showed in this tab (listPath). None: the
   * form stays, or goes where the page sends it with the answered data (the saved record). */
  after?: string;
  /** Said on success instead of the server's message. */
  savedText?: string;
}

/**
 * The save of every form that is not a master-data form (those have MasterForm): one path.
 *
 * 1. The request is checked with its contract (the schema the server parses it with): what the
 *    contract refuses is said at its field in the user's language, and 'Are you sure?' is not
 *    asked for a request that cannot pass.
 * 2. The question: 'Do you want to save these?', or the page's own (`ask`); no changes nothing.
 * 3. The call. A refusal's field errors go under their fields; its sentence is a toast when no
 *    field took one (else the fields say it), and refusals that fit no field are `unmatched`.
 * 4. A success: its message, the stale queries refetched, the leave guard released, and the
 *    form goes where `after` says. Answers the success's data (undefined for anything else).
 *
 * A 409 the client left to the form (a stale edit) is said as a toast; every other failure the
 * client has shown already, and the form keeps what the user typed.
 */
export function useFormSave(setup: FormSaveSetup) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [unmatched, setUnmatched] = useState<FieldMessage[]>([]);
  const { sink, texts = {} } = setup;

  const refuse = (refusals: readonly FieldMessage[]) => {
    const rest = sink.show(refusals);
    setUnmatched(rest);
    return rest;
  };

  const save = async <R, T>(
    request: R,
    schema: z.ZodType | undefined,
    send: (request: R) => Promise<SaveOutcome<T>>,
    ask: () => Promise<boolean> = confirmSaveThese,
  ): Promise<T | undefined> => {
    sink.clear();
    setUnmatched([]);
    const refused = schema ? contractRefusals(schema, request, texts) : [];
    if (refused.length > 0) {
      refuse(refused);
      return undefined;
    }
    if (!(await ask())) return undefined;
    setSaving(true);
    try {
      const outcome = await send(request);
      if (!outcome.ok) {
        const fields = serverRefusals(outcome.errors, texts);
        if (refuse(fields).length === fields.length) notifyError(outcome.message);
        return undefined;
      }
      notifySuccess(setup.savedText ?? outcome.message);
      await queryClient.invalidateQueries({ queryKey: setup.invalidates });
      setup.release?.();
      if (setup.after) void navigate(listPath(setup.after));
      return outcome.data;
    } catch (error) {
      if (isApiError(error) && error.status === 409 && !error.notified) notifyError(error.message);
      return undefined;
    } finally {
      setSaving(false);
    }
  };

  return { save, saving, unmatched };
}

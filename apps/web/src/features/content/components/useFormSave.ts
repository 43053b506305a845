import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { isErrorBody, type Reply } from '../../../shared/api/client';
import { isApiError } from '../../../shared/api/ApiError';
import {
  contractRefusals,
  serverRefusals,
  type ContractTexts,
} from '../../../shared/form/contractCheck';
import { i18next } from '../../../shared/i18n/i18n';
import { listPath } from '../../../shared/kit/listReturn';
import { confirmSaveThese } from '../../../shared/ui/dialogs';
import type { FieldMessage } from '../../../shared/ui/formErrors';
import { notifyError, notifyResult, notifySuccess } from '../../../shared/ui/notify';
import { contentKeys } from '../api';

/** The contract's own words in the content forms (refinements), in the user's language. */
const contentTexts = (): ContractTexts => ({
  'videoURL must be an http(s) address': i18next.t('form.issue.url'),
});

/** Refusals by the form's field (the first segment of the request path), first refusal kept. */
function byField(refusals: readonly FieldMessage[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const { field, message } of refusals) fields[field.split('.')[0]!] ??= message;
  return fields;
}

/**
 * The save of a content form. The request is checked with its contract first: what the contract
 * refuses (a name too long, a video address that is not one, a description over 50,000
 * characters) is said under its field in the user's language, the first one scrolled to, and
 * 'Are you sure?' is not asked. Then the call: the server's field refusals go under their fields
 * the same way (a toast only when none names a field); a success shows the server's message and
 * goes back (`savedText`, when given, instead of the server's words) to the list as it last showed
 * in this tab (`listPath`: its filters, sort and page), not the bare list.
 */
export function useFormSave(basePath: string, release: () => void, savedText?: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    // Focusing the first refused field scrolls the page to it, and a screen reader reads its error.
    document
      .querySelector('.ant-form-item-has-error')
      ?.querySelector<HTMLElement>('input, textarea, [contenteditable="true"], [tabindex="0"]')
      ?.focus();
  }, [errors]);
  const save = async <T>(
    body: T,
    schema: z.ZodType,
    send: (body: T) => Promise<Reply<unknown>>,
  ) => {
    const texts = contentTexts();
    const refused = contractRefusals(schema, body, texts);
    if (refused.length > 0) {
      setErrors(byField(refused));
      return;
    }
    setErrors({});
    if (!(await confirmSaveThese())) return;
    setSaving(true);
    try {
      const reply = await send(body);
      if (isErrorBody(reply)) {
        const fields = byField(serverRefusals(reply.errors ?? [], texts));
        setErrors(fields);
        if (Object.keys(fields).length === 0) notifyError(reply.message);
        return;
      }
      if (savedText) notifySuccess(savedText);
      else notifyResult(reply as { acknowledge: number; message: string });
      await queryClient.invalidateQueries({ queryKey: contentKeys.all });
      // Saved: the leave guard (useUnsavedEdits) lets the form go back to its list.
      release();
      void navigate(listPath(basePath));
    } catch (error) {
      // 409 (stale edit) is handled here; everything else was already shown by the client.
      if (isApiError(error) && error.status === 409) notifyError(error.message);
    } finally {
      setSaving(false);
    }
  };
  const status = (field: string) =>
    errors[field] ? { validateStatus: 'error' as const, help: errors[field] } : {};
  return { save, saving, status, errors };
}

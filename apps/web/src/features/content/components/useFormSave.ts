import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isErrorBody, type Reply } from '../../../shared/api/client';
import { isApiError } from '../../../shared/api/ApiError';
import { confirmSaveThese } from '../../../shared/ui/dialogs';
import { notifyError, notifyResult } from '../../../shared/ui/notify';
import { contentKeys } from '../api';

/**
 * The save of a content form: 'Are you sure?', then the call; a 400 marks its fields (first
 * segment of the server's field path), a success shows the server's message and goes back.
 */
export function useFormSave(backTo: string, release: () => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const save = async (send: () => Promise<Reply<unknown>>) => {
    if (!(await confirmSaveThese())) return;
    setSaving(true);
    try {
      const reply = await send();
      if (isErrorBody(reply)) {
        setErrors(
          Object.fromEntries((reply.errors ?? []).map((e) => [e.field.split('.')[0]!, e.message])),
        );
        notifyError(reply.message);
        return;
      }
      setErrors({});
      notifyResult(reply as { acknowledge: number; message: string });
      await queryClient.invalidateQueries({ queryKey: contentKeys.all });
      // Saved: the leave guard (useUnsavedEdits) lets the form go back to its list.
      release();
      void navigate(backTo);
    } catch (error) {
      // 409 (stale edit) is handled here; everything else was already shown by the client.
      if (isApiError(error) && error.status === 409) notifyError(error.message);
    } finally {
      setSaving(false);
    }
  };
  const status = (field: string) =>
    errors[field] ? { validateStatus: 'error' as const, help: errors[field] } : {};
  return { save, saving, status };
}

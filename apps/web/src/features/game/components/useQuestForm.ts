import type { FormInstance } from 'antd';
import { useState } from 'react';
import { applyFieldErrors } from '../../../shared/ui/formErrors';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import type { SaveOutcome } from '../api';

/**
 * Runs a save: on success the 'Success' notification; on a refusal the server's field errors on
 * the form's fields and its message (errorMsg / message / fallback) as the failure notification.
 */
export function useQuestForm(form: FormInstance, fieldNames: readonly string[]) {
  const [saving, setSaving] = useState(false);
  const run = async <T>(save: () => Promise<SaveOutcome<T>>): Promise<T | undefined> => {
    setSaving(true);
    try {
      const outcome = await save();
      if (outcome.ok) {
        notifySuccess('Success');
        return outcome.data;
      }
      applyFieldErrors(form, outcome.errors, fieldNames);
      notifyError(outcome.message);
      return undefined;
    } catch {
      return undefined;
    } finally {
      setSaving(false);
    }
  };
  return { saving, run };
}

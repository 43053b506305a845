import type { AnswerSetType, ChecklistCategory } from '@dealer/contracts/order-checklist';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { isErrorBody } from '../../../shared/api/client';
import { confirmSaveThese } from '../../../shared/ui/dialogs';
import { notifyResult } from '../../../shared/ui/notify';
import { saveAnswerSet } from './checklistApi';
import { serverErrorsToFields, toAnswers, type ChecklistValues } from './checklistForm';

interface SaveOptions {
  form: FormInstance<ChecklistValues>;
  sections: readonly ChecklistCategory[];
  orderNo: string;
  answerSetType: AnswerSetType;
  onSaved: () => void | Promise<void>;
}

/**
 * Confirm, send, notify; on a 400 the server's errors go back onto the questions they name and
 * `onSaved` is not called. The caller moves the order (and closes the popup) in `onSaved`. No
 * cache to refresh: the saved-set query is dropped when the popup closes (gcTime 0).
 */
export function useChecklistSave({ form, sections, orderNo, answerSetType, onSaved }: SaveOptions) {
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string>();

  const save = async (values: ChecklistValues) => {
    setNotice(undefined);
    if (!(await confirmSaveThese())) return;
    const answers = toAnswers(sections, values);
    setSaving(true);
    try {
      const reply = await saveAnswerSet({ testDriveOrderNo: orderNo, answerSetType, answers });
      notifyResult(reply);
      if (isErrorBody(reply)) {
        const { fields, unmatched } = serverErrorsToFields(reply.errors ?? [], answers, sections);
        form.setFields(fields);
        if (fields.length === 0 || unmatched.length > 0) {
          setNotice(unmatched.map((error) => error.message).join(' ') || reply.message);
        }
        return;
      }
      await onSaved();
    } catch {
      // The client has shown it already (409: the order moved on; network; 500): the form stays.
    } finally {
      setSaving(false);
    }
  };

  return { saving, notice, save };
}

import type { FormInstance } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { showRefusals } from '../form/contractCheck';
import type { FieldMessage } from '../ui/formErrors';
import type { RefusalSink } from './useFormSave';

/**
 * Refusals under an antd form's fields, the first in the form's order (`fieldNames`, top to
 * bottom) scrolled to and focused. `aliases` names the form field that holds a request path of
 * another name; `prefix` is cut off the server's paths first (campaign's `BlastMessage.`).
 */
export function formFieldsSink(
  form: FormInstance,
  fieldNames: readonly string[],
  options: { aliases?: Readonly<Record<string, string>>; prefix?: string } = {},
): RefusalSink {
  const { aliases, prefix } = options;
  const unprefixed = (field: string) =>
    prefix && field.startsWith(prefix) ? field.slice(prefix.length) : field;
  return {
    show: (refusals) =>
      showRefusals(
        form,
        refusals.map((r) => ({ ...r, field: unprefixed(r.field) })),
        fieldNames,
        { aliases },
      ),
    // Nothing to clear: antd drops a field's error when its value changes, and the form's own
    // validation before every save sets each field's errors anew.
    clear: () => undefined,
  };
}

/**
 * Refusals for a controlled form (its fields read `status(field)`): by the request's first path
 * segment (`image.fileId` is the image field), the first refusal of a field kept. After a
 * refusal the first field in error is focused, which scrolls the page to it and makes a screen
 * reader read its error.
 */
export function useFieldMessages() {
  const [messages, setMessages] = useState<Record<string, string>>({});
  useEffect(() => {
    if (Object.keys(messages).length === 0) return;
    document
      .querySelector('.ant-form-item-has-error')
      ?.querySelector<HTMLElement>('input, textarea, [contenteditable="true"], [tabindex="0"]')
      ?.focus();
  }, [messages]);
  const sink = useMemo<RefusalSink>(
    () => ({
      show: (refusals: readonly FieldMessage[]) => {
        const fields: Record<string, string> = {};
        for (const { field, message } of refusals) fields[field.split('.')[0]!] ??= message;
        setMessages(fields);
        return [];
      },
      clear: () => setMessages({}),
    }),
    [],
  );
  const status = (field: string) =>
    messages[field] ? { validateStatus: 'error' as const, help: messages[field] } : {};
  return { sink, status, messages };
}

import type { FormInstance } from 'antd';

export interface FieldMessage {
  field: string;
  message: string;
}

export interface FormFieldErrors {
  fields: { name: string; errors: string[] }[];
  /** Messages that belong to no field of the form; show them above it. */
  unmatched: FieldMessage[];
}

/**
 * Maps the server's dotted error paths to the form's fields: 'branchCodes.2' belongs to the
 * 'branchCodes' field (a multi-select holds the whole list), 'fullName' to 'fullName'. The
 * longest dotted prefix that names a field wins.
 */
export function toFormFieldErrors(
  errors: readonly FieldMessage[],
  fieldNames: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): FormFieldErrors {
  const byField = new Map<string, string[]>();
  const unmatched: FieldMessage[] = [];
  for (const error of errors) {
    const parts = error.field.split('.');
    let name: string | undefined;
    for (let length = parts.length; length > 0 && name === undefined; length -= 1) {
      const candidate = parts.slice(0, length).join('.');
      const resolved = aliases[candidate] ?? candidate;
      if (fieldNames.includes(resolved)) name = resolved;
    }
    if (name === undefined) unmatched.push(error);
    else byField.set(name, [...(byField.get(name) ?? []), error.message]);
  }
  return {
    fields: [...byField].map(([name, messages]) => ({ name, errors: [...new Set(messages)] })),
    unmatched,
  };
}

/** Puts the errors on the form's fields; returns those that fit no field. */
export function applyFieldErrors(
  form: FormInstance,
  errors: readonly FieldMessage[],
  fieldNames: readonly string[],
  aliases?: Readonly<Record<string, string>>,
): FieldMessage[] {
  const { fields, unmatched } = toFormFieldErrors(errors, fieldNames, aliases);
  form.setFields(
    fields.map(({ name, errors: messages }) => ({ name: namePathOf(name), errors: messages })),
  );
  return unmatched;
}

/**
 * A dotted field name as antd's name path: 'tasks.1.targetTask' is the list 'tasks', its item 1,
 * and that item's 'targetTask' (a dotted string would name one top-level field).
 */
export function namePathOf(name: string): (string | number)[] {
  return name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** zod issues as field messages (same shape as the server's `errors`). */
export function issuesToFieldMessages(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldMessage[] {
  return issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

import type { FormInstance } from 'antd';
import type { z } from 'zod';
import type { FieldError } from '@dealer/contracts/envelope';
import { fieldIssueOf, type FieldIssue } from '@dealer/contracts/fieldIssue';
import { i18next } from '../i18n/i18n';
import { applyFieldErrors, namePathOf, type FieldMessage } from '../ui/formErrors';

/**
 * The contract's own words (a refinement's or a pattern's English message, a server rule's
 * constant) with the text a feature shows for them in the user's language. A function when some
 * of those words carry a value (`no quest QST000042`, `unknown branch X9`): it answers undefined
 * for words it does not know.
 */
export type ContractTexts =
  Readonly<Record<string, string>> | ((message: string) => string | undefined);

const ownText = (texts: ContractTexts, message: string) =>
  typeof texts === 'function' ? texts(message) : texts[message];

const numberText = (value: number | undefined) =>
  value === undefined
    ? ''
    : new Intl.NumberFormat(i18next.language, { maximumFractionDigits: 20 }).format(value);

/**
 * A refusal in the user's language, said under the field's label (so it does not name the
 * field): by its kind and bound when it has one, by the feature's text for the contract's own
 * words, else the server's words as they came.
 */
export function refusalText(
  issue: FieldIssue | undefined,
  message: string,
  texts: ContractTexts = {},
): string {
  const own = ownText(texts, message);
  if (own) return own;
  if (!issue) return message;
  const limit = numberText(issue.limit);
  switch (issue.kind) {
    case 'required':
      return i18next.t('form.issue.required');
    case 'minLength':
      return i18next.t('form.issue.minLength', { limit });
    case 'maxLength':
      return i18next.t('form.issue.maxLength', { limit });
    case 'min':
      return i18next.t(issue.inclusive === false ? 'form.issue.above' : 'form.issue.min', {
        limit,
      });
    case 'max':
      return i18next.t(issue.inclusive === false ? 'form.issue.below' : 'form.issue.max', {
        limit,
      });
    case 'minItems':
      return i18next.t('form.issue.minItems', { limit });
    case 'maxItems':
      return i18next.t('form.issue.maxItems', { limit });
    case 'wholeNumber':
      return i18next.t('form.number.wholeNumber');
    case 'decimals':
      return i18next.t('form.number.decimals', { decimals: issue.limit });
    case 'url':
      return i18next.t('form.issue.url');
    case 'email':
      return i18next.t('form.issue.email');
    case 'format':
      return i18next.t('form.issue.format');
    case 'choice':
      return i18next.t('form.issue.choice');
    case 'wrongType':
      return i18next.t('form.issue.wrongType');
    case 'custom':
      return message;
  }
}

/** The server's field refusals (a 400's `errors`), each in the user's language. */
export function serverRefusals(
  errors: readonly FieldError[],
  texts: ContractTexts = {},
): FieldMessage[] {
  return errors.map((e) => ({ field: e.field, message: refusalText(e.issue, e.message, texts) }));
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * What the contract refuses in a request the form is about to send, as the server would refuse
 * it (same schema), each in the user's language. Empty when the request passes.
 */
export function contractRefusals(
  schema: z.ZodType,
  input: unknown,
  texts: ContractTexts = {},
): FieldMessage[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: refusalText(
      fieldIssueOf(issue, isBlank(valueAt(input, issue.path))),
      issue.message,
      texts,
    ),
  }));
}

export interface ShowOptions {
  /** Request paths that a differently named form field holds (see formErrors.ts). */
  aliases?: Readonly<Record<string, string>>;
}

/**
 * Puts refusals under their fields and scrolls to the first one in the form's order
 * (`fieldNames` lists the fields top to bottom). Returns those that fit no field, for the page
 * to show above the form.
 */
export function showRefusals(
  form: FormInstance,
  refusals: readonly FieldMessage[],
  fieldNames: readonly string[],
  options: ShowOptions = {},
): FieldMessage[] {
  const unmatched = applyFieldErrors(form, refusals, fieldNames, options.aliases);
  scrollToFirstError(form, fieldNames);
  return unmatched;
}

/**
 * Scrolls to the first field in error in the form's order (`fieldNames`, top to bottom) and
 * focuses it, so a screen reader reads its error too: after the form's own rules refused a save
 * as after the contract or the server did. antd's own order (registration) puts a task added
 * later after the targeting below it, hence the explicit order. False when no field is in error.
 */
export function scrollToFirstError(form: FormInstance, fieldNames: readonly string[]): boolean {
  const first = fieldNames.find((name) => form.getFieldError(namePathOf(name)).length > 0);
  if (first) form.scrollToField(namePathOf(first), { block: 'center', focus: true });
  return first !== undefined;
}

/**
 * Before 'Are you sure?': the contract's refusals of the request, shown at their fields. True
 * when there are none and the form may ask and send.
 */
export function passesContract(
  form: FormInstance,
  schema: z.ZodType,
  input: unknown,
  fieldNames: readonly string[],
  options: ShowOptions & { texts?: ContractTexts } = {},
): { ok: boolean; unmatched: FieldMessage[] } {
  const refusals = contractRefusals(schema, input, options.texts);
  if (refusals.length === 0) return { ok: true, unmatched: [] };
  return { ok: false, unmatched: showRefusals(form, refusals, fieldNames, options) };
}

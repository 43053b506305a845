import type { FieldError } from '@dealer/contracts';
import { AppError } from '../http/errors';

export const normalizeKey = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

export interface UniqueRule<T> {
  /** The field named in errors, e.g. 'clusterCode'. */
  field: string;
  /** Subject of the message, e.g. 'Cluster code' -> 'Cluster code CL-X already exists'. */
  label: string;
  value(row: T): string;
}

/**
 * Duplicates among `rows` and against `taken` (normalised keys of other active rows), one error
 * per offending row named `<prefix>.<index>.<field>` (or just `<field>` without prefix).
 */
export function duplicateErrors<T>(
  rows: readonly T[],
  rule: UniqueRule<T>,
  taken: ReadonlySet<string>,
  prefix?: string,
): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const value = rule.value(row).trim();
    const key = normalizeKey(value);
    const field = prefix === undefined ? rule.field : `${prefix}.${index}.${rule.field}`;
    const first = seen.get(key);
    if (taken.has(key)) {
      errors.push({ field, message: `${rule.label} ${value} already exists` });
    } else if (first !== undefined) {
      const where = prefix === undefined ? '' : ` (also in ${prefix}.${first})`;
      errors.push({
        field,
        message: `${rule.label} ${value} already exists in this request${where}`,
      });
    } else {
      seen.set(key, index);
    }
  });
  return errors;
}

/** 409 CONFLICT whose message is the first duplicate and whose errors name every one. */
export function assertNoConflicts(errors: FieldError[]): void {
  if (errors.length === 0) return;
  throw new AppError(409, 'CONFLICT', errors[0]!.message, errors);
}

/** 400 VALIDATION listing every field error (unknown ids, disabled references). */
export function assertValid(errors: FieldError[]): void {
  if (errors.length === 0) return;
  throw new AppError(400, 'VALIDATION', `${errors[0]!.field}: ${errors[0]!.message}`, errors);
}

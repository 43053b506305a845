import dayjs from 'dayjs';

/** Spec 1: dates display as DD-MM-YYYY and travel as YYYY-MM-DD. */
export const DISPLAY_DATE = 'DD-MM-YYYY';
export const WIRE_DATE = 'YYYY-MM-DD';

export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(DISPLAY_DATE) : value;
}

/** Bracketed keys as the bulk results label them: 'CL-01' → '[CL-01]'. */
export function bracketed(key: string): string {
  return key.startsWith('[') ? key : `[${key}]`;
}

/** The X of 'Do you want to delete these items with X ?': '[C01], [C02]'. */
export function keyList(keys: readonly string[]): string {
  return keys.map(bracketed).join(', ');
}

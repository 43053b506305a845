/** Spec 1: dates display as DD-MM-YYYY and travel as YYYY-MM-DD; one helper for the console. */
export { DISPLAY_DATE, WIRE_DATE, formatDate } from '../time/businessTime';

/** Bracketed keys as the bulk results label them: 'CL-01' → '[CL-01]'. */
export function bracketed(key: string): string {
  return key.startsWith('[') ? key : `[${key}]`;
}

/** The X of 'Do you want to delete these items with X ?': '[C01], [C02]'. */
export function keyList(keys: readonly string[]): string {
  return keys.map(bracketed).join(', ');
}

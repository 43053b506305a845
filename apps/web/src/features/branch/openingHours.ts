import { OPENING_TIMES } from '@dealer/contracts/branch';

/** Opening hours travel as 'HH.mm - HH.mm' (e.g. '08.00 - 17.00'); the form has two selects. */
export interface OpeningHours {
  open?: string;
  close?: string;
}

export const SEPARATOR = ' - ';

/** A day the branch does not open: the group's data says 'Tutup' (Indonesian for closed). */
export const CLOSED = 'Tutup';

export function composeHours({ open, close }: OpeningHours): string {
  if (open === CLOSED) return CLOSED;
  return open && close ? `${open}${SEPARATOR}${close}` : '';
}

/**
 * Accepts '08.00 - 17.00', '08:00-17:00', '8.00 - 17.30' and 'Tutup'; anything else reads as
 * unset.
 */
export function parseHours(value: string | null | undefined): OpeningHours {
  if (value?.trim().toLowerCase() === CLOSED.toLowerCase()) return { open: CLOSED };
  const match = /^\s*(\d{1,2})[.:](\d{2})\s*-\s*(\d{1,2})[.:](\d{2})\s*$/.exec(value ?? '');
  if (!match) return {};
  const time = (hours: string, minutes: string) => `${hours.padStart(2, '0')}.${minutes}`;
  const open = time(match[1]!, match[2]!);
  const close = time(match[3]!, match[4]!);
  return OPENING_TIMES.includes(open) && OPENING_TIMES.includes(close) ? { open, close } : {};
}

export const OPENING_TIME_OPTIONS = OPENING_TIMES.map((time) => ({ value: time, label: time }));

export const isClosed = (open: string | undefined) => open === CLOSED;

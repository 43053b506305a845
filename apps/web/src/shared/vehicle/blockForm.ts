import type { Dayjs } from 'dayjs';
import { pickerNow } from '../time/businessTime';
import { WIRE_DATE } from '../kit/format';

/** What the block popup hands to its screen: a block request without the unit. */
export interface BlockVehicleValues {
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD, not before startDate */
  endDate: string;
  reasonListMappingId: number;
  blockNotes: string | null;
}

/** The popup's form fields as antd holds them. */
export interface BlockFormFields {
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
  reasonListMappingId?: number;
  blockNotes?: string;
}

/** The server's limit on blockNotes (ZBlockRequest). */
export const BLOCK_NOTES_MAX = 500;

/** A day before the business zone's today (the server checks again). */
export function isPastDay(day: Dayjs, today: Dayjs = pickerNow()): boolean {
  return day.isBefore(today, 'day');
}

/** Validated form fields → the values sent (dates as YYYY-MM-DD, empty notes as null). */
export function toBlockValues(fields: Required<BlockFormFields>): BlockVehicleValues {
  const notes = fields.blockNotes?.trim() ?? '';
  return {
    startDate: fields.startDate!.format(WIRE_DATE),
    endDate: fields.endDate!.format(WIRE_DATE),
    reasonListMappingId: fields.reasonListMappingId,
    blockNotes: notes === '' ? null : notes,
  };
}

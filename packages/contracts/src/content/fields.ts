import { z } from 'zod';
import { trimmed } from '../bounds';

/** Field schemas the content entities share (not part of @dealer/contracts/content). */

/** A real calendar day as YYYY-MM-DD, year 1 or later (PostgreSQL refuses year 0 and month 13). */
export function calendarDay(message: string) {
  return z
    .string()
    .max(10)
    .refine((v) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || v < '0001-01-01') return false;
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, message);
}

export const url = (field: string) =>
  trimmed(500, `${field} has at most 500 characters`).refine(
    (v) => v === '' || /^https?:\/\/\S+$/i.test(v),
    `${field} must be an http(s) address`,
  );
export const fileId = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'must be the fileId of an uploaded image')
  .max(64)
  .nullable();
export const imageUrl = z.string().nullable();

const isoDay = calendarDay('must be a date as YYYY-MM-DD');
export const ZListQuery = z.object({
  branchCode: trimmed(10).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  generalFilter: trimmed(100).optional(),
  title: trimmed(100).optional(),
  creationTime: isoDay.optional(),
  modifiedTime: isoDay.optional(),
  activeStatus: z.enum(['true', 'false']).optional(),
  sortBy: z
    .enum(['name', 'validFrom', 'validTo', 'creationTime', 'modifiedTime'])
    .default('creationTime'),
  sort: z.enum(['asc', 'desc']).default('desc'),
});

import { z } from 'zod';
import { list, text, trimmed, WIDE_INTEGER } from '../bounds';
import { ZQuestAck } from './envelope';

/** The upload's columns, as the template writes them (the spec's arrays without the plural s). */
export const CORRECTION_COLUMNS = [
  'PlayerNo',
  'Branch',
  'TransactionTypeCode',
  'PointsType',
  'Points',
  'Description',
] as const;

export const CORRECTION_LIMITS = {
  /** Rows per correction batch (upload or save). */
  maxRows: 20_000,
  maxDescription: 200,
  /** Points of one row. */
  maxPoints: 10_000_000,
  maxReason: 300,
} as const;
/** One wrong cell: sheet row (the header is row 1; in a JSON save, index + 2) and column. */
export const ZDefectData = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type DefectData = z.infer<typeof ZDefectData>;

/** The body of a refused upload or save (HTTP 400): nothing was written. */
export const ZCorrectionRefusal = ZQuestAck.extend({
  acknowledge: z.literal(0),
  code: z.string(),
  message: z.string(),
  defectDatas: z.array(ZDefectData),
});
export type CorrectionRefusal = z.infer<typeof ZCorrectionRefusal>;

/** POST save: the spec's parallel arrays (one correction per index). */
const column = <T extends z.ZodType>(item: T) => list(item, CORRECTION_LIMITS.maxRows);
export const ZCorrectionSave = z.object({
  companyCode: trimmed(10).optional(),
  fileName: trimmed(120).optional(),
  PlayerNos: column(text(60)).min(1, 'PlayerNos needs at least one row'),
  Branchs: column(text(20)),
  TransactionTypeCodes: column(text(40)),
  PointsTypes: column(text(40)),
  /** Numbers or numeric text, as a sheet gives them; checked per row. */
  // Checked per row (a positive whole number up to maxPoints) so the refusal names the row.
  Points: column(z.union([z.number().min(-1e12).max(1e12).meta(WIDE_INTEGER), text(20)])),
  Descriptions: column(text(CORRECTION_LIMITS.maxDescription + 50)),
});
export type CorrectionSave = z.infer<typeof ZCorrectionSave>;

/** Template download: optionally prefilled with the picked branch's (or players') rows. */
export const ZTemplateQuery = z.object({
  branchCode: trimmed(20).optional(),
  /** Comma-separated player numbers (the employee picker). */
  playerNos: trimmed(2000).optional(),
});

import type { ErrorCode } from '@dealer/contracts';
import type { DefectData } from '@dealer/contracts/point-correction';
import { BodyError } from '../../platform/http/errors';

/** Defects shown at most; the count in the message stays exact. */
const MAX_DEFECTS = 1000;

/**
 * A refusal in both envelopes: the quest API's (responseCode, responseText, errorMsg, defectDatas
 * per row and column) and the console's error body (acknowledge 0, code, message).
 */
export function refuse(
  statusCode: number,
  message: string,
  defectDatas: DefectData[] = [],
  code: ErrorCode = statusCode === 409
    ? 'CONFLICT'
    : statusCode === 404
      ? 'NOT_FOUND'
      : 'VALIDATION',
  extra: Record<string, unknown> = {},
): BodyError {
  return new BodyError(statusCode, {
    acknowledge: 0,
    code,
    message,
    responseCode: String(statusCode),
    responseText: message,
    errorMsg: message,
    defectDatas: [...defectDatas].sort((a, b) => a.row - b.row).slice(0, MAX_DEFECTS),
    ...extra,
  });
}

export function refuseRows(fileName: string, defects: DefectData[]): BodyError {
  const rows = new Set(defects.map((d) => d.row)).size;
  return refuse(400, `${rows} row(s) of ${fileName} have errors; nothing was saved`, defects);
}

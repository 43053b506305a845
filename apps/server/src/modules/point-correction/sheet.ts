import { createHash } from 'node:crypto';
import {
  CORRECTION_COLUMNS,
  CORRECTION_LIMITS,
  type CorrectionSave,
  type DefectData,
} from '@dealer/contracts/point-correction';
import { cellText, type Cell } from '../../platform/excel/cells';
import { headerKey, type Sheet } from '../../platform/excel/read';
import type { RawCorrection } from './validate';

/** A sheet's column: the template's name or the spec's plural array name (PlayerNos, Branchs). */
const aliases = (column: string) => [headerKey(column), headerKey(`${column}s`)];

export interface ReadRows {
  raws: RawCorrection[];
  /** Missing columns or too many rows: the sheet is refused before any row is judged. */
  defects: DefectData[];
}

export function rowsOfSheet(sheet: Sheet): ReadRows {
  const present = new Set(sheet.headers.map(headerKey));
  const keyOf = new Map(
    CORRECTION_COLUMNS.map((c) => [c, aliases(c).find((k) => present.has(k))] as const),
  );
  const missing = CORRECTION_COLUMNS.filter((c) => c !== 'Description' && !keyOf.get(c));
  if (missing.length > 0) {
    return {
      raws: [],
      defects: missing.map((column) => ({
        row: 1,
        column,
        message: `Column ${column} is missing: download the point-correction template`,
      })),
    };
  }
  const tooMany = tooManyRows(sheet.rows.length);
  if (tooMany) return { raws: [], defects: [tooMany] };
  const cell = (cells: Map<string, Cell>, c: (typeof CORRECTION_COLUMNS)[number]) => {
    const key = keyOf.get(c);
    return key === undefined ? null : (cells.get(key) ?? null);
  };
  return {
    defects: [],
    raws: sheet.rows.map((r) => {
      const points = cell(r.cells, 'Points');
      return {
        row: r.row,
        playerNo: cellText(cell(r.cells, 'PlayerNo')),
        branch: cellText(cell(r.cells, 'Branch')),
        transactionTypeCode: cellText(cell(r.cells, 'TransactionTypeCode')),
        pointsType: cellText(cell(r.cells, 'PointsType')),
        points: typeof points === 'number' ? points : cellText(points),
        description: cellText(cell(r.cells, 'Description')),
      };
    }),
  };
}

function tooManyRows(count: number): DefectData | undefined {
  if (count <= CORRECTION_LIMITS.maxRows) return undefined;
  return {
    row: CORRECTION_LIMITS.maxRows + 2,
    column: 'PlayerNo',
    message: `A correction batch has at most ${CORRECTION_LIMITS.maxRows.toLocaleString('en-US')} rows, this one ${count.toLocaleString('en-US')}: split it`,
  };
}

/** The spec's JSON arrays as rows; arrays of different lengths are refused naming the column. */
export function rowsOfSave(body: CorrectionSave): ReadRows {
  const arrays = {
    PlayerNo: body.PlayerNos,
    Branch: body.Branchs,
    TransactionTypeCode: body.TransactionTypeCodes,
    PointsType: body.PointsTypes,
    Points: body.Points,
    Description: body.Descriptions,
  };
  const count = body.PlayerNos.length;
  const uneven = Object.entries(arrays)
    .filter(
      ([column, values]) =>
        values.length !== count && !(column === 'Description' && values.length === 0),
    )
    .map(([column, values]) => ({
      row: 1,
      column,
      message: `${column}s has ${values.length} values, PlayerNos has ${count}`,
    }));
  if (uneven.length > 0) return { raws: [], defects: uneven };
  return {
    defects: [],
    raws: body.PlayerNos.map((playerNo, i) => ({
      row: i + 2,
      playerNo: playerNo.trim(),
      branch: (body.Branchs[i] ?? '').trim(),
      transactionTypeCode: (body.TransactionTypeCodes[i] ?? '').trim(),
      pointsType: (body.PointsTypes[i] ?? '').trim(),
      points:
        typeof body.Points[i] === 'string' ? (body.Points[i] as string).trim() : body.Points[i],
      description: (body.Descriptions[i] ?? '').trim(),
    })),
  };
}

/** The identity of an upload: the sha256 of its bytes (a JSON save: of its arrays). */
export const hashOf = (content: Buffer | string) =>
  createHash('sha256').update(content).digest('hex');

export function hashOfSave(body: CorrectionSave): string {
  return hashOf(
    JSON.stringify([
      body.PlayerNos,
      body.Branchs,
      body.TransactionTypeCodes,
      body.PointsTypes,
      body.Points.map(String),
      body.Descriptions,
    ]),
  );
}

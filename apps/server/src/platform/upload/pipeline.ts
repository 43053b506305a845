import { UPLOAD_MESSAGES, type UploadResponse, type UploadRowError } from '@dealer/contracts';
import type { Db } from '../../db/client';
import { cellDate, cellFlag, cellNumber, cellText, isBlank } from '../excel/cells';
import { headerKey, type Sheet, type SheetRow } from '../excel/read';
import { BodyError } from '../http/errors';
import { normalizeKey } from '../master/unique';
import { readUpload, UploadRefused } from './read';
import type { ReceivedFile } from './receive';
import type { RowReader, UploadModule } from './types';

/** Row errors shown at most; the count in the message stays exact. */
const MAX_ERRORS = 1000;

function refuse(message: string, errors: UploadRowError[]): BodyError {
  return new BodyError(400, {
    acknowledge: 0,
    code: 'VALIDATION',
    message,
    inserted: 0,
    errors: errors.slice(0, MAX_ERRORS),
  });
}

/** Stage 1 (spec 1 section 5): every row has every mandatory column, else nothing goes further. */
function mandatoryErrors(sheet: Sheet, mandatory: string[]): UploadRowError[] {
  const present = new Set(sheet.headers.map(headerKey));
  const missingColumns = mandatory.filter((c) => !present.has(headerKey(c)));
  if (missingColumns.length > 0) {
    return missingColumns.map((column) => ({
      row: 1,
      column,
      message: `Column ${column} is missing`,
    }));
  }
  return sheet.rows.flatMap((r) =>
    mandatory
      .filter((column) => isBlank(r.cells.get(headerKey(column)) ?? null))
      .map((column) => ({ row: r.row, column, message: `${column} is required` })),
  );
}

function rowReader(r: SheetRow, errors: UploadRowError[]): RowReader {
  const cell = (column: string) => r.cells.get(headerKey(column)) ?? null;
  const error = (column: string, message: string) => errors.push({ row: r.row, column, message });
  return {
    row: r.row,
    error,
    text: (column) => cellText(cell(column)),
    optionalText: (column) => cellText(cell(column)) || null,
    flag(column) {
      const value = cellFlag(cell(column));
      if (value === undefined) error(column, `${column} must be 1 or 0`);
      return value ?? false;
    },
    date(column) {
      const value = cellDate(cell(column));
      if (value === undefined) error(column, `${column} must be a date (YYYY-MM-DD or DD-MM-YYYY)`);
      return value ?? '';
    },
    number(column) {
      const value = cellNumber(cell(column));
      if (value === undefined) error(column, `${column} must be a number`);
      return value ?? Number.NaN;
    },
  };
}

/**
 * The one upload pipeline of every master module: read, mandatory columns, codes to ids, the
 * module's zod input schema, duplicates (in the file and against active rows), then every row in
 * ONE transaction. Any error at any stage writes nothing and lists each (row, column, message).
 */
export async function runUpload<TInput, TLookups>(
  db: Db,
  module: UploadModule<TInput, TLookups>,
  file: ReceivedFile,
  actor: string,
): Promise<UploadResponse> {
  let sheet: Sheet;
  try {
    sheet = await readUpload(file);
  } catch (error) {
    if (error instanceof UploadRefused) throw refuse(error.message, []);
    throw error;
  }
  if (sheet.rows.length === 0) throw refuse(`${file.fileName} has no data rows`, []);

  const mandatory = module.columns.filter((c) => c.mandatory).map((c) => c.name);
  const missing = mandatoryErrors(sheet, mandatory);
  if (missing.length > 0) throw refuse(UPLOAD_MESSAGES.mandatory, missing);

  const errors: UploadRowError[] = [];
  const lookups = await module.lookups(db);
  const rows: { row: number; input: TInput }[] = [];
  for (const r of sheet.rows) {
    const before = errors.length;
    const raw = module.toInput(rowReader(r, errors), lookups);
    if (errors.length > before) continue; // an unknown code: its zod errors would only add noise
    const parsed = module.schema.safeParse(raw);
    if (parsed.success) {
      rows.push({ row: r.row, input: parsed.data });
      continue;
    }
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      errors.push({ row: r.row, column: module.columnOf[field] ?? field, message: issue.message });
    }
  }

  return db.transaction(async (tx) => {
    for (const rule of module.unique) {
      const values = rows.map((r) => rule.key(r.input, lookups));
      const keys = values.map((v) => (v === undefined ? undefined : normalizeKey(v)));
      const wanted = [...new Set(keys.filter((k): k is string => k !== undefined))];
      const taken = await rule.taken(tx, wanted);
      const firstRow = new Map<string, number>();
      rows.forEach((r, i) => {
        const key = keys[i];
        const value = values[i];
        if (key === undefined) return;
        if (taken.has(key)) {
          errors.push({
            row: r.row,
            column: rule.column,
            message: `${rule.label} ${value} already exists`,
          });
        } else if (firstRow.has(key)) {
          errors.push({
            row: r.row,
            column: rule.column,
            message: `${rule.label} ${value} is repeated (first in row ${firstRow.get(key)})`,
          });
        } else {
          firstRow.set(key, r.row);
        }
      });
    }
    if (errors.length > 0) {
      errors.sort((a, b) => a.row - b.row);
      const rowCount = new Set(errors.map((e) => e.row)).size;
      throw refuse(`${rowCount} row(s) of ${file.fileName} have errors; nothing was saved`, errors);
    }
    const inserted = await module.insert(
      tx,
      rows.map((r) => r.input),
      actor,
    );
    return { acknowledge: 1, message: `${inserted} rows uploaded`, inserted, errors: [] };
  });
}

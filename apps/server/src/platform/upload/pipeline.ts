import {
  UPLOAD_MESSAGES,
  type UploadErrorKind,
  type UploadResponse,
  type UploadRowError,
} from '@dealer/contracts';
import type { Db, Tx } from '../../db/client';
import { cellDate, cellFlag, cellNumber, cellText, isBlank } from '../excel/cells';
import { headerKey, type Sheet, type SheetRow } from '../excel/read';
import { BodyError } from '../http/errors';
import { normalizeKey } from '../records/unique';
import { readUpload, UploadRefused } from './read';
import type { ReceivedFile } from './receive';
import type { RowReader, UploadModule } from './types';
import { acknowledged } from '../http/envelopes';

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

/** Kinds that mean 'Field Mandatory is Required' (spec 1 section 5) is the message of the refusal. */
const MANDATORY_KINDS = new Set<UploadErrorKind>(['column', 'required']);

/**
 * The problems of one data row. A cell reports its first problem only when later ones follow from
 * it (a blank mandatory cell is also an unknown code and a zod 'required'; an unknown code is also a
 * zod 'required' id): each is one thing for the user to fix, not three. A column missing from the
 * header is reported once on row 1, never again on every row.
 */
class RowProblems {
  readonly errors: UploadRowError[] = [];
  /** Columns of this row that have a problem, with the kind of the first one. */
  readonly bad = new Map<string, UploadErrorKind>();

  constructor(
    readonly row: number,
    private readonly missing: ReadonlySet<string>,
  ) {}

  /**
   * `fromSchema`: a zod issue, left out when its cell already has a problem. A module may name
   * two problems of one filled cell (a material of another model and a transmission it lacks);
   * nothing more is said of a blank mandatory cell.
   */
  add(column: string, message: string, kind: UploadErrorKind, fromSchema = false): void {
    if (this.missing.has(column)) return;
    const first = this.bad.get(column);
    if (first === 'required' || (fromSchema && first !== undefined)) return;
    if (first === undefined) this.bad.set(column, kind);
    this.errors.push({ row: this.row, column, message, kind });
  }
}

function rowReader(r: SheetRow, problems: RowProblems): RowReader {
  const cell = (column: string) => r.cells.get(headerKey(column)) ?? null;
  const error = (column: string, message: string) => problems.add(column, message, 'value');
  return {
    row: r.row,
    error,
    unknown: (column, value) => problems.add(column, `Unknown ${column} ${value}`, 'code'),
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

interface CheckedRow<TInput> {
  row: number;
  /** The parsed input; only for a row without any problem. */
  input: TInput | undefined;
  /** What the duplicate rules may read: the input's fields that passed their checks. */
  known: Partial<TInput>;
  bad: ReadonlyMap<string, UploadErrorKind>;
}

/**
 * Every problem of one row in one pass: blank mandatory cells, then the module's codes and values,
 * then the schema (issues of cells already reported are left out as noise).
 */
function checkRow<TInput, TLookups>(
  module: UploadModule<TInput, TLookups>,
  r: SheetRow,
  lookups: TLookups,
  mandatory: readonly string[],
  missing: ReadonlySet<string>,
  errors: UploadRowError[],
): CheckedRow<TInput> {
  const problems = new RowProblems(r.row, missing);
  for (const column of mandatory) {
    if (isBlank(r.cells.get(headerKey(column)) ?? null)) {
      problems.add(column, `${column} is required`, 'required');
    }
  }
  const raw = module.toInput(rowReader(r, problems), lookups);
  const parsed = module.schema.safeParse(raw);
  const failedFields = new Set<string>();
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      failedFields.add(field);
      problems.add(module.columnOf[field] ?? field, issue.message, 'value', true);
    }
  }
  errors.push(...problems.errors);
  const clean = parsed.success && problems.errors.length === 0;
  // The fields whose cells passed: toInput builds the schema's fields (some of a failed row
  // undefined or refused by the schema, which are left out here), so they read as Partial<TInput>.
  const source: object = parsed.success
    ? (parsed.data as object)
    : typeof raw === 'object' && raw !== null
      ? raw
      : {};
  const known = Object.fromEntries(
    Object.entries(source).filter(([field]) => {
      const column = module.columnOf[field] ?? field;
      return !failedFields.has(field) && !problems.bad.has(column) && !missing.has(column);
    }),
  ) as Partial<TInput>;
  return {
    row: r.row,
    input: clean ? parsed.data : undefined,
    known,
    bad: problems.bad,
  };
}

/**
 * Duplicates of every row (a row with other problems too, so they show in the same pass): a key
 * twice in the file names the first row, a key active rows hold is refused. A rule is not asked of
 * a row whose own column already has a problem (its key would be wrong).
 */
async function duplicateErrors<TInput, TLookups>(
  tx: Tx,
  module: UploadModule<TInput, TLookups>,
  rows: readonly CheckedRow<TInput>[],
  lookups: TLookups,
  missing: ReadonlySet<string>,
): Promise<UploadRowError[]> {
  const errors: UploadRowError[] = [];
  for (const rule of module.unique) {
    if (missing.has(rule.column)) continue;
    const values = rows.map((r) =>
      r.bad.has(rule.column) ? undefined : rule.key(r.known, lookups),
    );
    const keys = values.map((v) => (v === undefined ? undefined : normalizeKey(v)));
    const wanted = [...new Set(keys.filter((k): k is string => k !== undefined))];
    const taken = wanted.length > 0 ? await rule.taken(tx, wanted) : new Set<string>();
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
          kind: 'exists',
        });
      } else if (firstRow.has(key)) {
        errors.push({
          row: r.row,
          column: rule.column,
          message: `${rule.label} ${value} is repeated (first in row ${firstRow.get(key)})`,
          kind: 'repeated',
        });
      } else {
        firstRow.set(key, r.row);
      }
    });
  }
  return errors;
}

/**
 * The one upload pipeline of every module: read, then ONE pass over the whole file that finds
 * every problem of every class (missing columns, blank mandatory cells, unknown codes, values the
 * schema refuses, duplicates in the file and against active rows), then every row in ONE
 * transaction. Any problem writes nothing and the answer lists each (row, column, message, kind),
 * so the user fixes the file once instead of uploading it once per class of problem.
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

  const present = new Set(sheet.headers.map(headerKey));
  const mandatory = module.columns.filter((c) => c.mandatory).map((c) => c.name);
  const missing = new Set(mandatory.filter((c) => !present.has(headerKey(c))));
  const errors: UploadRowError[] = [...missing].map((column) => ({
    row: 1,
    column,
    message: `Column ${column} is missing`,
    kind: 'column',
  }));
  const lookups = await module.lookups(db);
  const rows = sheet.rows.map((r) => checkRow(module, r, lookups, mandatory, missing, errors));

  return db.transaction(async (tx) => {
    errors.push(...(await duplicateErrors(tx, module, rows, lookups, missing)));
    if (errors.length > 0)
      throw refuse(refusalMessage(module, file, errors), sorted(module, errors));
    const inputs = rows.map((r) => r.input).filter((i): i is TInput => i !== undefined);
    const inserted = await module.insert(tx, inputs, actor);
    return { ...acknowledged(`${inserted} rows uploaded`), inserted, errors: [] };
  });
}

/** By row, then in the template's column order, so a row's problems read left to right. */
function sorted<TInput, TLookups>(
  module: UploadModule<TInput, TLookups>,
  errors: UploadRowError[],
): UploadRowError[] {
  const order = new Map(module.columns.map((c, i) => [c.name, i]));
  const at = (column: string) => order.get(column) ?? module.columns.length;
  return errors.sort((a, b) => a.row - b.row || at(a.column) - at(b.column));
}

function refusalMessage<TInput, TLookups>(
  module: UploadModule<TInput, TLookups>,
  file: ReceivedFile,
  errors: readonly UploadRowError[],
): string {
  const listed =
    errors.length > MAX_ERRORS ? `; the first ${MAX_ERRORS} of ${errors.length} are listed` : '';
  // Spec 1 section 5 names this message for incomplete rows; the list carries the other classes.
  if (errors.some((e) => e.kind !== undefined && MANDATORY_KINDS.has(e.kind))) {
    return `${UPLOAD_MESSAGES.mandatory}${listed}`;
  }
  const rowCount = new Set(errors.map((e) => e.row)).size;
  return `${rowCount} row(s) of ${file.fileName} have errors; nothing was saved${listed}`;
}

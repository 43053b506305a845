import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client';
import type { TemplateColumn } from '../excel/template';

/** Reads one sheet row; invalid cells record a row error under their column. */
export interface RowReader {
  row: number;
  text(column: string): string;
  /** Empty text becomes null (optional columns). */
  optionalText(column: string): string | null;
  /** 1 / '1' / true => true, 0 / '' => false; anything else is a row error. */
  flag(column: string): boolean;
  /** Excel date cells, 'YYYY-MM-DD' or 'DD-MM-YYYY' -> 'YYYY-MM-DD'; else a row error. */
  date(column: string): string;
  number(column: string): number;
  /** A value of a module's own rule (a transmission its material does not have, ...). */
  error(column: string, message: string): void;
  /** A code the lookups do not know: 'Unknown <column> <value>'. */
  unknown(column: string, value: string): void;
}

export interface UploadUnique<TInput, TLookups> {
  column: string;
  label: string;
  /**
   * The key as shown in messages; undefined = the rule does not apply to this row. It is also
   * asked of rows that failed other checks (so one pass finds their duplicates too): those come
   * with the fields that failed left out, hence Partial.
   */
  key(input: Partial<TInput>, lookups: TLookups): string | undefined;
  /** Normalised keys (see normalizeKey) among `keys` that active rows already hold. */
  taken(db: DbOrTx, keys: string[]): Promise<Set<string>>;
}

/** What a module tells the generic upload pipeline. */
export interface UploadModule<TInput, TLookups> {
  /** File name stem of the template: '<name>-template.xlsx'. */
  name: string;
  /** Template columns; the mandatory ones are spec 1 section 5's list for the module. */
  columns: TemplateColumn[];
  /** Everything codes map to, loaded once per upload (never one query per row). */
  lookups(db: DbOrTx): Promise<TLookups>;
  /** Maps codes to ids and cells to the module's input; unknown codes are row errors. */
  toInput(row: RowReader, lookups: TLookups): unknown;
  schema: z.ZodType<TInput>;
  /** The column an input field came from, to name it in validation errors. */
  columnOf: Record<string, string>;
  unique: UploadUnique<TInput, TLookups>[];
  /** Inserts every row in multi-row statements; runs inside the pipeline's transaction. */
  insert(tx: Tx, inputs: TInput[], actor: string): Promise<number>;
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ZOrderPartner, ZOrderUnit, ZTestDriveOrder, ZTestDriveUnit } from '@dealer/contracts';
import { migrationsFolder } from '../../db/migrate';
import { ORDER_JSON_FIELDS } from './query';

/**
 * An order's JSON is written in more than one place: modules/order/query.ts builds it from the
 * tables, and SQL functions in the migrations store it for the board and the stock list (fast
 * reads without a join per order). Adding a field to an order means changing every place; this
 * test names them all (as docs/order.md does) and fails when one lacks a field of the contract,
 * when a migration redefines one of them, or when a new function starts writing order JSON.
 * That the stored texts equal the built ones, byte for byte, is boardDocs.test.ts's business.
 */
const PLACES = {
  /** The order's own fields, with null placeholders for the branch code and the unit. */
  order_board_doc_refresh: '0023_board_doc_refresh_by_join.sql',
  /** The unit as an order shows it (testDriveUnit), per unit and branch. */
  unit_board_doc_refresh: '0023_board_doc_refresh_by_join.sql',
  /** The stock list's unit (its day's booking state is added when the list is read). */
  unit_list_doc_refresh: '0024_unit_list_docs.sql',
} as const;
type Place = keyof typeof PLACES;

const folder = migrationsFolder();
const migrations = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .map((name) => ({ name, text: readFileSync(join(folder, name), 'utf8') }));

/** Every function definition of the migrations: its name, its file and its body. */
function definitions(): { fn: string; file: string; body: string }[] {
  const found: { fn: string; file: string; body: string }[] = [];
  for (const { name, text } of migrations) {
    const re = /CREATE (?:OR REPLACE )?FUNCTION (\w+)\([\s\S]*?\$\$([\s\S]*?)\$\$/g;
    for (const match of text.matchAll(re)) {
      found.push({ fn: match[1]!, file: name, body: match[2]! });
    }
  }
  return found;
}

/** The latest body of a function, and the file that defines it last. */
function latest(fn: Place): { file: string; body: string } {
  const all = definitions().filter((d) => d.fn === fn);
  const last = all.at(-1);
  if (!last) throw new Error(`no migration defines ${fn}`);
  return last;
}

/**
 * The JSON names a SELECT gives its columns: every `AS "name"`, and the lower-case ones PostgreSQL
 * keeps as written (`AS stnkdate`, a bare `u.id`) when the contract has them: an unquoted alias is
 * as often a table's (`AS d`, `AS unit_id`), which no JSON shows.
 */
function aliases(sql: string, contract: string[]): Set<string> {
  const quoted = [...sql.matchAll(/\bAS "([A-Za-z]\w*)"/g)].map((m) => m[1]!);
  const unquoted = [
    ...sql.matchAll(/\bAS ([a-z]\w*)\b/g),
    ...sql.matchAll(/[(,]\s*\w\.([a-z]+)\s*[,)]/g),
  ]
    .map((m) => m[1]!)
    .filter((name) => contract.includes(name));
  const bare = [...sql.matchAll(/SELECT (?:u|o)\.(id|version)\b/g)].map((m) => m[1]!);
  return new Set([...quoted, ...unquoted, ...bare]);
}

const keys = (shape: { shape: object }) => Object.keys(shape.shape).sort();
const sorted = (names: Iterable<string>) => [...names].sort();

/** The contract's fields a place does not write, and the names it writes beyond them. */
function against(written: Set<string>, expected: string[]) {
  return {
    missing: expected.filter((name) => !written.has(name)),
    extra: sorted(written).filter((name) => !expected.includes(name)),
  };
}
const NONE = { missing: [], extra: [] };

describe("the places an order's JSON is written", () => {
  it("query.ts writes exactly the contract's fields of an order", () => {
    expect(sorted(ORDER_JSON_FIELDS)).toEqual(keys(ZTestDriveOrder));
  });

  it('lists every migration function that writes order or unit JSON, at its latest definition', () => {
    const writers = definitions()
      .filter((d) => /"testDriveOrderNo"|"modelMaterialDesc"/.test(d.body))
      .map((d) => d.fn);
    expect(sorted(new Set(writers))).toEqual(sorted(Object.keys(PLACES)));
    for (const [fn, file] of Object.entries(PLACES)) expect(latest(fn as Place).file).toBe(file);
  });

  it("stores the board's order document with every field of the contract", () => {
    const written = aliases(latest('order_board_doc_refresh').body, keys(ZTestDriveOrder));
    for (const partnerField of keys(ZOrderPartner)) written.delete(partnerField);
    expect(against(written, keys(ZTestDriveOrder))).toEqual(NONE);
  });

  it('stores the unit an order shows with every field of the contract', () => {
    const written = aliases(latest('unit_board_doc_refresh').body, keys(ZOrderUnit));
    expect(against(written, keys(ZOrderUnit))).toEqual(NONE);
  });

  it("stores the stock list's unit with every field but the day's booking state", () => {
    const ofTheDay = ['isBlock', 'bookingStatus', 'blockageDetails'];
    const expected = keys(ZTestDriveUnit).filter((k) => !ofTheDay.includes(k));
    const written = aliases(latest('unit_list_doc_refresh').body, expected);
    expect(against(written, expected)).toEqual(NONE);
  });

  it('is named, place by place, in docs/order.md', () => {
    const doc = readFileSync(join(import.meta.dirname, '../../../../../docs/order.md'), 'utf8');
    for (const [fn, file] of Object.entries(PLACES)) {
      expect(doc).toContain(fn);
      expect(doc).toContain(file);
    }
    expect(doc).toContain('ORDER_JSON_FIELDS');
  });
});

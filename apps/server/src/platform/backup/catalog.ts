import { sql } from 'drizzle-orm';
import { rows, type DbOrTx } from '../../db/client';

/**
 * What a backup needs to know about the database, read from the PostgreSQL catalog (PGlite has
 * the same one), so a table added by a later migration is backed up without touching this code.
 */

export interface TableInfo {
  name: string;
  /** Stored columns in their order; generated columns are left out (the database recomputes them). */
  columns: string[];
}

export interface TableSummary {
  name: string;
  rows: number;
  /** md5 of the table's rows as canonical JSON, sorted: equal iff the contents are equal. */
  checksum: string;
}

export interface SequenceValue {
  name: string;
  value: number;
  isCalled: boolean;
}

/** Double-quoted identifier (names come from the catalog, but quoting keeps odd names safe). */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * Pins the text form of values (time zone, interval and date style) for the rest of the
 * transaction, so the same row gives the same JSON, and checksum, on any server and session.
 */
export async function pinTextFormat(tx: DbOrTx): Promise<void> {
  await rows(tx, sql.raw(`set local timezone = 'UTC'`));
  await rows(tx, sql.raw(`set local datestyle = 'ISO, YMD'`));
  await rows(tx, sql.raw(`set local intervalstyle = 'postgres'`));
  await rows(tx, sql.raw(`set local extra_float_digits = 3`));
}

/**
 * Every table of the public schema, parents before children (foreign keys), so that loading them
 * in this order satisfies every constraint. Ties are broken by name, so the order is stable.
 */
export async function listTables(tx: DbOrTx): Promise<TableInfo[]> {
  const columns = await rows<{ table: string; column: string }>(
    tx,
    sql.raw(`
      select c.relname as "table", a.attname as "column"
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attgenerated = ''
      order by c.relname, a.attnum`),
  );
  const edges = await rows<{ child: string; parent: string }>(
    tx,
    sql.raw(`
      select distinct c.relname as child, p.relname as parent
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_class p on p.oid = k.confrelid
      join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`),
  );
  const byName = new Map<string, string[]>();
  for (const { table, column } of columns) {
    byName.set(table, [...(byName.get(table) ?? []), column]);
  }
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of edges) {
    parents.set(child, (parents.get(child) ?? new Set()).add(parent));
  }
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const pending = [...byName.keys()].sort();
  while (pending.length > 0) {
    const next = pending.findIndex((name) =>
      [...(parents.get(name) ?? [])].every((p) => placed.has(p) || !byName.has(p)),
    );
    if (next < 0) throw new Error(`Foreign keys form a cycle among: ${pending.join(', ')}`);
    const [name] = pending.splice(next, 1) as [string];
    placed.add(name);
    ordered.push({ name, columns: byName.get(name)! });
  }
  return ordered;
}

/** The SQL of one row as canonical JSON text (jsonb sorts keys), the unit of dump and checksum. */
export function rowJson(table: string): string {
  return `to_jsonb(${ident(table)})::text`;
}

/** Row count and content checksum of one table (call after pinTextFormat). */
export async function summarize(tx: DbOrTx, table: string): Promise<TableSummary> {
  const [row] = await rows<{ n: number | string; checksum: string }>(
    tx,
    sql.raw(`
      select count(*) as n, md5(coalesce(string_agg(j, E'\\n' order by j), '')) as checksum
      from (select ${rowJson(table)} as j from ${ident(table)}) t`),
  );
  return { name: table, rows: Number(row!.n), checksum: row!.checksum };
}

/** Current values of the sequences behind serial columns, so restored ids continue, not repeat. */
export async function readSequences(tx: DbOrTx): Promise<SequenceValue[]> {
  const names = await rows<{ name: string }>(
    tx,
    sql.raw(`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' order by c.relname`),
  );
  const values: SequenceValue[] = [];
  for (const { name } of names) {
    const [row] = await rows<{ last_value: number | string; is_called: boolean }>(
      tx,
      sql.raw(`select last_value, is_called from ${ident(name)}`),
    );
    values.push({ name, value: Number(row!.last_value), isCalled: row!.is_called });
  }
  return values;
}

/** Whether any table of the public schema holds a row: restoring over it needs --force. */
export async function hasRows(tx: DbOrTx): Promise<boolean> {
  for (const table of await listTables(tx)) {
    const [row] = await rows<{ found: boolean }>(
      tx,
      sql.raw(`select exists (select 1 from ${ident(table.name)}) as found`),
    );
    if (row!.found) return true;
  }
  return false;
}

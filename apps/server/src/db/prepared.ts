import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { rows, type Database, type DbOrTx } from './client';
import { compileStatement } from './compile';

/** Runs one statement and returns its rows: plainly (inside a transaction) or prepared. */
export type Runner = <T>(statement: SQL) => Promise<T[]>;

/** Through drizzle on `db`: the only way inside a transaction. */
export const plainRunner =
  (db: DbOrTx): Runner =>
  <T>(statement: SQL) =>
    rows<T>(db, statement);

/** Statement texts depend on which filters are set, a few hundred at most; past that, start over. */
const MAX_NAMES = 2_000;

/**
 * Each SQL text as one named prepared statement on the pool's connections: PostgreSQL parses and
 * plans it once per connection instead of on every call. For hot reads whose text depends only on
 * which filters are set (not on their values): a join-heavy read planned on every call spent more
 * time planning than running (the boards' page: ~18 ms planning, ~3 ms running under load).
 * `prefix` keeps each module's statement names apart. Names are remembered by text: hashing a
 * board statement's text on every call showed in the CPU profile.
 */
export function preparedRunner(database: Database, prefix: string): Runner {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined) {
      if (names.size >= MAX_NAMES) names.clear();
      name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
      names.set(text, name);
    }
    return name;
  };
  return <T>(statement: SQL) => {
    const query = compileStatement(statement);
    return database.queryPrepared<T>(nameOf(query.sql), query.sql, query.params);
  };
}

import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { rows, type Database, type DbOrTx } from './client';

/** Runs one statement and returns its rows: plainly (inside a transaction) or prepared. */
export type Runner = <T>(statement: SQL) => Promise<T[]>;

/** Through drizzle on `db`: the only way inside a transaction. */
export const plainRunner =
  (db: DbOrTx): Runner =>
  <T>(statement: SQL) =>
    rows<T>(db, statement);

const dialect = new PgDialect();

/**
 * Each SQL text as one named prepared statement on the pool's connections: PostgreSQL parses and
 * plans it once per connection instead of on every call. For hot reads whose text depends only on
 * which filters are set (not on their values): a join-heavy read planned on every call spent more
 * time planning than running (the boards' page: ~18 ms planning, ~3 ms running under load).
 * `prefix` keeps each module's statement names apart.
 */
export const preparedRunner =
  (database: Database, prefix: string): Runner =>
  <T>(statement: SQL) => {
    const query = dialect.sqlToQuery(statement);
    const name = `${prefix}_${createHash('sha1').update(query.sql).digest('hex').slice(0, 16)}`;
    return database.queryPrepared<T>(name, query.sql, query.params);
  };

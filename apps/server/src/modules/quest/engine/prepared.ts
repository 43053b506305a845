import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';

/** The parts of drizzle's database/transaction object a named statement needs (both drivers). */
interface Internals {
  dialect: { sqlToQuery(statement: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

const names = new Map<string, string>();

/** A statement's name: derived from its text, so one name never stands for two texts. */
function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `quest_${createHash('md5').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Rows of a raw statement run as a named prepared statement on PostgreSQL (PGlite runs it
 * plainly), inside the caller's transaction like `rows`. The scoring statements of an order move
 * join a dozen tables: planning them took 0.9 ms of the 1.0 ms each cost on the server. Prepared,
 * they are parsed and planned once per connection. The statement text must not vary with the
 * data (pass lists as one array parameter), or every variant would be prepared anew.
 */
export async function preparedRows<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  const internals = db as unknown as Internals;
  const query = internals.dialect.sqlToQuery(statement);
  const result = await internals.session
    .prepareQuery(query, undefined, nameOf(query.sql), false)
    .execute();
  return (result as { rows: T[] }).rows;
}

/** An integer list as one PostgreSQL array parameter (cast it with ::integer[]). */
export const intArray = (values: number[]) => `{${values.join(',')}}`;

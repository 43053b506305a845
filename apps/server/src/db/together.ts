import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

type Read = () => PromiseLike<unknown>;
type Results<T extends readonly Read[]> = {
  -readonly [K in keyof T]: T[K] extends () => PromiseLike<infer R> ? R : never;
};

/**
 * Independent reads, side by side on the pool (each on its own connection) but one after another
 * inside a transaction. A transaction is one connection: pg only queues overlapping calls on it,
 * so they gain nothing there, and pg 8 warns that it will refuse them in pg 9 ("Calling
 * client.query() when the client is already executing a query"). Services that take `Db | Tx`
 * read through this, so they are right in a caller's transaction too.
 */
export async function readTogether<const T extends readonly Read[]>(
  db: DbOrTx,
  reads: T,
): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) {
    return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  }
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}

import { Name, SQL, StringChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

export interface CompiledStatement {
  sql: string;
  params: unknown[];
}

const dialect = new PgDialect();

/** A value drizzle sends as a `$n` parameter as it is (its last, catch-all case). */
function isPlainParam(chunk: unknown): boolean {
  if (chunk === null) return true;
  switch (typeof chunk) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'bigint':
      return true;
    case 'object':
      return chunk instanceof Date || Buffer.isBuffer(chunk);
    default:
      return false;
  }
}

/**
 * Appends `chunks` to `text` and `params` the way drizzle's PostgreSQL dialect would, for the
 * chunks hand-written statements are made of: text, nested `sql` (`sql.join`, `sql.raw`), names
 * (`sql.identifier`), lists and plain values. Answers false on anything else (columns, tables,
 * `sql.param`, placeholders, inlined params); the caller then lets drizzle compile it all.
 */
function appendChunks(chunks: readonly unknown[], text: string[], params: unknown[]): boolean {
  for (const chunk of chunks) {
    if (chunk instanceof StringChunk) {
      text.push(chunk.value.join(''));
    } else if (chunk instanceof Name) {
      // `sql.identifier`: PostgreSQL's quoting, as drizzle's PgDialect.escapeName does it.
      text.push(`"${chunk.value.replace(/"/g, '""')}"`);
    } else if (chunk === undefined) {
      continue;
    } else if (Array.isArray(chunk)) {
      text.push('(');
      for (let i = 0; i < chunk.length; i++) {
        if (i > 0) text.push(', ');
        if (!appendChunks([chunk[i]], text, params)) return false;
      }
      text.push(')');
    } else if (chunk instanceof SQL) {
      // `shouldInlineParams` is private in drizzle's types: read it as data, not through them.
      if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
      if (!appendChunks(chunk.queryChunks, text, params)) return false;
    } else if (isPlainParam(chunk)) {
      params.push(chunk);
      text.push(`$${params.length}`);
    } else {
      return false;
    }
  }
  return true;
}

/**
 * The text and parameters of `statement` in one pass, for the chunks `appendChunks` knows;
 * undefined when it holds anything else.
 */
export function compileHandWritten(statement: SQL): CompiledStatement | undefined {
  const text: string[] = [];
  const params: unknown[] = [];
  return appendChunks([statement], text, params) ? { sql: text.join(''), params } : undefined;
}

/**
 * The text and parameters of `statement`, byte for byte what drizzle's `sqlToQuery` makes of it
 * (tests compare the two on every board and unit-search shape). drizzle's generic walk (a type test per
 * chunk and kind, a tracing span, merged arrays per nested `sql`) took about a tenth of the
 * board's server time under load (CPU profile, session 12); hand-written statements take one
 * pass instead.
 */
export function compileStatement(statement: SQL): CompiledStatement {
  return compileHandWritten(statement) ?? dialect.sqlToQuery(statement);
}

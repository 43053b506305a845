import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Search text typed by a user is matched as itself, never as a LIKE pattern: '%' must not match
 * every row, '_' not any character, and a trailing backslash must not make PostgreSQL refuse the
 * pattern ('LIKE pattern must not end with escape character', a 500). Every LIKE / ILIKE of the
 * server goes through these two helpers.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The escape character travels as a parameter: a '\' literal in the SQL text would change
 * meaning with standard_conforming_strings.
 */
const ilike = (column: SQLWrapper, pattern: string): SQL =>
  sql`${column} ilike ${pattern} escape ${'\\'}`;

/** `column` contains `text` anywhere, ignoring case (keyword searches). */
export const ilikeContains = (column: SQLWrapper, text: string): SQL =>
  ilike(column, `%${escapeLike(text)}%`);

/** `column` is `text`, ignoring case (a name picked from a list). */
export const ilikeEquals = (column: SQLWrapper, text: string): SQL =>
  ilike(column, escapeLike(text));

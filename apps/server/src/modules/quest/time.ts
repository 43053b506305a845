import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Quest times travel as wall-clock times of the business time zone, YYYY-MM-DDTHH:mm:ss (spec 2
 * section 9), and are stored as instants (timestamptz).
 */
export const toInstant = (wallClock: string, timeZone: string): SQL =>
  sql`(${wallClock}::timestamp at time zone ${timeZone})`;

export const toWallClock = (column: SQLWrapper, timeZone: string): SQL =>
  sql`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD"T"HH24:MI:SS')`;

/** The instant a business day (YYYY-MM-DD) starts, and the one the next day starts. */
export const dayStart = (day: string, timeZone: string): SQL =>
  sql`(${day}::date::timestamp at time zone ${timeZone})`;
export const dayEnd = (day: string, timeZone: string): SQL =>
  sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`;

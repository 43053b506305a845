import { sql, type SQL } from 'drizzle-orm';

/**
 * A timestamptz as the ISO 8601 UTC text `Date.toISOString` writes (milliseconds, `Z`), made by
 * PostgreSQL so JSON it writes (row_to_json, json_agg) needs no parsing and re-serialising in the
 * server. to_char's MS truncates the microseconds, as a JS Date does.
 */
export const isoTimeSql = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

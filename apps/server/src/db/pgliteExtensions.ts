import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the migrations create, loaded into every embedded database (the
 * server's, its template's and the tests'): pg_trgm indexes the orders' Find (migration 0021).
 * The PostgreSQL server takes them from its own contrib package.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

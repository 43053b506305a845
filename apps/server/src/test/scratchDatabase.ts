import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** postgres://... of the new database. */
  url: string;
  name: string;
  /** pg_terminate_backend on every connection to this database but the caller's; how many. */
  terminateAll(): Promise<number>;
  /** Statements running now on this database whose text contains `fragment`. */
  running(fragment: string): Promise<number>;
  /** Connections to this database now, running or idle, but the caller's. */
  backends(): Promise<number>;
  /** Drops the database, ending whatever is still connected to it. */
  drop(): Promise<void>;
}

/**
 * A fresh, empty database of a test's own on the PostgreSQL server at `serverUrl`
 * (TEST_DATABASE_URL), and an admin connection of its own to cut the test's connections with.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  // The admin connection is the one that must survive what the test does to the others.
  admin.on('error', () => {});
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async terminateAll() {
      const result = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = $1 and pid <> pg_backend_pid()`,
        [name],
      );
      return result.rowCount ?? 0;
    },
    async running(fragment) {
      const result = await admin.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = $1 and state = 'active' and pid <> pg_backend_pid()
           and position($2 in query) > 0`,
        [name, fragment],
      );
      return result.rows[0]?.n ?? 0;
    },
    async backends() {
      const result = await admin.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = $1 and pid <> pg_backend_pid()`,
        [name],
      );
      return result.rows[0]?.n ?? 0;
    },
    async drop() {
      try {
        await admin.query(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}

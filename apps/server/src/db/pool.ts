import { setTimeout as pause } from 'node:timers/promises';
import pg from 'pg';
import { connectionFailure } from './connectionFailure';
import { outageLog, type OutageLogger } from './outageLog';

/**
 * DATABASE_CONNECT_TIMEOUT_MS's default: far above a healthy connect (milliseconds) or a fair wait
 * for a free connection under load, far below a proxy's or a user's patience.
 */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5000;

export interface PoolSettings {
  url: string;
  size: number;
  /** How long a caller waits for a connection, new or free (DATABASE_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs: number;
  /** One line when the database goes away and one when it is back (outageLog.ts). */
  log?: OutageLogger | undefined;
}

/**
 * Before the one retry: the termination notices of a cut connection's siblings arrive together
 * with its own, and the pause lets the pool read them and drop those connections instead of
 * handing one out again; a refused connect gets a moment to come up.
 */
const RETRY_PAUSE_MS = 100;

type QueryArgs = [config: string | pg.QueryConfig, values?: unknown[]];

/**
 * The PostgreSQL pool of the server, made to outlive its database:
 * - no connection failure ends the process: every client has an error listener from the moment
 *   the pool opens it, so one that breaks while a caller holds it (between a transaction's
 *   statements, the migrations' lock) only records the outage, and the pool discards it on release
 *   (it is no longer queryable);
 * - a connect is bounded (`connectTimeoutMs`), so a database that does not answer cannot hang a
 *   request;
 * - a failure is retried once where that is safe (see `connect` and `replayAsRead`).
 */
export function createPool(settings: PoolSettings): pg.Pool {
  const pool = new pg.Pool({
    connectionString: settings.url,
    max: settings.size,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    // Connections stay open while idle (pg closes them after 10 s by default). Each holds the
    // hot reads' prepared statements: PostgreSQL plans a statement five times per connection
    // before it keeps a generic plan, and the stock search alone has about a hundred shapes
    // (which filters are set), so a reopened connection spent its first few hundred calls
    // planning again (docs/history/performance-diary.md, session 19).
    idleTimeoutMillis: 0,
    // ...without keeping a process alive that has nothing else to do (the CLIs, tests).
    allowExitOnIdle: true,
  });
  const outage = outageLog(settings.log, 'PostgreSQL');
  const clientError = (error: Error) => {
    if (!outage.failed(error)) settings.log?.warn({ err: error }, 'PostgreSQL client error');
  };
  pool.on('connect', (client) => {
    outage.succeeded();
    client.on('error', clientError);
  });
  // An idle client lost its connection; the pool has already removed it.
  pool.on('error', clientError);

  const connectOnce = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const queryOnce = pool.query.bind(pool) as (...args: unknown[]) => unknown;

  /**
   * A connect that failed failed before any statement was sent: trying once more is safe for
   * every caller, a write or a transaction's BEGIN included. A timeout is not tried again (it has
   * already waited its bound); a second failure is the answer.
   */
  async function connect(): Promise<pg.PoolClient> {
    try {
      return lent(await connectOnce());
    } catch (error) {
      const failure = connectionFailure(error);
      if (!failure) throw error;
      outage.failed(error);
      if (failure.timeout) throw error;
      await pause(RETRY_PAUSE_MS);
      return lent(await connectOnce());
    }
  }

  /**
   * A client lent out: when its connection breaks it goes back to the pool at once (which drops
   * it and frees its slot), and its holder's own release becomes a no-op. Without this, a broken
   * client whose holder never releases it is a slot lost for good: drizzle sends a transaction's
   * BEGIN outside its try/finally (drizzle-orm issues 6023 and 6241, open for 0.45), so a BEGIN
   * that meets a dead connection leaks the client, and a pool that loses all its slots answers
   * nothing until a restart (pool.test.ts).
   */
  function lent(client: pg.PoolClient): pg.PoolClient {
    const giveBack = client.release;
    let returned = false;
    const release = (error?: Error | boolean) => {
      if (returned) return;
      returned = true;
      client.removeListener('error', broken);
      giveBack(error);
    };
    const broken = (error: Error) => release(error);
    client.on('error', broken);
    client.release = release;
    return client;
  }

  /**
   * One statement outside any transaction (drizzle's `db` calls, Database.query, the job queue), on a
   * client of its own as pg-pool's `query` does, with the retries above and below.
   */
  async function query(...[config, values]: QueryArgs): Promise<pg.QueryResult> {
    const client = await connect();
    let result: pg.QueryResult;
    try {
      result = await client.query(config, values);
    } catch (error) {
      // As pg-pool's own query: a client whose statement failed leaves the pool.
      client.release(error as Error);
      if (!outage.failed(error)) throw error;
      return replayAsRead(config, values, error);
    }
    client.release();
    outage.succeeded();
    return result;
  }

  /**
   * A statement cut in flight may or may not have run. It is sent once more, on a fresh
   * connection, only inside a READ ONLY transaction, where PostgreSQL itself refuses whatever
   * writes (INSERT, UPDATE, DELETE, a data-modifying WITH, a function that writes, nextval,
   * SELECT ... FOR UPDATE): a read gets its answer, a write is never replayed and its first
   * error stands. Statements of a caller's transaction never come here: they run on the client
   * the transaction holds, whose failure fails the whole transaction.
   */
  async function replayAsRead(...[config, values, original]: [...QueryArgs, unknown]) {
    await pause(RETRY_PAUSE_MS);
    let client: pg.PoolClient;
    try {
      client = await connect();
    } catch {
      throw original;
    }
    let failed: Error | undefined;
    try {
      await client.query('begin read only');
      const result = await client.query(config, values);
      await client.query('commit');
      outage.succeeded();
      return result;
    } catch (error) {
      failed = error as Error;
      throw original;
    } finally {
      // Refused or cut, the client is mid-transaction or broken: it leaves the pool.
      client.release(failed);
    }
  }

  // The promise forms are the ones drizzle and this code call; a callback or a
  // submittable (a cursor) keeps pg-pool's own path.
  const plain = (args: unknown[]) =>
    typeof args[args.length - 1] !== 'function' &&
    typeof (args[0] as { submit?: unknown } | undefined)?.submit !== 'function';
  Object.assign(pool, {
    connect: (...args: unknown[]) =>
      args.length === 0 ? connect() : (connectOnce as (...a: unknown[]) => unknown)(...args),
    query: (...args: unknown[]) =>
      plain(args) ? query(...(args as QueryArgs)) : queryOnce(...args),
  });
  return pool;
}

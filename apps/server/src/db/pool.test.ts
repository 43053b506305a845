import { createServer, type AddressInfo, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../test/scratchDatabase';
import { startTcpProxy, type TcpProxy } from '../test/tcpProxy';
import { waitFor } from '../test/waitFor';
import { createDatabase, rows, type Database } from './client';
import { connectionFailure } from './connectionFailure';

/**
 * The pool against a real PostgreSQL server whose connections the test cuts (pg_terminate_backend
 * from an admin connection, or a TCP hop it breaks). Needs TEST_DATABASE_URL: PGlite runs inside
 * the process and has no connection to lose.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

let scratch: ScratchDatabase;
let database: Database;
const uncaught: unknown[] = [];
const collect = (error: unknown) => uncaught.push(error);

beforeAll(async () => {
  if (!serverUrl) return;
  scratch = await createScratchDatabase(serverUrl, 'pool');
  database = await createDatabase({ databaseUrl: scratch.url, poolSize: 4 });
  await database.query(`create table probe (id serial primary key, v int not null)`);
  await database.query(`create sequence probe_seq`);
  await database.query(
    `create function probe_write() returns int language sql as
       'insert into probe (v) values (9) returning v'`,
  );
  // Sees an exception on its way to crashing the process, whoever else handles it after.
  process.on('uncaughtExceptionMonitor', collect);
});
afterAll(async () => {
  process.off('uncaughtExceptionMonitor', collect);
  await database?.close();
  await scratch?.drop();
});
afterEach(async () => {
  const seen = uncaught.splice(0);
  expect(seen, 'errors that would have ended the process').toEqual([]);
  if (serverUrl) await database.query('truncate probe');
});

const probeCount = async () =>
  (await database.query<{ n: number }>('select count(*)::int as n from probe'))[0]!.n;

/** Runs `statement`, and terminates its backend while it sleeps in pg_sleep(0.3). */
async function cutWhileRunning<T>(statement: () => Promise<T>, fragment: string): Promise<T> {
  const running = statement();
  running.catch(() => {});
  await waitFor(`'${fragment}' to run`, async () => (await scratch.running(fragment)) > 0, 5000);
  await scratch.terminateAll();
  return running;
}

describe.skipIf(!serverUrl)('a PostgreSQL connection that breaks (needs TEST_DATABASE_URL)', () => {
  it('between the statements of a transaction: the transaction fails, the process lives on and the next call works', async () => {
    const failure = await database.db
      .transaction(async (tx) => {
        await rows(tx, sql`select 1`);
        await scratch.terminateAll();
        // The connection is gone between two statements, with no statement of ours on it.
        await waitFor('the backend to be gone', async () => (await scratch.backends()) === 0, 5000);
        await rows(tx, sql`insert into probe (v) values (1)`);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(connectionFailure(failure), String(failure)).toBeDefined();
    expect(await probeCount()).toBe(0);
  });

  it('while a read runs: the read is answered from a fresh connection', async () => {
    const read = () => database.query<{ n: number }>('select 42 as n from pg_sleep(0.3)');
    expect(await cutWhileRunning(read, 'select 42 as n')).toEqual([{ n: 42 }]);
  });

  it('while a prepared read runs: it is prepared again on the fresh connection, and keeps working', async () => {
    const text = 'select $1::int as n from pg_sleep(0.3)';
    const read = () => database.queryPrepared<{ n: number }>('probe_read', text, [7]);
    expect(await read()).toEqual([{ n: 7 }]);
    expect(await cutWhileRunning(read, text)).toEqual([{ n: 7 }]);
    expect(await read()).toEqual([{ n: 7 }]);
  });

  it('while a write runs: the write is not replayed, and the call fails as a connection failure', async () => {
    const writes = [
      `insert into probe (v) select 1 from pg_sleep(0.3)`,
      // Writes that look like reads: PostgreSQL refuses them in the read-only replay.
      `select probe_write() from pg_sleep(0.3)`,
      `select nextval('probe_seq') from pg_sleep(0.3)`,
    ];
    for (const write of writes) {
      const failure = await cutWhileRunning(() => database.query(write), write).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(connectionFailure(failure), `${write}: ${String(failure)}`).toBeDefined();
    }
    expect(await probeCount()).toBe(0);
    // The cut nextval may have run once (sequences ignore rollback); a replay would make it two.
    const [sequence] = await database.query<{ last_value: string; is_called: boolean }>(
      'select last_value, is_called from probe_seq',
    );
    expect(Number(sequence!.last_value)).toBe(1);
  });

  it('under eight parallel writers: every call ends, none crashes, and the next calls work', async () => {
    const writers = Array.from({ length: 8 }, (_, i) =>
      database.db
        .transaction(async (tx) => {
          await rows(tx, sql`insert into probe (v) select ${i} from pg_sleep(0.2)`);
          await rows(tx, sql`insert into probe (v) values (${i})`);
        })
        .then(
          () => 'ok',
          (error: unknown) => (connectionFailure(error) ? 'cut' : String(error)),
        ),
    );
    await waitFor('the writers to run', async () => (await scratch.running('pg_sleep')) > 0, 5000);
    await scratch.terminateAll();
    const outcomes = await Promise.all(writers);
    expect(outcomes.filter((o) => o !== 'ok' && o !== 'cut')).toEqual([]);
    // Each transaction wrote both of its rows or none.
    const [{ n } = { n: -1 }] = await database.query<{ n: number }>(
      'select count(*)::int as n from (select v from probe group by v having count(*) <> 2) odd',
    );
    expect(n).toBe(0);
    expect(await probeCount()).toBe(outcomes.filter((o) => o === 'ok').length * 2);
  });
});

describe.skipIf(!serverUrl)('a PostgreSQL connect that fails (needs TEST_DATABASE_URL)', () => {
  let proxy: TcpProxy;
  let viaProxy: Database;
  beforeAll(async () => {
    if (!serverUrl) return;
    proxy = await startTcpProxy(scratch.url);
    viaProxy = await createDatabase({ databaseUrl: proxy.url, poolSize: 2 });
  });
  afterAll(async () => {
    await viaProxy?.close();
    await proxy?.close();
  });

  it('is tried once more, even for a write, since nothing was sent', async () => {
    proxy.cutAll();
    const pool = (viaProxy.db as unknown as { $client: pg.Pool }).$client;
    await waitFor('the pool to drop its connections', () => pool.totalCount === 0, 5000);
    proxy.refuseNext(1);
    const before = proxy.accepted;
    const [row] = await viaProxy.query<{ v: number }>(
      'insert into probe (v) values (5) returning v',
    );
    expect(row).toEqual({ v: 5 });
    expect(proxy.accepted - before).toBe(2);
    expect(await probeCount()).toBe(1);
  });

  it('twice answers with the failure: a database that stays away is not retried forever', async () => {
    proxy.cutAll();
    proxy.refusing = true;
    try {
      const failure = await viaProxy.query('select 1').then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(connectionFailure(failure), String(failure)).toMatchObject({ timeout: false });
    } finally {
      proxy.refusing = false;
    }
    expect(await viaProxy.query('select 1 as n')).toEqual([{ n: 1 }]);
  });
});

describe.skipIf(!serverUrl)('a transaction on a dead connection (needs TEST_DATABASE_URL)', () => {
  it('fails, and gives the connection back even though drizzle never releases a client whose BEGIN failed', async () => {
    const proxy = await startTcpProxy(scratch.url);
    // One connection: a slot lost for good would stop every later call.
    const single = await createDatabase({ databaseUrl: proxy.url, poolSize: 1 });
    try {
      await single.query('select 1');
      // The idle connection dies; the pool hands it out before it has read the news, so the
      // transaction's BEGIN is the statement that meets the dead connection.
      proxy.cutAll();
      const failure = await single.db
        .transaction(async (tx) => rows(tx, sql`select 1`))
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(connectionFailure(failure), String(failure)).toBeDefined();
      expect(await single.query('select 2 as n')).toEqual([{ n: 2 }]);
    } finally {
      await single.close();
      await proxy.close();
    }
  });
});

describe.skipIf(!serverUrl)('a PostgreSQL outage in the log (needs TEST_DATABASE_URL)', () => {
  it('is one line when the database goes away and one when it is back, not one per failure', async () => {
    const proxy = await startTcpProxy(scratch.url);
    const lines: { level: string; message: string }[] = [];
    const logged = await createDatabase({
      databaseUrl: proxy.url,
      poolSize: 2,
      log: {
        warn: (_details, message) => lines.push({ level: 'warn', message }),
        info: (_details, message) => lines.push({ level: 'info', message }),
      },
    });
    try {
      await logged.query('select 1');
      proxy.refusing = true;
      proxy.cutAll();
      for (let i = 0; i < 5; i += 1) await logged.query('select 1').catch(() => {});
      proxy.refusing = false;
      await logged.query('select 1');
      await logged.query('select 1');
    } finally {
      await logged.close();
      await proxy.close();
    }
    expect(lines).toEqual([
      {
        level: 'warn',
        message: 'PostgreSQL: database unavailable; carrying on when it answers again',
      },
      { level: 'info', message: 'PostgreSQL: database available again' },
    ]);
  });
});

describe('a PostgreSQL server that accepts and never answers', () => {
  const silent = new Set<Socket>();
  const blackHole = createServer((socket) => silent.add(socket));
  afterAll(async () => {
    for (const socket of silent) socket.destroy();
    await new Promise((resolve) => blackHole.close(resolve));
  });

  it('fails the call after DATABASE_CONNECT_TIMEOUT_MS instead of hanging it, without a retry', async () => {
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
    const { port } = blackHole.address() as AddressInfo;
    const away = await createDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/none`,
      connectTimeoutMs: 200,
    });
    try {
      const failure = await away.query('select 1').then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(connectionFailure(failure), String(failure)).toMatchObject({ timeout: true });
      expect(silent.size).toBe(1);
    } finally {
      await away.close();
    }
  });
});

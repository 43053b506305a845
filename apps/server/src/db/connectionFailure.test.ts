import { createServer, type AddressInfo } from 'node:net';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { appUser } from './schema/index';
import { createDatabase } from './client';
import { connectionFailure } from './connectionFailure';

/** A port nothing listens on (taken from the system, then let go). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );

let port: number;
beforeAll(async () => {
  port = await closedPort();
});

describe('a connection failure', () => {
  it('is a refused connect, as node-postgres reports it', async () => {
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres' });
    const error = await failureOf(client.connect());
    expect(connectionFailure(error)).toEqual({ reason: 'ECONNREFUSED', timeout: false });
  });

  it('is a refused connect to a name with several addresses (each attempt in an AggregateError)', async () => {
    const client = new pg.Client({ host: 'localhost', port, user: 'postgres' });
    const error = await failureOf(client.connect());
    expect(connectionFailure(error)).toEqual({ reason: 'ECONNREFUSED', timeout: false });
  });

  it('is found under the error drizzle wraps around the driver', async () => {
    const away = await createDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/x` });
    try {
      const error = await failureOf(away.db.select().from(appUser).limit(1));
      expect(connectionFailure(error)).toMatchObject({ reason: 'ECONNREFUSED' });
    } finally {
      await away.close();
    }
  });

  // The server's answers, as pg's DatabaseError carries them (code = SQLSTATE): class 08, a
  // server shutting down, crashed, starting up or full. The real ones are seen in pool.test.ts
  // (57P01) and restart.test.ts (57P01, 57P03, ECONNREFUSED).
  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection because of crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['57P03', 'the database system is shutting down'],
    ['53300', 'sorry, too many clients already'],
    ['08006', 'connection failure'],
    ['08001', 'could not establish connection'],
  ])('is SQLSTATE %s (%s)', (code, message) => {
    expect(connectionFailure({ code, message })).toEqual({
      reason: `${code} ${message}`,
      timeout: false,
    });
  });

  it.each([
    ['Connection terminated unexpectedly', false],
    ['Client has encountered a connection error and is not queryable', false],
    ['timeout exceeded when trying to connect', true],
    ['Connection terminated due to connection timeout', true],
  ])("is node-postgres's '%s' (a timeout: %s)", (message, timeout) => {
    expect(connectionFailure(new Error(message))).toEqual({ reason: message, timeout });
  });
});

describe('not a connection failure', () => {
  // A real syntax error stays a 500: platform/http/unavailable.test.ts.
  it.each([
    ['57014', 'canceling statement due to statement timeout'],
    ['40001', 'could not serialize access due to concurrent update'],
    ['08P01', 'invalid message format'],
    ['28P01', 'password authentication failed for user "x"'],
  ])(
    'is SQLSTATE %s (%s): the request or the setup is wrong, not the database away',
    (code, message) => {
      expect(connectionFailure({ code, message })).toBeUndefined();
    },
  );

  it('is anything else', () => {
    expect(connectionFailure(new Error('boom'))).toBeUndefined();
    expect(connectionFailure('ECONNREFUSED')).toBeUndefined();
    expect(connectionFailure(undefined)).toBeUndefined();
  });
});

import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorBody } from '@dealer/contracts';
import { createDatabase, type Database } from '../../db/client';
import { appUser } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/testApp';
import { access } from '../access/access';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from './unavailable';

/**
 * The answer to a request whose database is away: test routes read through a database whose
 * server refuses connections (a port nothing listens on), next to one that sends broken SQL.
 * Runs on both databases: the app's own database is not the one that fails.
 */
let t: TestApp;
let away: Database;

beforeAll(async () => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  away = await createDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/x` });
  t = await createTestApp({
    seed: false,
    extend: (app) => {
      app.get('/test/away', { config: access.public }, async () =>
        away.db.select().from(appUser).limit(1),
      );
      app.get('/test/broken-sql', { config: access.public }, async () =>
        t.database.query('select from where'),
      );
    },
  });
});
afterAll(async () => {
  await t?.close();
  await away?.close();
});

describe('a database that is away', () => {
  it('answers 503 with Retry-After and the UNAVAILABLE envelope, not 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/away' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    const body = ZErrorBody.parse(response.json());
    expect(body).toEqual({ acknowledge: 0, code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE });
  });

  it('leaves other failures as they were: broken SQL is still a 500 without Retry-After', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/broken-sql' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.json()).toMatchObject({ code: 'INTERNAL' });
  });
});

import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { API } from '@dealer/contracts';
import { buildApp } from '../app';
import { appUser } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/testApp';
import { access } from './access/access';
import { redactSecrets, redactUrl, REDACTED } from './log';

/** Secrets a careless or failing call might put into a log line. */
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$leakedHashValue0123456789';
const NUMBER_TEXT = 'not-a-number-secret-4711';
const COOKIE = 'session=cookie-secret-0815';
const QUERY_TOKEN = 'query-token-secret-2342';
const BODY_PASSWORD = 'Body-Password-2026!';

let t: TestApp;
let app: FastifyInstance;
const lines: string[] = [];
let bearer: string;

/**
 * A second app on the test database whose log lines (level info, so every request is logged) go
 * to `lines`, with routes that fail the way a module's query can fail.
 */
beforeAll(async () => {
  t = await createTestApp();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({
    config: { ...t.config, logLevel: 'info' },
    database: t.database,
    logStream: stream,
  });
  app.post('/api/test/failing-insert', { config: access.authenticated }, async () => {
    // A check violation: PostgreSQL's detail repeats the whole row, hash included.
    await t.db.insert(appUser).values({ userName: 'UPPER', fullName: 'x', passwordHash: HASH });
    return {};
  });
  app.post('/api/test/failing-cast', { config: access.authenticated }, async () => {
    await t.db.execute(sql`select ${NUMBER_TEXT}::int`);
    return {};
  });
  app.post('/api/test/careless', { config: access.authenticated }, async (request) => {
    request.log.info({ headers: request.headers, body: request.body }, 'careless module');
    return {};
  });
  await app.ready();
  bearer = (await t.signIn('superadmin')).access_token;
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const call = (url: string, payload: object = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: `Bearer ${bearer}`, cookie: COOKIE },
  });

describe('log redaction', () => {
  it('logs failed queries without their parameters, row details or quoted values', async () => {
    expect((await call('/api/test/failing-insert')).statusCode).toBe(500);
    expect((await call('/api/test/failing-cast')).statusCode).toBe(500);
    const failures = lines.filter((l) => l.includes('request failed'));
    expect(failures).toHaveLength(2);
    // The lines still say what failed: the statement and PostgreSQL's code.
    expect(failures.join('\n')).toContain('23514');
    expect(failures.join('\n')).toContain('22P02');
    expect(failures.join('\n')).toContain('insert into \\"app_user\\"');
    for (const secret of [HASH, 'leakedHashValue', NUMBER_TEXT]) {
      expect(lines.filter((l) => l.includes(secret))).toEqual([]);
    }
  });

  it('logs no authorization, cookie, token or password, however a module logs a request', async () => {
    await call(`${API.auth.roleActivity}?access_token=${QUERY_TOKEN}&page=2`);
    await call('/api/test/careless', { password: BODY_PASSWORD, refresh_token: QUERY_TOKEN });
    const careless = lines.find((l) => l.includes('careless module'));
    expect(careless).toContain(REDACTED);
    expect(lines.some((l) => l.includes('page=2'))).toBe(true);
    const jwtSignature = bearer.split('.')[2]!;
    for (const secret of [jwtSignature, 'cookie-secret', QUERY_TOKEN, BODY_PASSWORD]) {
      expect(lines.filter((l) => l.includes(secret))).toEqual([]);
    }
  });

  it('logs each answered request in one line: method, URL, status and time', async () => {
    const before = lines.length;
    await call(`${API.auth.roleActivity}?page=3`);
    const mine = lines.slice(before).map(
      (l) =>
        JSON.parse(l) as {
          msg: string;
          req: { method: string; url: string };
          res: { statusCode: number };
          responseTime: number;
        },
    );
    expect(mine.map((l) => l.msg)).toEqual(['request completed']);
    expect(mine[0]!.req).toMatchObject({ method: 'POST', url: `${API.auth.roleActivity}?page=3` });
    expect(mine[0]!.res.statusCode).toBeGreaterThanOrEqual(200);
    expect(mine[0]!.responseTime).toBeGreaterThan(0);
  });

  it('replaces secret query values in URLs and leaves the others', () => {
    expect(redactUrl('/hub?access_token=abc&role=crc')).toBe(
      `/hub?access_token=${REDACTED}&role=crc`,
    );
    expect(redactUrl('/api/x')).toBe('/api/x');
  });
});

describe('redactSecrets', () => {
  it('replaces secrets down to three levels, in arrays too, and copies only what it changes', () => {
    const untouched = { route: '/x', list: [1, 2] };
    const line = {
      password: 'p0',
      user: { name: 'ana', token: 't1', nested: { deeper: { secret: 's3' } } },
      items: [{ refresh_token: 'r2' }],
      untouched,
    };
    const before = structuredClone(line);
    const out = redactSecrets(line) as typeof line;
    expect(out).toEqual({
      password: REDACTED,
      user: { name: 'ana', token: REDACTED, nested: { deeper: { secret: REDACTED } } },
      items: [{ refresh_token: REDACTED }],
      untouched,
    });
    expect(out.untouched).toBe(untouched);
    expect(line).toEqual(before);
    const clean = { a: { b: 1 } };
    expect(redactSecrets(clean)).toBe(clean);
  });

  it('leaves errors and other class instances to their serializers', () => {
    const error = Object.assign(new Error('boom'), { password: 'kept for serializeError' });
    expect((redactSecrets({ err: error }) as { err: Error }).err).toBe(error);
  });
});

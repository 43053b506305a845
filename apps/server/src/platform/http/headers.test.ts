import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { API, MASTER_API } from '@dealer/contracts';
import { DEMO_PASSWORD } from '../../seed/demoAccounts';
import { createTestApp, type TestApp } from '../../test/testApp';

/** What helmet sends on a plain 200; every answer must carry the same. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

let t: TestApp;
let superadmin: string;
let crc: string;

beforeAll(async () => {
  t = await createTestApp();
  superadmin = (await t.signIn('superadmin')).access_token;
  crc = (await t.signIn('crc')).access_token;
});
afterAll(async () => {
  await t?.close();
});

const securityOf = (response: LightMyRequestResponse) =>
  Object.fromEntries(SECURITY_HEADERS.map((name) => [name, response.headers[name]]));

const search = (token?: string) =>
  t.app.inject({
    method: 'POST',
    url: API.users.search,
    headers: token ? t.authHeader(token) : {},
    payload: {},
  });

describe('security headers on every answer', () => {
  it('sends 401 and 403 answers of the access guard with the headers of a 200', async () => {
    const ok = await search(superadmin);
    expect(ok.statusCode).toBe(200);
    for (const name of SECURITY_HEADERS) expect(ok.headers[name], name).toBeDefined();

    const unauthenticated = await search();
    expect(unauthenticated.statusCode).toBe(401);
    expect(securityOf(unauthenticated)).toEqual(securityOf(ok));

    const forbidden = await search(crc);
    expect(forbidden.statusCode).toBe(403);
    expect(securityOf(forbidden)).toEqual(securityOf(ok));
  });

  it('sends them on 404 and on a refused token request too', async () => {
    const ok = await search(superadmin);
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(securityOf(missing)).toEqual(securityOf(ok));
    const badGrant = await t.token({ grant_type: 'password', username: 'nobody', password: 'x' });
    expect(securityOf(badGrant)).toEqual(securityOf(ok));
  });
});

describe('signed-in answers are never stored', () => {
  it('marks every answer of a guarded route no-store, refusals included', async () => {
    const list = await t.app.inject({
      method: 'POST',
      url: MASTER_API.cluster.search,
      headers: t.authHeader(superadmin),
      payload: {},
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const types = await t.app.inject({
      method: 'GET',
      url: MASTER_API.cluster.types,
      headers: t.authHeader(superadmin),
    });
    expect(types.headers['cache-control']).toBe('no-store');
    expect((await search()).headers['cache-control']).toBe('no-store');
    expect((await search(crc)).headers['cache-control']).toBe('no-store');
  });

  it('marks token answers no-store, granted or refused', async () => {
    const refused = await t.token({ grant_type: 'password', username: '', password: 'x' });
    expect(refused.json()).toMatchObject({ error: 'invalid_request' });
    expect(refused.headers['cache-control']).toBe('no-store');
    const granted = await t.token({
      grant_type: 'password',
      username: 'superadmin',
      password: t.encryptPassword(DEMO_PASSWORD),
    });
    expect(granted.headers['cache-control']).toBe('no-store');
  });

  it('leaves answers without credentials to their own caching', async () => {
    const key = await t.app.inject({ method: 'GET', url: API.auth.publicKey });
    expect(key.statusCode).toBe(200);
    expect(key.headers['cache-control']).toBeUndefined();
  });
});

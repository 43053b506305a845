import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, BROKEN_TEXT_MESSAGE, MASTER_API, NUL_MESSAGE, ORDER_API } from '@dealer/contracts';
import { POINT_CORRECTION_API } from '@dealer/contracts/point-correction';
import { access } from '../access/access';
import { createTestApp, type TestApp } from '../../test/testApp';
import { findNul, refuseNul } from './nul';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({
    // A route without any schema: only the edge stands between its input and SQL.
    extend: (app) =>
      app.get('/test/echo/:name', { config: access.public }, async (request) => ({
        params: request.params,
        query: request.query,
      })),
  });
  token = (await t.signIn('superadmin')).access_token;
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: t.authHeader(token), payload });

const refusal = (field: string) => ({
  acknowledge: 0,
  code: 'VALIDATION',
  errors: [{ field, message: NUL_MESSAGE }],
});

describe('half a surrogate pair is refused at the edge', () => {
  // The fuzz test found it: the point-correction save stores its rows as jsonb, which refuses
  // a lone surrogate, so the answer was a 500.
  it('answers 400 naming the row of the point-correction save, and stores nothing', async () => {
    const response = await post(POINT_CORRECTION_API.save, {
      PlayerNos: ['P1'],
      Branchs: ['B\ud800'],
      TransactionTypeCodes: ['T'],
      PointsTypes: ['P'],
      Points: [1],
      Descriptions: ['d'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      acknowledge: 0,
      errors: [{ field: 'Branchs.0', message: BROKEN_TEXT_MESSAGE }],
    });
  });

  it('refuses one in a key too, and takes whole characters beyond the BMP as sent', async () => {
    const broken = await post(MASTER_API.question.search, { ['k\udc00']: 'x' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors[0].message).toBe(BROKEN_TEXT_MESSAGE);
    const emoji = await post(MASTER_API.question.search, { keyword: 'car 🚗' });
    expect(emoji.statusCode).toBe(200);
  });
});

describe('NUL characters are refused at the edge', () => {
  it('answers 400 naming a JSON body field that holds NUL', async () => {
    const response = await post(MASTER_API.question.search, { keyword: 'a\u0000b' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(refusal('keyword'));
  });

  it('names the field inside a list by its path', async () => {
    const response = await post(MASTER_API.cluster.addMultiple, [
      { clusterCode: 'OK-1', clusterTypeId: 1, clusterDescription: 'fine', isEnabled: true },
      { clusterCode: 'NUL\u0000', clusterTypeId: 1, clusterDescription: 'x', isEnabled: true },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(refusal('clusters.1.clusterCode'));
  });

  it('refuses NUL in a key too, even one the schema would drop', async () => {
    const response = await post(ORDER_API.search, {
      testDriveOrderNo: 'TD-1',
      actionType: 'GENERAL',
      'x\u0000': 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('x\\u0000');
  });

  it('answers the token endpoint before sign-in in its own shape, naming username', async () => {
    const response = await t.token({ grant_type: 'password', username: 'x\u0000', password: 'p' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'invalid_request',
      error_description: `username: ${NUL_MESSAGE}`,
    });
  });

  it('answers 400 for NUL in a query string or a path parameter of any route', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/test/echo/a?q=x%00y' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject(refusal('q'));
    const params = await t.app.inject({ method: 'GET', url: '/test/echo/a%00b' });
    expect(params.statusCode).toBe(400);
    expect(params.json()).toMatchObject(refusal('name'));
    const clean = await t.app.inject({ method: 'GET', url: '/test/echo/ab?q=xy' });
    expect(clean.json()).toEqual({ params: { name: 'ab' }, query: { q: 'xy' } });
  });

  it('answers 400 for NUL in a url-encoded form field of a guarded route', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: API.users.search,
      headers: {
        ...t.authHeader(token),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'keyword=a%00',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(refusal('keyword'));
  });
});

describe('finding NUL in a value read outside the hook (multipart fields)', () => {
  it('finds the path of the first NUL, or nothing', () => {
    expect(findNul({ a: [{ b: 'ok' }, { c: 'n\u0000' }] })).toBe('a.1.c');
    expect(findNul('x\u0000', 'sheet')).toBe('sheet');
    expect(findNul({ a: ['fine', 1, null, true] })).toBeUndefined();
  });

  it('walks a body nested deeper than the call stack would allow', () => {
    let deep: unknown = 'n\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findNul(deep)).toMatch(/^0(\.0)*$/);
  });

  it('throws the 400 naming the field', () => {
    expect(() => refuseNul('a\u0000', 'sheetName')).toThrow(
      expect.objectContaining({
        statusCode: 400,
        errors: [{ field: 'sheetName', message: NUL_MESSAGE }],
      }),
    );
  });
});

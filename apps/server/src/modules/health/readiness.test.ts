import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, ZReady } from '@dealer/contracts';
import { createTestApp, type TestApp } from '../../test/testApp';
import { readiness } from './readiness';

const base = { databaseUp: true, hubRedisUp: undefined, revocationsRedisUp: undefined };

describe('what /readyz says', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says nothing about demo data where there is none (production)', async () => {
    const reply = await t.app.inject({ method: 'GET', url: API.ready });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('waits for the demo data on a demo server, and fails with its seed', () => {
    expect(readiness({ ...base, demoData: 'seeding' })).toEqual({
      status: 'starting',
      database: 'up',
      demoData: 'seeding',
    });
    expect(readiness({ ...base, demoData: 'ready' }).status).toBe('ok');
    expect(readiness({ ...base, demoData: 'failed' }).status).toBe('error');
  });

  it('is an error when the database does not answer', () => {
    expect(readiness({ ...base, databaseUp: false, demoData: undefined })).toEqual({
      status: 'error',
      database: 'down',
    });
  });

  it('is degraded, saying what is missing, while Redis is away', () => {
    const away = readiness({
      databaseUp: true,
      demoData: undefined,
      hubRedisUp: false,
      revocationsRedisUp: false,
    });
    expect(away).toMatchObject({ status: 'degraded', redis: 'down' });
    expect(away.degraded).toEqual([
      expect.stringContaining('live updates'),
      expect.stringContaining('revocations'),
    ]);
    expect(ZReady.parse(away)).toEqual(away);
    const back = { databaseUp: true, demoData: undefined, hubRedisUp: true };
    expect(readiness({ ...back, revocationsRedisUp: true })).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'up',
    });
  });
});

import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { API, APP_VERSION } from '@dealer/contracts';
import { GAME_API } from '@dealer/contracts/game';
import type { Database } from '../../db/client';
import { healthRoutes } from '../../modules/health/public';
import { createTestApp, type TestApp } from '../../test/testApp';
import { installAccessGuard } from '../access/guard';
import { installErrorHandling } from './errorHandler';
import { installZod } from './zod';

const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
let t: TestApp;
beforeAll(async () => {
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(webDist, 'favicon.svg'), '<svg/>');
  t = await createTestApp({ config: { webDist, authRateLimitPerMinute: 5 } });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('health and metadata', () => {
  it('answers /healthz when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: API.health });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 from /healthz when the database fails', async () => {
    const broken = {
      query: async () => {
        throw new Error('connection refused');
      },
    } as unknown as Database;
    const app = Fastify({ logger: false });
    installZod(app);
    installErrorHandling(app);
    installAccessGuard(app, t.app.authKeys.jwtKey, t.app.revocations);
    await app.register(healthRoutes, { database: broken });
    const response = await app.inject({ method: 'GET', url: API.health });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', database: 'down' });
    await app.close();
  });

  it('answers /metadata.json with the app version, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: API.metadata });
    expect(response.json()).toEqual({ version: APP_VERSION });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('documentation', () => {
  it('lists every auth and users path in /api/docs/json with the bearer scheme', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API.docs}/json` });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    for (const path of [...Object.values(API.auth), ...Object.values(API.users), API.health]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths[API.users.search].post.security).toEqual([{ bearer: [] }]);
    // Public: an explicit empty list ("no credential"), as OpenAPI linters ask.
    expect(doc.paths[API.health].get.security).toEqual([]);
  });
});

describe('error envelopes', () => {
  it('answers 404 with the envelope for an unknown API route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ acknowledge: 0, code: 'NOT_FOUND' });
  });

  it('answers 415 with the envelope for an unsupported content type', async () => {
    const { access_token } = await t.signIn('superadmin');
    const response = await t.app.inject({
      method: 'POST',
      url: API.users.search,
      headers: { ...t.authHeader(access_token), 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ acknowledge: 0, code: 'VALIDATION' });
  });

  it('sends the security headers with a CSP that admits the console', async () => {
    const response = await t.app.inject({ method: 'GET', url: API.health });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain('connect-src');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('rate limit', () => {
  it('answers 429 RATE_LIMITED once an address exceeds the token requests per minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await t.token({ grant_type: 'nope' }, { remoteAddress: '10.3.0.1' });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toMatchObject({ acknowledge: 0, code: 'RATE_LIMITED' });
      }
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('the console', () => {
  it('redirects / to BASE_PATH/', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/auto2000/');
  });

  it('answers index.html, never cached, for the root and for any client route', async () => {
    for (const url of ['/auto2000/', '/auto2000/testdrive/dashboard', '/auto2000/login?next=x']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache and other files revalidated', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/auto2000/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/auto2000/favicon.svg' });
    expect(icon.body).toBe('<svg/>');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('never serves files outside WEB_DIST', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/auto2000/..%2f..%2fetc%2fpasswd' });
    expect(response.body).not.toContain('root:');
  });
});

describe('validation refusals', () => {
  it('carry the kind and bound of each field refusal, for the console to say in its language', async () => {
    const { access_token } = await t.signIn('astraquestgamemaster');
    const response = await t.app.inject({
      method: 'POST',
      url: GAME_API.appConfigSave,
      headers: t.authHeader(access_token),
      payload: { maxRedeemPeriode: 999, cutOffAutoRedeem: 1.5, endYearCutOff: '12.15', version: 1 },
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json<{ errors: { field: string; issue?: unknown }[] }>().errors;
    expect(Object.fromEntries(errors.map((e) => [e.field, e.issue]))).toEqual({
      maxRedeemPeriode: { kind: 'max', limit: 120, inclusive: true },
      cutOffAutoRedeem: { kind: 'wholeNumber' },
      pointConversionRateIDR: { kind: 'required' },
    });
  });
});

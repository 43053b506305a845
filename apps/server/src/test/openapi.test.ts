import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { API } from '@dealer/contracts';
import type { AccessRule } from '../platform/access/access';
import { createTestApp, type TestApp } from './testApp';

/**
 * The OpenAPI document at /api/docs/json as a client generator or an API gateway reads it: an
 * independent linter (Redocly's recommended rules) finds no error in it, and every operation
 * declares the failures and the credential its access declaration implies. That real answers are
 * what the document declares is proven in openapiAnswers.test.ts.
 */

interface Response {
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: unknown }>;
}
interface Operation {
  security?: Record<string, string[]>[];
  responses: Record<string, Response>;
  operationId?: string;
  summary?: string;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
}

let t: TestApp;
let text: string;
let document: Document;
/** 'POST /api/x/{id}' -> the route's access, from the guard's registry (not from the document). */
let accessOf: Map<string, AccessRule | 'exempt'>;
const operations: { key: string; operation: Operation }[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  text = (await t.app.inject({ method: 'GET', url: `${API.docs}/json` })).body;
  document = JSON.parse(text) as Document;
  accessOf = new Map(
    t.app.routeAccess.map((r) => [`${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`, r.access]),
  );
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      operations.push({ key: `${method.toUpperCase()} ${path}`, operation });
    }
  }
});
afterAll(async () => {
  await t?.close();
});

const ref = (response: Response | undefined) =>
  JSON.stringify(response?.content?.['application/json']?.schema);
const HEALTH_CHECKS = new Set(
  [API.health, API.ready, API.auth.ping].flatMap((path) => [`GET ${path}`, `POST ${path}`]),
);
const ENVELOPE = JSON.stringify({ $ref: '#/components/schemas/ErrorBody' });

describe('the OpenAPI document', () => {
  it('has no error under Redocly\u2019s recommended rules', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    const show = (p: (typeof problems)[number]) =>
      `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`;
    const warnings = problems.filter((p) => p.severity === 'warn').map(show);
    // Warnings are listed, not failed: info-license stays (the product has no licence to name).
    if (warnings.length > 0) console.info(`Redocly warnings:\n${warnings.join('\n')}`);
    expect(problems.filter((p) => p.severity === 'error').map(show)).toEqual([]);
    expect(operations.length).toBeGreaterThan(50);
  });

  it('declares 400, 500 and 503 with Retry-After in the error envelope on every operation', () => {
    for (const { key, operation } of operations) {
      const { responses } = operation;
      expect(Object.keys(responses), key).toEqual(expect.arrayContaining(['400', '500', '503']));
      expect(ref(responses[500]), key).toBe(ENVELOPE);
      // The health checks declare their own 503 body; everything else answers the envelope.
      if (!HEALTH_CHECKS.has(key)) {
        expect(ref(responses[503]), key).toBe(ENVELOPE);
        expect(responses[503]?.headers, key).toHaveProperty('Retry-After');
      }
    }
  });

  it('declares 401 on every route that needs a credential and 403 on every route of roles', () => {
    let withRoles = 0;
    for (const { key, operation } of operations) {
      const access = accessOf.get(key);
      expect(access, `${key} is a registered route`).toBeDefined();
      const statuses = Object.keys(operation.responses);
      if (access === 'public') continue;
      expect(statuses, key).toContain('401');
      expect(ref(operation.responses[401]), key).toBe(ENVELOPE);
      if (typeof access === 'object') {
        withRoles++;
        expect(statuses, key).toContain('403');
      } else {
        // Service clients and any signed-in user are never refused for a role.
        expect(statuses, key).not.toContain('403');
      }
    }
    expect(withRoles).toBeGreaterThan(50);
  });

  it('declares the credential each route takes: bearer, service Basic, client Basic or none', () => {
    const schemes = document.components.securitySchemes;
    expect(schemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes.serviceClient).toMatchObject({ type: 'http', scheme: 'basic' });
    expect(schemes.consoleClient).toMatchObject({ type: 'http', scheme: 'basic' });
    let service = 0;
    for (const { key, operation } of operations) {
      const access = accessOf.get(key);
      if (access === 'service') {
        service++;
        expect(operation.security, key).toEqual([{ serviceClient: [] }]);
      } else if (access === 'public') {
        // Public: no credential, or one the handler checks itself (provider secrets, VAPID).
        expect(operation.security, key).toBeDefined();
        expect(JSON.stringify(operation.security), key).not.toMatch(/bearer|serviceClient/);
      } else {
        expect(operation.security, key).toEqual([{ bearer: [] }]);
      }
    }
    expect(service).toBeGreaterThan(5);
    expect(document.paths[API.auth.token]?.post?.security).toEqual([{ consoleClient: [] }]);
    expect(document.paths[API.health]?.get?.security).toEqual([]);
  });

  it('declares the token endpoint\u2019s RFC 6749 refusals and its rate limit', () => {
    const token = document.paths[API.auth.token]?.post;
    const tokenError = JSON.stringify({ $ref: '#/components/schemas/TokenError' });
    expect(ref(token?.responses[400])).toBe(tokenError);
    expect(ref(token?.responses[401])).toBe(tokenError);
    expect(token?.responses[429]?.headers).toHaveProperty('Retry-After');
    expect(Object.keys(token?.responses ?? {})).not.toContain('404');
  });

  it('keeps an answer a route declares itself: the health check\u2019s 503 body', () => {
    const down = document.paths[API.health]?.get?.responses[503];
    expect(ref(down)).not.toBe(ENVELOPE);
    expect(JSON.stringify(down)).toContain('down');
  });
});

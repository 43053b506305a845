import { createSecretKey, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { API } from '@dealer/contracts';
import { branch } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/testApp';
import { access, isAllowed } from './access';
import { assertBranchInScope, branchScope, inBranchScope } from './branchScope';
import { ACCESS_EXEMPT_PREFIXES, installAccessGuard } from './guard';

const KONTEN_ROUTE = '/api/test/konten-ho';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    // A test-only route that admits pickontenho, to prove that additional roles count.
    extend: (app) =>
      app.post(KONTEN_ROUTE, { config: access.roles('pickontenho') }, async (request) => ({
        role: request.user.role,
      })),
  });
});
afterAll(async () => {
  await t?.close();
});

describe('the role rule', () => {
  const rule = { roles: ['ho_testdrive', 'pictestdrive'] } as const;
  it('admits an active superadmin to everything', () => {
    expect(isAllowed({ role: 'superadmin', additionalRoles: [] }, rule)).toBe(true);
  });
  it('admits the active role or any additional role, and nobody else', () => {
    expect(isAllowed({ role: 'pictestdrive', additionalRoles: [] }, rule)).toBe(true);
    expect(isAllowed({ role: 'crc', additionalRoles: ['ho_testdrive'] }, rule)).toBe(true);
    expect(isAllowed({ role: 'crc', additionalRoles: ['pdi'] }, rule)).toBe(false);
  });
  it('admits every signed-in user to authenticated routes', () => {
    expect(isAllowed({ role: 'crc', additionalRoles: [] }, 'authenticated')).toBe(true);
  });
});

describe('the guard on a real route', () => {
  const call = async (userName: string) => {
    const { access_token } = await t.signIn(userName);
    return t.app.inject({ method: 'POST', url: KONTEN_ROUTE, headers: t.authHeader(access_token) });
  };

  it('admits a user through an additional role', async () => {
    const response = await call('ho_testdrive');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ role: 'ho_testdrive' });
  });

  it('admits the listed role and superadmin, and refuses others with 403', async () => {
    expect((await call('pickontenho')).statusCode).toBe(200);
    expect((await call('superadmin')).statusCode).toBe(200);
    const refused = await call('pickontencabang');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      acknowledge: 0,
      code: 'FORBIDDEN',
      message: 'Your role may not use this function',
    });
  });

  it('admits a signed-in user to the authenticated ping and refuses an anonymous one', async () => {
    const { access_token } = await t.signIn('crc');
    const ping = await t.app.inject({
      method: 'GET',
      url: API.auth.ping,
      headers: t.authHeader(access_token),
    });
    expect(ping.json()).toEqual({ status: 'ok', database: 'up' });
    expect((await t.app.inject({ method: 'GET', url: API.auth.ping })).statusCode).toBe(401);
  });
});

describe('access declarations', () => {
  it('every registered route declares its access (only documentation is exempt)', () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(10);
    for (const route of t.app.routeAccess) {
      if (route.access === 'exempt') {
        expect(
          ACCESS_EXEMPT_PREFIXES.some((p) => route.url.startsWith(p)),
          route.url,
        ).toBe(true);
      } else {
        expect(route.access, `${route.method} ${route.url}`).toBeDefined();
      }
    }
    const urls = t.app.routeAccess.map((r) => r.url);
    for (const url of [...Object.values(API.auth), ...Object.values(API.users)]) {
      expect(urls).toContain(url);
    }
  });

  it('refuses to start when a route declares no access', async () => {
    const key = createSecretKey(randomBytes(32));
    const app = Fastify();
    installAccessGuard(app, key, { isCurrent: () => true });
    expect(() => app.get('/api/forgotten', async () => 'oops')).toThrow(
      /GET \/api\/forgotten declares no access/,
    );
    // Inside a plugin (as every module registers its routes) start-up fails.
    void app.register(async (module) => {
      module.post('/api/also-forgotten', async () => 'oops');
    });
    await expect(app.ready()).rejects.toThrow(/POST \/api\/also-forgotten declares no access/);
  });
});

describe('branch scope', () => {
  const user = (role: string, branchCodes: string[]) =>
    ({ role, branchCodes }) as Parameters<typeof branchScope>[0];

  it('gives superadmin and ho_testdrive every branch, others their own areas', () => {
    expect(branchScope(user('superadmin', ['T002']))).toEqual({ all: true });
    expect(branchScope(user('ho_testdrive', ['T002']))).toEqual({ all: true });
    expect(branchScope(user('pictestdrive', ['T010', 'T011']))).toEqual({
      all: false,
      branchCodes: ['T010', 'T011'],
    });
  });

  it('filters a branch_code column: all = active branches of company 0002', async () => {
    const codes = async (scope: ReturnType<typeof branchScope>) =>
      (
        await t.db
          .select({ code: branch.branchCode })
          .from(branch)
          .where(inBranchScope(branch.branchCode, scope))
          .orderBy(asc(branch.branchCode))
      ).map((r) => r.code);
    expect(await codes({ all: true })).toEqual([
      'T002',
      'T010',
      'T011',
      'T012',
      'T013',
      'T020',
      'T021',
    ]);
    expect(await codes({ all: false, branchCodes: ['T010', 'T020'] })).toEqual(['T010', 'T020']);
    expect(await codes({ all: false, branchCodes: [] })).toEqual([]);
    const [closed] = await t.db.select().from(branch).where(eq(branch.branchCode, 'T030'));
    expect(closed?.isActive).toBe(false);
  });

  it('refuses a branch outside the areas with 403 naming it', () => {
    expect(() => assertBranchInScope(user('pdi', ['T010']), 'T010')).not.toThrow();
    expect(() => assertBranchInScope(user('ho_testdrive', ['T002']), 'T020')).not.toThrow();
    expect(() => assertBranchInScope(user('pdi', ['T010']), 'T020')).toThrow(
      'Branch T020 is outside your branches',
    );
  });
});

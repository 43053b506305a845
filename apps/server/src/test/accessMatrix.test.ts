import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@dealer/contracts';
import type { AccessRule } from '../platform/access/access';
import { FORBIDDEN, SERVICE_UNAUTHENTICATED, UNAUTHENTICATED } from '../platform/access/guard';
import { DEMO_ACCOUNTS } from '../seed/demoAccounts';
import { createTestApp, type TestApp } from './testApp';

/**
 * Every route × every caller: the thirteen demo accounts, nobody, the service client and a
 * service client with a wrong secret. The expected answer is derived from the route's declared
 * access alone, so routes of future modules are checked without touching this file.
 */

interface Caller {
  name: string;
  authorization?: string;
  /** The account's roles; undefined for callers that are not users. */
  account?: { roles: readonly Role[]; additionalRoles: readonly Role[] };
  /** Carries the service client's valid Basic credentials. */
  service?: boolean;
}

type Expected = 'admitted' | 401 | 403;

/** DESIGN, "Access is decided on the server", restated from the rule, not from the guard's code. */
function expectedFor(rule: AccessRule, caller: Caller): Expected {
  if (rule === 'public') return 'admitted';
  if (rule === 'service') return caller.service ? 'admitted' : 401;
  if (!caller.account) return 401;
  if (rule === 'authenticated') return 'admitted';
  const [active] = caller.account.roles;
  const admitted =
    active === 'superadmin' ||
    (active !== undefined && rule.roles.includes(active)) ||
    caller.account.additionalRoles.some((role) => rule.roles.includes(role));
  return admitted ? 'admitted' : 403;
}

const GUARD_MESSAGES = new Set([UNAUTHENTICATED, SERVICE_UNAUTHENTICATED, FORBIDDEN]);

function isGuardRefusal(status: number, body: string): boolean {
  if (status !== 401 && status !== 403) return false;
  try {
    return GUARD_MESSAGES.has((JSON.parse(body) as { message?: string }).message ?? '');
  } catch {
    return false;
  }
}

const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

let t: TestApp;
const callers: Caller[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // One sign-in per account (argon2 is slow); the tokens serve the whole matrix.
  for (const account of DEMO_ACCOUNTS) {
    const { access_token } = await t.signIn(account.userName);
    callers.push({
      name: account.userName,
      authorization: t.authHeader(access_token).authorization,
      account,
    });
  }
  const service = t.config.serviceClients[0];
  if (!service) throw new Error('the demo configuration has no service client');
  callers.push(
    { name: 'nobody' },
    { name: 'service client', authorization: basic(service.id, service.secret), service: true },
    { name: 'service client, wrong secret', authorization: basic(service.id, 'wrong secret') },
  );
});
afterAll(async () => {
  await t?.close();
});

describe('the route × identity matrix', () => {
  it('signs in all thirteen demo accounts', () => {
    expect(callers.filter((c) => c.account)).toHaveLength(13);
  });

  it('admits exactly the declared callers on every route, refusing the others with 401 or 403', async () => {
    const routes = t.app.routeAccess.filter(
      (r): r is typeof r & { access: AccessRule } => r.access !== 'exempt',
    );
    const failures: string[] = [];
    const tally = { admitted: 0, 401: 0, 403: 0 };
    for (const route of routes) {
      // The smallest call: an empty JSON object. An admitted caller may get 400/404/409 for it.
      const hasBody = route.method === 'POST' || route.method === 'PUT';
      for (const caller of callers) {
        const expected = expectedFor(route.access, caller);
        tally[expected]++;
        const headers: Record<string, string> = {};
        if (caller.authorization) headers.authorization = caller.authorization;
        if (hasBody) headers['content-type'] = 'application/json';
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: route.url,
          headers,
          payload: hasBody ? '{}' : undefined,
        });
        const status = response.statusCode;
        const where = `${route.method} ${route.url} as ${caller.name}`;
        if (expected === 'admitted') {
          // On a public route only the guard's own refusal counts: the token endpoint rightly
          // answers 401 to a caller without the OAuth client's credentials (RFC 6749, 3.2.1).
          const refused =
            route.access === 'public'
              ? isGuardRefusal(status, response.body)
              : status === 401 || status === 403;
          if (refused) failures.push(`${where}: admitted by the rule, answered ${status}`);
          else if (status >= 500) failures.push(`${where}: answered ${status}`);
        } else if (status !== expected) {
          failures.push(`${where}: expected ${expected}, answered ${status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Not vacuous: the matrix holds both answers in bulk.
    expect(tally.admitted).toBeGreaterThan(300);
    expect(tally[403]).toBeGreaterThan(300);
    expect(tally[401]).toBeGreaterThan(100);
  }, 300_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@dealer/contracts';
import type { AccessRule } from '../platform/access/access';
import { ERROR_SCHEMAS, type ErrorSchemaName } from '../platform/docsAnswers';
import { DEMO_ACCOUNTS, type DemoAccount } from '../seed/demoAccounts';
import { createTestApp, type TestApp } from './testApp';

/**
 * The document tells the truth about failures: on every operation, the refusals a client meets
 * first (no credential, a role outside the route's, a NUL in the query string, which the server
 * refuses on every route) are answers the operation declares, with a body of the declared shape.
 * The credential for each call is taken from the operation's declared `security`, so a wrong
 * scheme in the document shows as a 401 where a 400 was expected. Every call is refused before
 * its handler runs: nothing is written.
 */

interface Operation {
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: SchemaRef }> }>;
}
type SchemaRef = { $ref?: string; anyOf?: { $ref: string }[] };

interface Probe {
  key: string;
  operation: Operation;
  method: string;
  url: string;
}

let t: TestApp;
let probes: Probe[];
let accessOf: Map<string, AccessRule | 'exempt'>;
const tokens = new Map<string, string>();

const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

beforeAll(async () => {
  t = await createTestApp();
  const document = (await t.app.inject({ method: 'GET', url: `${API.docs}/json` })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  probes = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operation,
      method: method.toUpperCase(),
      // Any value serves for a path parameter: every call here is refused before it is read.
      url: path.replace(/\{[^}]+\}/g, '1'),
    })),
  );
  accessOf = new Map(
    t.app.routeAccess.map((r) => [`${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`, r.access]),
  );
});
afterAll(async () => {
  await t?.close();
});

async function bearerOf(account: DemoAccount): Promise<string> {
  let token = tokens.get(account.userName);
  if (!token) {
    token = t.authHeader((await t.signIn(account.userName)).access_token).authorization;
    tokens.set(account.userName, token);
  }
  return token;
}

/** The headers of the credential the operation declares it takes. */
async function credentialOf(operation: Operation): Promise<Record<string, string>> {
  const scheme = Object.keys(operation.security?.[0] ?? {})[0];
  const service = t.config.serviceClients[0]!;
  if (scheme === 'bearer') return { authorization: await bearerOf(DEMO_ACCOUNTS[0]!) };
  if (scheme === 'serviceClient') return { authorization: basic(service.id, service.secret) };
  if (scheme === 'consoleClient') {
    return { authorization: basic(t.config.oauthClientId, t.config.oauthClientSecret) };
  }
  if (scheme === 'smsProvider') {
    return { 'x-receipt-secret': t.config.messaging.sms.receiptSecret ?? '' };
  }
  return {};
}

const refsOf = (schema: SchemaRef | undefined) =>
  (schema?.anyOf ?? (schema ? [schema] : [])).map((s) => s.$ref?.split('/').pop() ?? '');

/** Why the answer breaks the document, or undefined when the document declares it as it is. */
async function mismatch(
  probe: Probe,
  headers: Record<string, string>,
  query = '',
): Promise<{ status: number; problem?: string }> {
  const response = await t.app.inject({
    method: probe.method as 'GET',
    url: probe.url + query,
    headers,
  });
  const where = `${probe.key}${query} answered ${response.statusCode}`;
  const declared = probe.operation.responses[response.statusCode];
  if (!declared) return { status: response.statusCode, problem: `${where}, not declared` };
  const names = refsOf(declared.content?.['application/json']?.schema);
  const body: unknown = response.json();
  const fits = names.some((name) => {
    const schema = ERROR_SCHEMAS[name as ErrorSchemaName] as
      (typeof ERROR_SCHEMAS)[ErrorSchemaName] | undefined;
    return schema?.safeParse(body).success === true;
  });
  if (!fits)
    return {
      status: response.statusCode,
      problem: `${where}: ${response.body} is no ${names.join('|')}`,
    };
  return { status: response.statusCode };
}

describe('the refusals every operation gives', () => {
  it('are declared: 401 without a credential', async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const probe of probes) {
      if (accessOf.get(probe.key) === 'public') continue;
      const { status, problem } = await mismatch(probe, {});
      sent++;
      if (problem) problems.push(problem);
      else if (status !== 401)
        problems.push(`${probe.key} answered ${status} without a credential`);
    }
    // The token endpoint checks its client credentials itself (RFC 6749 error body).
    const token = probes.find((p) => p.key === `POST ${API.auth.token}`)!;
    const answer = await mismatch(token, {});
    expect(answer).toEqual({ status: 401 });
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(100);
  });

  it('are declared: 403 for a role the route does not admit', async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const probe of probes) {
      const access = accessOf.get(probe.key);
      if (typeof access !== 'object') continue;
      const outsider = DEMO_ACCOUNTS.find(
        (a) =>
          ![...a.roles.slice(0, 1), ...a.additionalRoles].some(
            (r) => r === 'superadmin' || access.roles.includes(r),
          ),
      );
      if (!outsider) continue;
      const { status, problem } = await mismatch(probe, {
        authorization: await bearerOf(outsider),
      });
      sent++;
      if (problem) problems.push(problem);
      else if (status !== 403)
        problems.push(`${probe.key} answered ${status} to ${outsider.userName}`);
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(50);
  });

  it('are declared: 400 for a NUL in the query string, with the declared credential', async () => {
    const problems: string[] = [];
    for (const probe of probes) {
      const { status, problem } = await mismatch(
        probe,
        await credentialOf(probe.operation),
        '?probe=%00',
      );
      if (problem) problems.push(problem);
      else if (status !== 400) problems.push(`${probe.key} answered ${status} to a NUL`);
    }
    expect(problems).toEqual([]);
  });

  it('are declared: 414 in the envelope for a path parameter over the router\u2019s limit', async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const probe of probes) {
      if (!/\{[^}]+\}/.test(probe.key)) continue;
      // Fastify's router refuses a parameter over maxParamLength (100) before any hook runs.
      const long = {
        ...probe,
        url: probe.key.split(' ')[1]!.replace(/\{[^}]+\}/g, 'x'.repeat(101)),
      };
      const { status, problem } = await mismatch(long, await credentialOf(probe.operation));
      sent++;
      if (problem) problems.push(problem);
      else if (status !== 414) problems.push(`${probe.key} answered ${status} to a long parameter`);
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(3);
  });
});

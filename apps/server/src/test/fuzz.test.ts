import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@dealer/contracts';
import { isAllowed, type AccessRule } from '../platform/access/access';
import { capFor, sampleInOrder } from './fuzz/budget';
import { casesFor, type FuzzCase } from './fuzz/cases';
import { operationsOf, type OpenApiDocument, type Operation } from './fuzz/openapi';
import { machinePace } from './fuzz/pace';
import { prng } from './fuzz/prng';
import type { Hints } from './fuzz/schema';
import { createTestApp, type TestApp } from './testApp';

/**
 * Bad input of every kind, on every route of the OpenAPI document, as every kind of caller: no
 * answer may be a 5xx or take longer than SLOW_MS (on a busy machine, SLOW_MS times how much
 * slower it runs a fixed piece of work than when quiet). The routes, fields and values all come from
 * the document, so a new module's routes are fuzzed without touching this file.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 8);
/**
 * Requests per run: about 15 s on the 2-core CI machine today. When modules add routes, the
 * largest schemas are sampled down (seeded) so that the file keeps running in about a minute.
 */
const BUDGET = 8_000;
const SLOW_MS = 2_000;

interface Caller {
  name: string;
  authorization: string;
  /** The role rule this caller is judged by (undefined: a client, not a user). */
  user?: { role: 'superadmin' | 'pdi'; additionalRoles: [] };
}

let t: TestApp;
let operations: Operation[];
let accessOf: Map<string, AccessRule | 'exempt'>;
/**
 * Per route, the property values a schema cannot express. The token endpoint's password must be
 * encrypted with the server's key, or the grant stops before it looks the user name up.
 */
let hints: Record<string, Hints>;
const callers: Record<'headOffice' | 'branch' | 'publicClient' | 'serviceClient', Caller> =
  {} as never;

const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

let pace: ReturnType<typeof machinePace>;

beforeAll(async () => {
  pace = machinePace();
  t = await createTestApp();
  // Own accounts, not the demo ones: a fuzzed write that happens to be valid may edit, disable or
  // reset a demo user (the examples use id 1), and must not end the session doing the fuzzing.
  await t.addUser({ userName: 'fuzz_head_office', roles: ['superadmin'], branchCodes: ['T002'] });
  await t.addUser({ userName: 'fuzz_branch', roles: ['pdi'], branchCodes: ['T010'] });
  const bearer = async (userName: string) =>
    t.authHeader((await t.signIn(userName)).access_token).authorization;
  callers.headOffice = {
    name: 'head office (superadmin)',
    authorization: await bearer('fuzz_head_office'),
    user: { role: 'superadmin', additionalRoles: [] },
  };
  callers.branch = {
    name: 'branch (pdi T010)',
    authorization: await bearer('fuzz_branch'),
    user: { role: 'pdi', additionalRoles: [] },
  };
  callers.publicClient = {
    name: 'signed out (console client)',
    authorization: basic(t.config.oauthClientId, t.config.oauthClientSecret),
  };
  const service = t.config.serviceClients[0];
  if (!service) throw new Error('the demo configuration has no service client');
  callers.serviceClient = {
    name: 'service client',
    authorization: basic(service.id, service.secret),
  };

  const document = await t.app.inject({ method: 'GET', url: `${API.docs}/json` });
  operations = operationsOf(document.json<OpenApiDocument>());
  hints = { [`POST ${API.auth.token}`]: { password: t.encryptPassword('not the password') } };
  accessOf = new Map(t.app.routeAccess.map((r) => [`${r.method} ${r.url}`, r.access]));
});
afterAll(async () => {
  await t?.close();
});

const keyOf = (operation: Operation) => `${operation.method} ${operation.routePath}`;

/**
 * Who fuzzes a route: public routes signed out (tokens are ignored there), service routes by the
 * service client, user routes by the head office and by the branch user when its role is
 * admitted (a refused role is stopped before the body is read, so it has nothing to fuzz).
 */
function callersOf(rule: AccessRule | 'exempt' | undefined): Caller[] {
  if (rule === 'public') return [callers.publicClient];
  if (rule === 'service') return [callers.serviceClient];
  if (rule === undefined || rule === 'exempt') return [];
  return [callers.headOffice, callers.branch].filter((c) => isAllowed(c.user!, rule));
}

interface Answer {
  status: number;
  ms: number;
  body: string;
}

async function send(caller: Caller, fuzz: FuzzCase): Promise<Answer> {
  const headers: Record<string, string> = { authorization: caller.authorization };
  if (fuzz.contentType) headers['content-type'] = fuzz.contentType;
  const started = performance.now();
  const response = await t.app.inject({
    method: fuzz.method as 'GET',
    url: fuzz.url,
    headers,
    payload: fuzz.payload,
  });
  return {
    status: response.statusCode,
    ms: Math.round(performance.now() - started),
    body: response.body.slice(0, 160),
  };
}

describe('the fuzz test', () => {
  it('covers every route the app registers, as the OpenAPI document describes them', () => {
    const documented = operations.map(keyOf).sort();
    // HEAD mirrors GET; the documentation routes are exempt and not part of the document.
    const registered = t.app.routeAccess
      .filter((r) => r.access !== 'exempt' && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(documented).toEqual(registered);
    expect(documented.length).toBeGreaterThan(50);
  });

  it(`answers no bad input with a 5xx or slower than ${SLOW_MS} ms (seed ${SEED})`, async () => {
    const random = prng(SEED);
    const plans = operations.map((operation) => ({
      operation,
      all: casesFor(operation, random, hints[keyOf(operation)]),
      callers: callersOf(accessOf.get(keyOf(operation))),
    }));
    const cap = capFor(
      plans.map((p) => ({ cases: p.all.length, callers: p.callers.length })),
      BUDGET,
    );
    const failures: string[] = [];
    let sent = 0;
    for (const { operation, all, callers: routeCallers } of plans) {
      const cases = sampleInOrder(all, cap, random);
      for (const caller of routeCallers) {
        for (const fuzz of cases) {
          let answer = await send(caller, fuzz);
          sent++;
          // A slow answer is sent up to twice more and its fastest try judged against the
          // machine's pace at that moment: what an input costs is its fastest run (as the bench
          // reports), a busy machine is slower at everything, and a freeze is slow every time.
          let limit = SLOW_MS;
          for (let retry = 0; retry < 2 && answer.ms > limit; retry++) {
            const again = await send(caller, fuzz);
            if (again.status >= 500 || again.ms < answer.ms) answer = again;
            limit = SLOW_MS * pace.slowdown();
          }
          const where = `${keyOf(operation)} as ${caller.name}: ${fuzz.place} ${fuzz.field || '(whole)'} = ${fuzz.label} [${fuzz.kind}]`;
          if (answer.status >= 500) failures.push(`${answer.status} ${where} -> ${answer.body}`);
          else if (answer.ms > limit) {
            failures.push(`${answer.ms} ms (limit ${Math.round(limit)} ms) ${where}`);
          } else if (answer.status === 401 && caller.user) {
            // The caller's session ended (a fuzzed write revoked it): the rest would be vacuous.
            throw new Error(`session of ${caller.name} lost after ${where}`);
          }
        }
      }
    }
    console.info(
      `fuzz: ${sent} requests on ${operations.length} routes, ${cap} cases per route at most, seed ${SEED}`,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});

import { Agent, request } from 'node:http';
import { availableParallelism } from 'node:os';
import { API } from '@dealer/contracts';
import { hash, verify } from '@node-rs/argon2';
import { ARGON2_OPTIONS } from '../apps/server/src/platform/auth/passwords';
import { threadPoolSize } from '../apps/server/src/platform/threadPool';
import { startServer } from '../e2e/support/server';
import { atLeast, atMost, median, type Measurement } from './support/budget';
import { basicAuth, encryptPassword, DEMO_PASSWORD, signIn } from './support/signIn';
import { DEFAULT_LOG_LEVEL } from './support/defaultLogLevel';
import { createBenchDatabase } from './support/database';
import { loadAverage, runLoad } from './support/load';
import { countCpu, describeCpu } from './support/cpuSplit';

/** Sequential keep-alive GETs, timed one by one with a high-resolution clock (ms). */
async function timeCalls(
  origin: string,
  path: string,
  count: number,
  token?: string,
): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(path, origin);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = process.hrtime.bigint();
    await new Promise<void>((done, fail) => {
      const call = request(
        url,
        { agent, headers: token ? { authorization: `Bearer ${token}` } : {} },
        (reply) => {
          if (reply.statusCode !== 200) fail(new Error(`${path} answered ${reply.statusCode}`));
          reply.resume();
          reply.on('end', () => done());
        },
      );
      call.on('error', fail);
      call.end();
    });
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  agent.destroy();
  return times;
}

const CONNECTIONS = 8;

/** The server's libuv pool (apps/server/src/start.ts): how many verifications it runs at once. */
const SERVER_POOL = Number(threadPoolSize({}, availableParallelism()));

/**
 * The baseline: bare argon2id verifications per second on this machine, with the server's own
 * parameters, CONNECTIONS callers and at most `atOnce` verifications running (libuv's pool in
 * this process has four threads). Nothing else (no RSA, no database, no HTTP) runs meanwhile, so
 * the endpoint can at best approach it.
 */
async function bareArgon2(
  seconds: number,
  atOnce: number,
): Promise<{ perSecond: number; cpuMs: number }> {
  const stored = await hash(DEMO_PASSWORD, ARGON2_OPTIONS);
  const end = Date.now() + seconds * 1000;
  let done = 0;
  const stop = countCpu();
  await Promise.all(
    Array.from({ length: Math.min(atOnce, CONNECTIONS) }, async () => {
      while (Date.now() < end) {
        await verify(stored, DEMO_PASSWORD);
        done++;
      }
    }),
  );
  // CPU of one verification: argon2's threads are this process's here.
  return { perSecond: done / seconds, cpuMs: stop().benchMs / done };
}

/** Sign-ins through the token endpoint of `origin` for 10 s at CONNECTIONS, against bare argon2id. */
async function signInLoad(origin: string, serverPid: number | undefined) {
  const encrypted = await encryptPassword(origin, DEMO_PASSWORD);
  const body = new URLSearchParams({
    grant_type: 'password',
    username: 'crc',
    password: encrypted.password,
  }).toString();
  // Baseline before and after the load, so that both see the same machine, as many at once as
  // the server's pool runs; and once with libuv's default four threads. The better of the two is
  // the baseline, so the server's choice of pool cannot flatter its share.
  const before = await bareArgon2(5, SERVER_POOL);
  const libuv = await bareArgon2(5, CONNECTIONS);
  const stop = countCpu(serverPid);
  const load = await runLoad({
    url: origin,
    connections: CONNECTIONS,
    seconds: 10,
    requests: [
      {
        method: 'POST',
        path: API.auth.token,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: basicAuth(encrypted.clientId),
        },
        body,
      },
    ],
  });
  const cpu = stop();
  const signedIn = load.requests - load.non2xx;
  const perSecond = signedIn / load.seconds;
  const after = await bareArgon2(5, SERVER_POOL);
  const bareServerPool = (before.perSecond + after.perSecond) / 2;
  const bare = Math.max(bareServerPool, libuv.perSecond);
  // What a sign-in costs beyond its argon2id verification: the share is a CPU ratio on a
  // saturated machine, so this is what keeps the endpoint below bare argon2id.
  const verifyMs = median([before.cpuMs, after.cpuMs]);
  const calls = load.requests;
  return {
    perSecond,
    bare,
    share: (100 * perSecond) / bare,
    detail: `${signedIn} sign-ins, ${load.non2xx + load.errors} failures, p50 ${load.p50.toFixed(1)} ms, p99 ${load.p99.toFixed(1)} ms; bare argon2id ${bare.toFixed(1)} per s (${SERVER_POOL} at once: before ${before.perSecond.toFixed(1)}, mean ${bareServerPool.toFixed(1)}; ${CONNECTIONS} callers on libuv's default four threads: ${libuv.perSecond.toFixed(1)}), ${verifyMs.toFixed(2)} ms CPU per verification; ${describeCpu(cpu, calls)}, of which beyond one verification ${((cpu.serverMs + cpu.postgresMs + cpu.benchMs) / Math.max(calls, 1) - verifyMs).toFixed(2)} ms; load average ${loadAverage()}`,
  };
}

const SIGN_IN_ENV = {
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  LOGIN_IP_MAX_FAILURES: '1000000',
  ...DEFAULT_LOG_LEVEL,
};

/**
 * Sign-ins on both databases: the embedded one (the demo, `npm start`), whose statements run in
 * the server's own thread, and the PostgreSQL server (production), whose statements run in
 * PostgreSQL's processes. Both share this machine's two cores with argon2id's threads.
 */
export async function benchAuth(): Promise<Measurement[]> {
  const results: Measurement[] = [];
  const target = await createBenchDatabase();
  if (target.url) {
    const server = await startServer({ ...SIGN_IN_ENV, DATABASE_URL: target.url });
    try {
      const pg = await signInLoad(server.origin, server.pid);
      results.push(
        atLeast(
          'token endpoint sign-ins per second, PostgreSQL (argon2id m=19456 KiB, t=2, p=1; 8 connections, 10 s)',
          pg.perSecond,
          40,
          'per s',
          pg.detail,
        ),
        atLeast(
          'token endpoint sign-ins as a share of bare argon2id, PostgreSQL',
          pg.share,
          80,
          '%',
          pg.detail,
        ),
      );
    } finally {
      await server.stop();
      await target.drop();
    }
  }
  const server = await startServer(SIGN_IN_ENV);
  try {
    const embedded = await signInLoad(server.origin, server.pid);

    // Auth overhead: the same `select 1` behind a public route and behind token + role checks,
    // interleaved in rounds so that both see the same machine load.
    const token = (await signIn(server.origin, 'crc')).access_token;
    const publicTimes: number[] = [];
    const authTimes: number[] = [];
    await timeCalls(server.origin, API.health, 300);
    await timeCalls(server.origin, API.auth.ping, 300, token);
    for (let round = 0; round < 10; round++) {
      publicTimes.push(...(await timeCalls(server.origin, API.health, 300)));
      authTimes.push(...(await timeCalls(server.origin, API.auth.ping, 300, token)));
    }
    const overhead = median(authTimes) - median(publicTimes);

    return [
      ...results,
      atLeast(
        'token endpoint sign-ins per second, embedded database (argon2id m=19456 KiB, t=2, p=1; 8 connections, 10 s)',
        embedded.perSecond,
        40,
        'per s',
        embedded.detail,
      ),
      atLeast(
        'token endpoint sign-ins as a share of bare argon2id, embedded database',
        embedded.share,
        80,
        '%',
        embedded.detail,
      ),
      atMost(
        'auth + access check overhead at the median (/api/auth/ping vs /healthz)',
        overhead,
        1,
        'ms',
        `median /healthz ${median(publicTimes).toFixed(3)} ms, /api/auth/ping ${median(authTimes).toFixed(3)} ms, 3000 calls each`,
      ),
    ];
  } finally {
    await server.stop();
  }
}

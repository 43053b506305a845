import { loadavg } from 'node:os';
import { percentile } from './budget';
import { HELLO_REQUESTS, startHelloServer } from './helloBaseline';
import { addSplits, countCpu, type CpuSplit } from './cpuSplit';
import { runWrk, type LoadRequest } from './wrk';

export type { LoadRequest } from './wrk';

export interface LoadResult {
  requests: number;
  perSecond: number;
  non2xx: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

/**
 * The warm-up before a measured load, on the same spread and at the measured concurrency: long
 * enough for PostgreSQL's plan cache to settle. A prepared statement is planned for its values
 * on each of its first five calls on a connection before PostgreSQL keeps a generic plan, and
 * the spreads reach about a hundred statement shapes (which filters are set) on each of the
 * pool's connections: after 3 s at 10 callers most were still being planned on every call, which
 * a server in service has long left behind (docs/history/performance-diary.md, session 19).
 */
export const WARM_UP = { connections: 50, seconds: 10 } as const;

/** Percentiles and throughput of latencies measured over `seconds`. */
export function summarise(times: number[], seconds: number, non2xx = 0, errors = 0): LoadResult {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    perSecond: sorted.length / seconds,
    non2xx,
    errors,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

/** Results of several rounds as one: latencies pooled, throughput over the summed time. */
export function pooled(
  rounds: { times: number[]; seconds: number; non2xx?: number; errors?: number }[],
): LoadResult {
  return summarise(
    rounds.flatMap((r) => r.times),
    rounds.reduce((s, r) => s + r.seconds, 0),
    rounds.reduce((s, r) => s + (r.non2xx ?? 0), 0),
    rounds.reduce((s, r) => s + (r.errors ?? 0), 0),
  );
}

/**
 * `connections` keep-alive connections sending `requests` for `seconds` through wrk (wrk.ts), every
 * latency kept. Bounded in count and time, on loopback only.
 */
export async function runLoad(options: {
  url: string;
  connections: number;
  seconds: number;
  requests: LoadRequest[];
  /** How many bodies a drawing request draws (wrk.ts's default: enough for every call). */
  draws?: number;
}): Promise<LoadResult & { times: number[]; seconds: number }> {
  const run = await runWrk(options);
  return { ...summarise(run.times, run.seconds, run.non2xx, run.errors), ...run };
}

/** `connections` callers running `call` back to back for `seconds`; every latency kept. */
export async function closedLoop(
  connections: number,
  seconds: number,
  call: () => Promise<unknown>,
): Promise<LoadResult & { times: number[] }> {
  const times: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        await call().catch(() => errors++);
        times.push(performance.now() - started);
      }
    }),
  );
  return { ...summarise(times, seconds, 0, errors), times };
}

/** "N calls in S s (R/s), p50 / p95 / p99": how every load figure is reported. */
export function describe(r: LoadResult): string {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  return `${r.requests} calls (${r.perSecond.toFixed(0)}/s), p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}`;
}

/** The machine's 1-minute load average: figures on a shared machine mean little without it. */
export function loadAverage(): string {
  return loadavg()[0]!.toFixed(2);
}

/**
 * The product and its baseline measured the honest way: `rounds` rounds, each first the HTTP load
 * with bodies drawn from round seed `100 + round`, then the same statements through the database
 * driver (`direct`, omitted when there is none) at the same concurrency with the same draw, so
 * both meet the same machine state and the same inputs; then the Fastify hello-world (the HTTP
 * floor) at the same concurrency. Latencies pooled per side.
 */
export async function interleavedRounds<Body>(options: {
  url: string;
  rounds: number;
  seconds: number;
  connections: number;
  /** The draw of round seed `seed`: a fresh generator each call, so both sides see one sequence. */
  bodies: (seed: number) => () => Body;
  request: (draw: () => Body) => LoadRequest;
  direct?: (body: Body) => Promise<unknown>;
  /** The server's process: its CPU is counted apart from PostgreSQL's and the bench's. */
  serverPid?: number | undefined;
}): Promise<{
  http: LoadResult;
  sql: LoadResult;
  hello: LoadResult;
  cpu: { http: CpuSplit; sql: CpuSplit };
}> {
  const { url, rounds, seconds, connections, bodies, request, direct, serverPid } = options;
  const httpRounds = [];
  const sqlRounds = [];
  const helloRounds = [];
  const httpCpu: CpuSplit[] = [];
  const sqlCpu: CpuSplit[] = [];
  const hello = await startHelloServer();
  try {
    for (let round = 0; round < rounds; round++) {
      const draw = bodies(100 + round);
      let stop = countCpu(serverPid);
      const http = await runLoad({ url, connections, seconds, requests: [request(draw)] });
      httpCpu.push(stop());
      // An error answers fast: a round with any would time the errors, not the product.
      if (http.non2xx > 0 || http.errors > 0) {
        throw new Error(
          `${http.non2xx} answers not 2xx and ${http.errors} errors in ${http.requests} calls to ${request(draw).path}`,
        );
      }
      httpRounds.push(http);
      if (direct) {
        const same = bodies(100 + round);
        stop = countCpu(serverPid);
        const loop = await closedLoop(connections, seconds, () => direct(same()));
        sqlCpu.push(stop());
        sqlRounds.push({ ...loop, seconds });
      }
      const floor = await runLoad({
        url: hello.url,
        connections,
        seconds,
        requests: HELLO_REQUESTS,
      });
      helloRounds.push(floor);
    }
  } finally {
    await hello.stop();
  }
  return {
    http: pooled(httpRounds),
    sql: pooled(sqlRounds),
    hello: pooled(helloRounds),
    cpu: { http: addSplits(httpCpu), sql: addSplits(sqlCpu) },
  };
}

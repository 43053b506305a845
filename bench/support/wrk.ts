import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The benches' load generator: Debian's wrk (C, one thread on epoll), driven by wrk.lua with the
 * requests written beforehand. The load shares this machine's two cores with the server and
 * PostgreSQL, so its own CPU is taken from what it measures: autocannon, in Node, spent
 * 0.16–0.18 ms of CPU per board call (an eighth of the call's whole cost) and 0.33 ms per
 * sign-in, where wrk spends a few hundredths (docs/history/performance-diary.md, session 21).
 */
export const WRK = process.env.BENCH_WRK ?? '/usr/bin/wrk';

/** One kind of call of a load. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Draws each call's body (a realistic spread), so the answer cache cannot serve the load. */
  draw?: () => string;
  headers?: Record<string, string>;
}

/**
 * Bodies drawn per second of load when a request draws them: more than any bench's calls a
 * second on this machine (the board and the stock search do 1,100–1,600), so a round sends each
 * drawn body once. Past the last, wrk starts the list again.
 */
const DRAWS_PER_SECOND = 5_000;

export interface WrkResult {
  requests: number;
  seconds: number;
  /** Answers with a status of 400 or more (wrk counts no other as failed). */
  non2xx: number;
  /** Connect, read and write errors and calls that timed out. */
  errors: number;
  /** Every call's latency in ms, in ascending order, read back from wrk's histogram. */
  times: number[];
}

/** The request's bytes as wrk sends them, keep-alive, with its body's length. */
function http(host: string, request: LoadRequest, body: string | undefined): Buffer {
  const lines = [`${request.method} ${request.path} HTTP/1.1`, `Host: ${host}`];
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    lines.push(`${name}: ${value}`);
  }
  if (body !== undefined) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`);
}

/**
 * The calls a load sends, in order: the requests in turn, a drawn body for each call of a
 * request that draws (`draws` calls in all), else each request once.
 */
function requestFile(host: string, requests: LoadRequest[], draws: number): Buffer {
  const drawn = requests.some((r) => r.draw);
  const calls = drawn ? Math.max(draws, requests.length) : requests.length;
  const parts: Buffer[] = [];
  for (let i = 0; i < calls; i++) {
    const request = requests[i % requests.length]!;
    const bytes = http(host, request, request.draw ? request.draw() : request.body);
    parts.push(Buffer.from(`${bytes.length}\n`), bytes);
  }
  return Buffer.concat(parts);
}

/**
 * The percentiles wrk.lua writes: every 0.5 % to 90 %, every 0.05 % to 99 %, every 0.01 % to
 * 99.99 %. Each is a walk of wrk's histogram (one count per microsecond) from the fastest call,
 * so they are dense only where p95 and p99 are read: a point every 0.05 % over the whole range
 * cost wrk 0.1–0.2 s of CPU after a 2 s load of sign-ins, counted as the bench's.
 */
export const WRK_PERCENTILES: readonly number[] = [
  ...Array.from({ length: 180 }, (_, i) => (i + 1) / 2),
  ...Array.from({ length: 180 }, (_, i) => 90 + (i + 1) / 20),
  ...Array.from({ length: 99 }, (_, i) => 99 + (i + 1) / 100),
].map((p) => Math.round(p * 100) / 100);

/**
 * The sorted latencies of `count` calls from wrk's percentiles (µs by percent), each call's rank
 * read off the quantile curve between the two points around it: rounds pool as if every latency
 * had been kept, within the points' spacing of the exact figure.
 */
export function latenciesFromQuantiles(
  count: number,
  minUs: number,
  maxUs: number,
  quantiles: Map<number, number>,
): number[] {
  // The curve's points: (share of calls 0..1, µs), from the fastest to the slowest call.
  const points: [number, number][] = [[0, minUs]];
  for (const [percent, us] of [...quantiles].sort((a, b) => a[0] - b[0])) {
    points.push([percent / 100, us]);
  }
  points.push([1, maxUs]);
  const times = new Array<number>(count);
  let segment = 0;
  for (let k = 0; k < count; k++) {
    const share = (k + 0.5) / count;
    while (segment < points.length - 2 && points[segment + 1]![0] < share) segment++;
    const [p0, v0] = points[segment]!;
    const [p1, v1] = points[segment + 1]!;
    const us = p1 === p0 ? v1 : v0 + ((v1 - v0) * (share - p0)) / (p1 - p0);
    times[k] = us / 1000;
  }
  return times;
}

/** Parses the result file wrk.lua's done() writes. */
export function parseWrkResult(text: string): Omit<WrkResult, 'seconds'> & { durationUs: number } {
  const values = new Map<string, number[]>();
  const quantiles = new Map<number, number>();
  for (const line of text.split('\n')) {
    const [key, ...rest] = line.trim().split(' ');
    if (!key) continue;
    const numbers = rest.map(Number);
    if (key === 'q') quantiles.set(numbers[0]!, numbers[1]!);
    else values.set(key, numbers);
  }
  const one = (key: string) => {
    const value = values.get(key)?.[0];
    if (value === undefined || Number.isNaN(value)) throw new Error(`wrk's result has no ${key}`);
    return value;
  };
  const requests = one('requests');
  const [connect = 0, read = 0, write = 0, status = 0, timeout = 0] = values.get('errors') ?? [];
  return {
    requests,
    durationUs: one('duration_us'),
    non2xx: status,
    errors: connect + read + write + timeout,
    times:
      requests === 0
        ? []
        : latenciesFromQuantiles(requests, one('min_us'), one('max_us'), quantiles),
  };
}

/**
 * `connections` keep-alive connections sending `requests` for `seconds` (closed loop: each
 * connection sends its next call when the last is answered). Bounded in time, on loopback only.
 */
export async function runWrk(options: {
  url: string;
  connections: number;
  seconds: number;
  requests: LoadRequest[];
  /** How many bodies to draw (default: DRAWS_PER_SECOND for each second). */
  draws?: number;
}): Promise<WrkResult> {
  if (!existsSync(WRK)) {
    throw new Error(
      `the benches' load generator is Debian's wrk, not found at ${WRK}: apt-get install -y wrk`,
    );
  }
  const url = new URL(options.url);
  const dir = mkdtempSync(join(tmpdir(), 'bench-wrk-'));
  try {
    const requestsPath = join(dir, 'requests');
    const resultPath = join(dir, 'result');
    writeFileSync(
      requestsPath,
      requestFile(
        url.host,
        options.requests,
        options.draws ?? Math.ceil(options.seconds * DRAWS_PER_SECOND),
      ),
    );
    const child = spawn(
      WRK,
      [
        '--threads',
        '1',
        '--connections',
        String(options.connections),
        '--duration',
        `${options.seconds}s`,
        // A slow call is a latency to count, not an error: wrk's default gives up after 2 s.
        '--timeout',
        '30s',
        '--script',
        resolve(import.meta.dirname, 'wrk.lua'),
        `${url.origin}/`,
        '--',
        requestsPath,
      ],
      {
        env: { ...process.env, WRK_RESULT: resultPath, WRK_PERCENTILES: WRK_PERCENTILES.join(',') },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((done, fail) => {
      child.once('error', fail);
      child.once('close', done);
    });
    if (code !== 0 || !existsSync(resultPath)) {
      throw new Error(`wrk exited with ${code}: ${stderr.trim()}`);
    }
    const { durationUs, ...result } = parseWrkResult(readFileSync(resultPath, 'utf8'));
    return { ...result, seconds: durationUs / 1e6 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { percentile } from './budget';
import { countCpu } from './cpuSplit';
import { summarise } from './load';
import { latenciesFromQuantiles, runWrk, WRK_PERCENTILES } from './wrk';

/** wrk's percentile (stats.c): the value at rank round(p / 100 * count + 0.5), 1-based. */
function wrkPercentile(sorted: number[], p: number): number {
  const rank = Math.round((p / 100) * sorted.length + 0.5);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** A load's latencies as wrk.lua writes them: min, max and WRK_PERCENTILES. */
function asWrkWrites(sortedUs: number[]) {
  const quantiles = new Map(WRK_PERCENTILES.map((p) => [p, wrkPercentile(sortedUs, p)]));
  return latenciesFromQuantiles(sortedUs.length, sortedUs[0]!, sortedUs.at(-1)!, quantiles);
}

describe("the latencies read back from wrk's percentiles", () => {
  it('give p50, p95 and p99 within a tenth of a millisecond of every latency kept', () => {
    // A long-tailed load: most calls 20-40 ms, one in twenty 40-120 ms, a few up to 400 ms.
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const us = Array.from({ length: 37_123 }, () => {
      const r = random();
      if (r < 0.95) return Math.round(20_000 + random() * 20_000);
      if (r < 0.995) return Math.round(40_000 + random() * 80_000);
      return Math.round(120_000 + random() * 280_000);
    }).sort((a, b) => a - b);
    const exact = summarise(
      us.map((v) => v / 1000),
      10,
    );
    const read = summarise(asWrkWrites(us), 10);
    for (const p of ['p50', 'p95', 'p99'] as const) {
      expect(Math.abs(read[p] - exact[p])).toBeLessThan(0.1);
    }
    expect(read.requests).toBe(us.length);
  });

  it('pool two rounds as the latencies of both would', () => {
    const fast = Array.from({ length: 9_000 }, (_, i) => 10_000 + i).sort((a, b) => a - b);
    const slow = Array.from({ length: 3_000 }, (_, i) => 50_000 + 10 * i).sort((a, b) => a - b);
    const pooled = [...asWrkWrites(fast), ...asWrkWrites(slow)].sort((a, b) => a - b);
    const exact = [...fast, ...slow].map((v) => v / 1000).sort((a, b) => a - b);
    for (const p of [50, 95, 99]) {
      expect(Math.abs(percentile(pooled, p) - percentile(exact, p))).toBeLessThan(0.05);
    }
  });
});

describe('a load through wrk', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    if (server) await new Promise((r) => server!.close(r));
    server = undefined;
  });

  /** A server that keeps every body it is sent, answers after `delayMs`, and fails /fail. */
  async function recordingServer(delayMs: number) {
    const bodies: string[] = [];
    server = createServer((request, reply) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        bodies.push(body);
        setTimeout(() => {
          reply.statusCode = request.url === '/fail' ? 500 : 200;
          reply.end('{}');
        }, delayMs);
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    return { url: `http://127.0.0.1:${port}`, bodies };
  }

  it('sends each drawn body once, in order, and times the calls', async () => {
    const { url, bodies } = await recordingServer(20);
    let drawn = 0;
    const result = await runWrk({
      url,
      connections: 4,
      seconds: 1,
      requests: [
        {
          method: 'POST',
          path: '/echo',
          headers: { 'content-type': 'application/json' },
          draw: () => JSON.stringify({ call: drawn++, text: 'ünïcode' }),
        },
      ],
    });
    // Four connections, 20 ms a call: about 200 calls in the second, none failed.
    expect(result.requests).toBeGreaterThan(100);
    expect(result.non2xx + result.errors).toBe(0);
    // wrk counts the calls answered before the end; the server may have taken a few more.
    expect(bodies.length).toBeGreaterThanOrEqual(result.requests);
    expect(bodies.length).toBeLessThanOrEqual(result.requests + 4);
    // The drawn bodies in order, none twice, none skipped (wrk checks the first request it is
    // given before it starts, so the load begins with the first or the second).
    const calls = bodies
      .map((b) => (JSON.parse(b) as { call: number; text: string }).call)
      .sort((a, b) => a - b);
    expect(calls[0]).toBeLessThanOrEqual(1);
    expect(calls).toEqual(calls.map((_, i) => calls[0]! + i));
    expect(JSON.parse(bodies[0]!)).toMatchObject({ text: 'ünïcode' });
    const timed = summarise(result.times, result.seconds);
    expect(timed.p50).toBeGreaterThanOrEqual(20);
    expect(timed.p50).toBeLessThan(200);
    expect(result.seconds).toBeGreaterThan(0.9);
  });

  it('counts answers of 400 and more as failed', async () => {
    const { url } = await recordingServer(0);
    const result = await runWrk({
      url,
      connections: 2,
      seconds: 1,
      requests: [
        { method: 'GET', path: '/ok' },
        { method: 'GET', path: '/fail' },
      ],
    });
    expect(result.non2xx).toBeGreaterThan(0);
    expect(result.non2xx).toBeLessThan(result.requests);
  });
});

describe('the CPU split', () => {
  it("counts the CPU of a load generator that ran as the bench's child", async () => {
    const stop = countCpu();
    // A child spinning for about 300 ms of CPU, as wrk does while it sends a load.
    const child = spawn(process.execPath, [
      '-e',
      'const end = Date.now() + 300; while (Date.now() < end);',
    ]);
    await once(child, 'close');
    expect(stop().benchMs).toBeGreaterThanOrEqual(200);
  });
});

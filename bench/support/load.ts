import autocannon from 'autocannon';
import { percentile } from './budget';

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
 * autocannon with every response time recorded, because its own summary has no p95. Bounded in
 * count and time, on loopback only.
 */
export async function runLoad(options: {
  url: string;
  connections: number;
  seconds: number;
  requests: {
    method: 'GET' | 'POST';
    path: string;
    body?: string;
    headers?: Record<string, string>;
  }[];
}): Promise<LoadResult> {
  const times: number[] = [];
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    requests: options.requests,
    setupClient: (client) => {
      client.on('response', (_status: number, _bytes: number, responseTime: number) => {
        times.push(responseTime);
      });
    },
  });
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    perSecond: times.length / options.seconds,
    non2xx: result.non2xx,
    errors: result.errors,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
}

import type { Ready } from '@dealer/contracts';
import type { DemoDataState } from '../../platform/startup';

export interface ReadinessInput {
  databaseUp: boolean;
  /** Demo servers only (undefined in production: there is no demo data to wait for). */
  demoData: DemoDataState | undefined;
  /** With REDIS_URL only: the live hub's and the revocation channel's connections. */
  hubRedisUp: boolean | undefined;
  revocationsRedisUp: boolean | undefined;
}

/**
 * What GET /readyz answers (ZReady). Ready means: this process answers every call it will.
 * - Production: its database answers. Start-up (migrations, the first admin) is done before the
 *   process listens, so a process that answers at all has started.
 * - Demo: that, and the demo data is complete (a demo server listens while it still seeds).
 * - With REDIS_URL, Redis away is `degraded`, still 200: every call still answers correctly
 *   (token checks read the database, live counts reach this process's sockets), and Redis is
 *   shared by every process, so a 503 would take them all out of a load balancer at once and
 *   turn a Redis outage into a full one. `degraded` says what is missing, for monitoring.
 */
export function readiness(input: ReadinessInput): Ready {
  const degraded: string[] = [];
  if (input.hubRedisUp === false) {
    degraded.push("live updates: Redis unreachable, events reach this process's sockets only");
  }
  if (input.revocationsRedisUp === false) {
    degraded.push('revocations: Redis unreachable, every token check reads the database');
  }
  const withRedis = input.hubRedisUp !== undefined || input.revocationsRedisUp !== undefined;
  const answer: Ready = {
    status: 'ok',
    database: input.databaseUp ? 'up' : 'down',
    ...(input.demoData !== undefined && { demoData: input.demoData }),
    ...(withRedis && { redis: degraded.length > 0 ? 'down' : 'up' }),
    ...(degraded.length > 0 && { degraded }),
  };
  if (!input.databaseUp || input.demoData === 'failed') answer.status = 'error';
  else if (input.demoData === 'seeding') answer.status = 'starting';
  else if (degraded.length > 0) answer.status = 'degraded';
  return answer;
}

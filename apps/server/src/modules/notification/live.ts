import type { KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Revocations } from '../../platform/auth/revocations';
import { companyBranches } from '../../platform/access/branchDirectory';
import { createHub, type Hub } from '../../platform/hub/hub';
import { notificationFanOut, type NotificationFanOut } from './fanout';

export interface LiveOptions {
  db: Db;
  jwtKey: KeyObject;
  /** Revoked users lose their live sockets at once, whichever process revoked them. */
  sessions: Pick<Revocations, 'isCurrent' | 'onRevoked'>;
  redisUrl: string | undefined;
  /** Redis channel prefix (REDIS_KEY_PREFIX; tests isolate themselves with their own). */
  redisKey?: string | undefined;
}

/**
 * The live hub on the app's HTTP server and the fan-out that feeds it, closed with the app:
 * connections are dropped before the HTTP server closes (it would wait for them), and queued
 * counts are still sent (to other processes' clients, with Redis) before Redis is let go.
 */
export async function installLiveHub(
  app: FastifyInstance,
  options: LiveOptions,
): Promise<{ hub: Hub; changes: NotificationFanOut }> {
  const { db } = options;
  const hub = await createHub(app.server, {
    jwtKey: options.jwtKey,
    redisUrl: options.redisUrl,
    redisKey: options.redisKey,
    isCompanyBranch: async (code) => (await companyBranches(db)).some((b) => b.code === code),
    isCurrentSession: (user) => options.sessions.isCurrent(user),
    log: app.log,
  });
  options.sessions.onRevoked((userId) => hub.disconnectUser(userId));
  const changes = notificationFanOut(db, hub, (error) =>
    app.log.error({ err: error }, 'live hub: counts not sent'),
  );
  // What the other processes' changes would have told this process's sockets during an outage.
  hub.onRedisBack(() => changes.catchUp());
  app.addHook('preClose', async () => hub.disconnectLocal());
  app.addHook('onClose', async () => {
    await changes.close();
    await hub.close();
  });
  return { hub, changes };
}

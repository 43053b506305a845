import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appUser } from '../../db/schema/index';
import { fireAndForget } from '../redis/fireAndForget';
import { connectPubSub, type PubSubLog } from '../redis/pubSub';
import { generationCache } from './generationCache';
import type { AuthUser } from './tokens';

export interface RevocationOptions {
  db: DbOrTx;
  /** How long a user's generation is trusted from memory (REVOCATION_CACHE_MS). */
  cacheMs: number;
  /** REDIS_URL: tell the other server processes; unset = this process only. */
  redisUrl?: string | undefined;
  /** Redis channel prefix shared by the processes of one deployment (REDIS_KEY_PREFIX). */
  redisKey?: string | undefined;
  log: RevocationLog;
}

/** The app's logger, or the command line's stand-in. */
export interface RevocationLog extends PubSubLog {
  error(details: object, message: string): void;
}

export interface Revocations {
  /** Whether an access token still speaks for its user (enabled, generation current). */
  isCurrent(user: Pick<AuthUser, 'id' | 'generation'>): boolean | Promise<boolean>;
  /**
   * Ends every access token of the user issued so far: bumps the generation. Call inside the
   * transaction that changes the user, then call `changed` after it commits.
   */
  bump(tx: DbOrTx, userId: number): Promise<void>;
  /** After commit: forgets the cached generation here and in every process, cuts live sockets. */
  changed(userId: number): Promise<void>;
  /** Runs for every revoked user, whichever process revoked it (the hub cuts its sockets). */
  onRevoked(listener: (userId: number) => void): void;
  /** With REDIS_URL: whether the other processes' revocations are heard now; else undefined. */
  redisUp(): boolean | undefined;
  /** With REDIS_URL: resolves true once connected, false after `ms` (the command line). */
  whenRedisUp(ms: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Immediate revocation of access tokens (they are otherwise valid until they expire): each token
 * carries the user's generation, and a change of the user bumps it. Every process keeps a short
 * cache of generations and, with Redis, hears the others' changes on one pub/sub channel.
 *
 * While that channel is down (Redis away, at start or later), the others' changes cannot be
 * heard, so the cache is not trusted: every check reads the database, and nothing read then is
 * kept. A change made here meanwhile is not published (the others read the database too, or
 * their cache's time to live bounds it). Either way a revocation takes effect everywhere.
 */
export async function createRevocations(options: RevocationOptions): Promise<Revocations> {
  const cache = generationCache(options.db, options.cacheMs);
  const listeners: ((userId: number) => void)[] = [];
  const channel = `${options.redisKey ?? 'dealer-hub'}:revoked`;
  // Our own messages come back from Redis; the process id lets us skip them.
  const self = randomUUID();

  const apply = (userId: number) => {
    cache.forget(userId);
    for (const listener of listeners) {
      try {
        listener(userId);
      } catch (error) {
        options.log.error({ err: error }, 'revocation listener failed');
      }
    }
  };

  const redis = options.redisUrl
    ? await connectPubSub(
        options.redisUrl,
        'revocations',
        'every token check reads the database until it is back',
        options.log,
      )
    : undefined;
  if (redis) {
    // Whatever was cached or being read when the channel went down or came back may predate a
    // change it did not hear.
    redis.onChange(() => cache.forgetAll());
    // Sent now, or as soon as Redis answers; renewed by node-redis after every reconnection (and
    // by fireAndForget if the connection drops before Redis confirms it).
    const quiet = () => {}; // the link logs the outage that makes it fail
    fireAndForget(redis.sub, quiet).subscribe(channel, (message) => {
      const [from, id] = message.split(' ');
      const userId = Number(id);
      if (from !== self && Number.isInteger(userId)) apply(userId);
    });
  }
  const heard = () => redis === undefined || redis.isUp();

  return {
    isCurrent(user) {
      const current = cache.current(user.id, heard());
      return typeof current === 'object'
        ? current.then((value) => value === user.generation)
        : current === user.generation;
    },
    async bump(tx, userId) {
      await tx
        .update(appUser)
        .set({ tokenGeneration: sql`${appUser.tokenGeneration} + 1` })
        .where(eq(appUser.id, userId));
    },
    async changed(userId) {
      apply(userId);
      // Redis away: nothing to wait for (the link logged it once). A message lost otherwise is
      // bounded by the others' cache time to live; the change itself is committed.
      if (!redis?.isUp()) return;
      await redis.pub.publish(channel, `${self} ${userId}`).catch((error: unknown) => {
        options.log.warn({ err: error }, 'revocation not published');
      });
    },
    onRevoked(listener) {
      listeners.push(listener);
    },
    redisUp: () => redis?.isUp(),
    whenRedisUp: (ms) => redis?.whenUp(ms) ?? Promise.resolve(false),
    async close() {
      await redis?.close();
    },
  };
}

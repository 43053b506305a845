import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appUser } from '../../db/schema/index';
import { connectPubSub } from '../redis/pubSub';
import { generationCache } from './generationCache';
import type { AuthUser } from './tokens';

export interface RevocationOptions {
  db: DbOrTx;
  /** How long a user's generation is trusted from memory (REVOCATION_CACHE_MS). */
  cacheMs: number;
  /** REDIS_URL: tell the other server processes; unset = this process only. */
  redisUrl?: string | undefined;
  /** Redis channel prefix shared by the processes of one deployment (tests use their own). */
  redisKey?: string | undefined;
  log: RevocationLog;
}

/** The app's logger, or the command line's stand-in. */
export interface RevocationLog {
  warn(details: object, message: string): void;
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
  close(): Promise<void>;
}

/**
 * Immediate revocation of access tokens (they are otherwise valid until they expire): each token
 * carries the user's generation, and a change of the user bumps it. Every process keeps a short
 * cache of generations and, with Redis, hears the others' changes on one pub/sub channel.
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
    ? await connectPubSub(options.redisUrl, 'revocations', options.log)
    : undefined;
  if (redis) {
    await redis.sub.subscribe(channel, (message) => {
      const [from, id] = message.split(' ');
      const userId = Number(id);
      if (from !== self && Number.isInteger(userId)) apply(userId);
    });
  }

  return {
    isCurrent(user) {
      const current = cache.current(user.id);
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
      // A lost message is bounded by the cache's time to live; the change itself is committed.
      await redis?.pub.publish(channel, `${self} ${userId}`).catch((error: unknown) => {
        options.log.warn({ err: error }, 'revocation not published');
      });
    },
    onRevoked(listener) {
      listeners.push(listener);
    },
    async close() {
      if (redis) await Promise.allSettled([redis.pub.close(), redis.sub.close()]);
    },
  };
}

import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appUser } from '../../db/schema/index';

/** Past this many cached users the cache starts over (one small row each; bounds memory). */
const MAX_ENTRIES = 50_000;

/** The generation a valid token must carry; undefined when the user is disabled or gone. */
type Current = number | undefined;

export interface GenerationCache {
  /**
   * The user's current token generation. Answered from memory (no promise, no database) while the
   * cached value is younger than the time to live; else read once, shared by concurrent callers.
   */
  current(userId: number): Current | Promise<Current>;
  /** Drops the cached value, so the next call reads the committed one. */
  forget(userId: number): void;
}

/**
 * The per-user revocation check that keeps the common call free of a database hit: a user's
 * generation is read at most once per `ttlMs` per process, and forgotten at once when this or
 * (through Redis) another process changes it. The time to live is the safety net for a lost
 * message, so it stays short (seconds).
 */
export function generationCache(db: DbOrTx, ttlMs: number): GenerationCache {
  const cached = new Map<number, { value: Current; until: number }>();
  const pending = new Map<number, Promise<Current>>();
  // Bumped by every forget: a read that started before a change must not cache what it read.
  let epoch = 0;

  async function load(userId: number): Promise<Current> {
    const started = epoch;
    try {
      const [row] = await db
        .select({ generation: appUser.tokenGeneration, isEnabled: appUser.isEnabled })
        .from(appUser)
        .where(eq(appUser.id, userId));
      const value = row?.isEnabled ? row.generation : undefined;
      if (epoch === started) {
        if (cached.size >= MAX_ENTRIES) cached.clear();
        cached.set(userId, { value, until: Date.now() + ttlMs });
      }
      return value;
    } finally {
      pending.delete(userId);
    }
  }

  return {
    current(userId) {
      const hit = cached.get(userId);
      if (hit && hit.until > Date.now()) return hit.value;
      let reading = pending.get(userId);
      if (!reading) {
        reading = load(userId);
        pending.set(userId, reading);
      }
      return reading;
    },
    forget(userId) {
      epoch++;
      cached.delete(userId);
      pending.delete(userId);
    },
  };
}

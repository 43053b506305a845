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
   * `fromMemory` false: read from the database and keep nothing (while changes made by other
   * processes cannot be heard, see revocations.ts).
   */
  current(userId: number, fromMemory?: boolean): Current | Promise<Current>;
  /** Drops the cached value, so the next call reads the committed one. */
  forget(userId: number): void;
  /** Drops every cached value, and what reads under way would cache. */
  forgetAll(): void;
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

  async function load(userId: number, keep: boolean): Promise<Current> {
    const started = epoch;
    try {
      const [row] = await db
        .select({ generation: appUser.tokenGeneration, isEnabled: appUser.isEnabled })
        .from(appUser)
        .where(eq(appUser.id, userId));
      const value = row?.isEnabled ? row.generation : undefined;
      if (keep && epoch === started) {
        if (cached.size >= MAX_ENTRIES) cached.clear();
        cached.set(userId, { value, until: Date.now() + ttlMs });
      }
      return value;
    } finally {
      pending.delete(userId);
    }
  }

  return {
    current(userId, fromMemory = true) {
      const hit = fromMemory ? cached.get(userId) : undefined;
      if (hit && hit.until > Date.now()) return hit.value;
      // A read under way is shared either way: it started now or later than a cached value would.
      let reading = pending.get(userId);
      if (!reading) {
        reading = load(userId, fromMemory);
        pending.set(userId, reading);
      }
      return reading;
    },
    forget(userId) {
      epoch++;
      cached.delete(userId);
      pending.delete(userId);
    },
    forgetAll() {
      epoch++;
      cached.clear();
      pending.clear();
    },
  };
}

/** A whole JSON answer: its text, or its UTF-8 bytes (the boards: platform/http/jsonBuffer.ts). */
export type JsonBody = string | Buffer;

/**
 * A short-lived, in-process cache of whole JSON answers of hot list calls (the stock search).
 *
 * Correctness rules:
 * - every call that may write (any route not marked `config.readOnly`, see installReadCache)
 *   empties the cache before its answer leaves, so a user always reads their own writes;
 * - an entry lives at most `ttlMs`, which bounds how stale a list can be when ANOTHER server
 *   process on the same PostgreSQL database wrote (or the seed CLI did);
 * - an answer computed while a write happened is handed to its caller but not kept;
 * - concurrent misses of one key share one computation (fifty users opening the stock screen at
 *   once cost one query, not fifty).
 */
export interface ReadCache {
  /** A key's body is always of one type: a key names one route's answer. */
  remember<Body extends JsonBody>(key: string, compute: () => Promise<Body>): Promise<Body>;
  invalidate(): void;
  readonly stats: { hits: number; misses: number; invalidations: number };
}

export interface ReadCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  body: JsonBody;
  expires: number;
}

export function createReadCache({
  ttlMs = 1000,
  maxEntries = 500,
  now = Date.now,
}: ReadCacheOptions = {}): ReadCache {
  let generation = 0;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<JsonBody>>();
  const stats = { hits: 0, misses: 0, invalidations: 0 };

  function store(key: string, body: JsonBody) {
    if (entries.size >= maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, { body, expires: now() + ttlMs });
  }

  return {
    stats,
    invalidate() {
      generation++;
      stats.invalidations++;
      entries.clear();
      pending.clear();
    },
    remember<Body extends JsonBody>(key: string, compute: () => Promise<Body>): Promise<Body> {
      // Off (READ_CACHE_MS=0, what the benches measure): every call computes its own answer,
      // concurrent calls of one key included.
      if (ttlMs <= 0) {
        stats.misses++;
        return compute();
      }
      const entry = entries.get(key);
      if (entry && entry.expires > now()) {
        stats.hits++;
        return Promise.resolve(entry.body as Body);
      }
      if (entry) entries.delete(key);
      const running = pending.get(key);
      if (running) {
        stats.hits++;
        return running as Promise<Body>;
      }
      stats.misses++;
      const startedIn = generation;
      const computation = compute().then(
        (body) => {
          if (generation === startedIn) {
            pending.delete(key);
            store(key, body);
          }
          return body;
        },
        (error: unknown) => {
          if (generation === startedIn) pending.delete(key);
          throw error;
        },
      );
      pending.set(key, computation);
      return computation;
    },
  };
}

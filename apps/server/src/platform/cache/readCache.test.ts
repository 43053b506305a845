import { describe, expect, it } from 'vitest';
import { createReadCache } from './readCache';

function deferred() {
  let resolve!: (body: string) => void;
  const promise = new Promise<string>((done) => (resolve = done));
  return { promise, resolve };
}

describe('the read cache', () => {
  it('answers a second call of a key from memory until the entry expires', async () => {
    let clock = 0;
    let computed = 0;
    const cache = createReadCache({ ttlMs: 1000, now: () => clock });
    const compute = async () => `body ${++computed}`;
    expect(await cache.remember('k', compute)).toBe('body 1');
    clock = 999;
    expect(await cache.remember('k', compute)).toBe('body 1');
    clock = 1000;
    expect(await cache.remember('k', compute)).toBe('body 2');
    expect(cache.stats).toMatchObject({ hits: 1, misses: 2 });
  });

  it('computes every call, concurrent ones of a key too, when turned off (READ_CACHE_MS=0)', async () => {
    let computed = 0;
    const cache = createReadCache({ ttlMs: 0 });
    const compute = async () => `body ${++computed}`;
    const answers = await Promise.all([1, 2, 3].map(() => cache.remember('k', compute)));
    expect(answers.sort()).toEqual(['body 1', 'body 2', 'body 3']);
    expect(await cache.remember('k', compute)).toBe('body 4');
    expect(cache.stats).toMatchObject({ hits: 0, misses: 4 });
  });

  it('computes again after an invalidation', async () => {
    let computed = 0;
    const cache = createReadCache();
    const compute = async () => `body ${++computed}`;
    await cache.remember('k', compute);
    cache.invalidate();
    expect(await cache.remember('k', compute)).toBe('body 2');
  });

  it('shares one computation between concurrent misses of a key', async () => {
    const cache = createReadCache();
    const gate = deferred();
    let computed = 0;
    const compute = () => {
      computed++;
      return gate.promise;
    };
    const answers = Promise.all([1, 2, 3].map(() => cache.remember('k', compute)));
    gate.resolve('shared');
    expect(await answers).toEqual(['shared', 'shared', 'shared']);
    expect(computed).toBe(1);
  });

  it('does not keep an answer computed while a write emptied the cache', async () => {
    const cache = createReadCache();
    const gate = deferred();
    const first = cache.remember('k', () => gate.promise);
    cache.invalidate();
    gate.resolve('from before the write');
    expect(await first).toBe('from before the write');
    expect(await cache.remember('k', async () => 'after the write')).toBe('after the write');
  });

  it('does not keep a failed computation', async () => {
    const cache = createReadCache();
    await expect(
      cache.remember('k', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await cache.remember('k', async () => 'recovered')).toBe('recovered');
  });

  it('drops the oldest entry beyond its size', async () => {
    const cache = createReadCache({ maxEntries: 2 });
    let computed = 0;
    const compute = async () => `body ${++computed}`;
    await cache.remember('a', compute);
    await cache.remember('b', compute);
    await cache.remember('c', compute);
    expect(await cache.remember('a', compute)).toBe('body 4');
    expect(await cache.remember('c', compute)).toBe('body 3');
  });
});

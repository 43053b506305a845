import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchLatestVersion } from './fetchLatestVersion';

/** /metadata.json answering `body` with `status`. */
function serverAnswers(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the version the server ships', () => {
  it('is the version field of /metadata.json', async () => {
    serverAnswers({ version: '1.2.3' });
    expect(await fetchLatestVersion()).toBe('1.2.3');
  });

  it('is unknown when the answer does not have the contract shape', async () => {
    for (const body of [null, [], 'text', { version: 3 }, {}]) {
      serverAnswers(body);
      expect(await fetchLatestVersion()).toBeNull();
    }
  });

  it('is unknown when the server refuses or cannot be reached', async () => {
    serverAnswers({ version: '9.9.9' }, 503);
    expect(await fetchLatestVersion()).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await fetchLatestVersion()).toBeNull();
  });
});

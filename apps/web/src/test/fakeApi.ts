import { vi } from 'vitest';
import { jsonResponse } from './fixtures';

type Handler = (body: unknown) => Response;

/**
 * A fetch stand-in for component tests: answers by path, records what was sent. Unknown paths
 * answer 404 so that an unexpected call shows up as a failed test, not a hang.
 */
export function fakeApi() {
  const fetchMock = vi.fn<typeof fetch>();
  let routes: Record<string, Handler> = {};
  fetchMock.mockImplementation(async (input, init) => {
    const handler = routes[String(input)];
    const raw = init?.body;
    const body: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    return handler ? handler(body) : jsonResponse({ acknowledge: 0, message: 'nope' }, 404);
  });
  return {
    fetchMock,
    answer(next: Record<string, Handler>) {
      routes = { ...routes, ...next };
    },
    reset() {
      routes = {};
      fetchMock.mockClear();
    },
    /** The JSON bodies sent to `path`, in order. */
    sentTo(path: string): unknown[] {
      return fetchMock.mock.calls
        .filter(([url]) => String(url) === path)
        .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    },
  };
}

export const ok = (body: object) => () => jsonResponse({ acknowledge: 1, message: 'OK', ...body });

import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API } from '@dealer/contracts/platform';
import { HUB_PATH } from '@dealer/contracts/notification';
import { Server } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeSession, PUBLIC_KEY_REPLY, tokenReply } from '../../test/fixtures';
import { STORAGE_KEYS } from '../../shared/browser/storageKeys';
import { endSession, startSession, updateSessionTokens } from '../../shared/session/sessionStore';
import { startLiveConnection } from './liveConnection';

/**
 * A real Socket.IO server stands in for the hub: it admits the tokens the test says are current
 * and refuses the others as the hub does (data.code UNAUTHENTICATED), and records the token of
 * every handshake. The console connects to it through the real socket.io-client.
 */
let http: HttpServer;
let hub: Server;
let current: Set<string>;
let handshakes: string[];
let stopLive: (() => void) | undefined;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  current = new Set(['access-1']);
  handshakes = [];
  http = createServer();
  hub = new Server(http, { path: HUB_PATH, transports: ['websocket'] });
  hub.use((socket, next) => {
    const token = String((socket.handshake.auth as { token?: unknown }).token);
    handshakes.push(token);
    if (current.has(token)) return next();
    return next(Object.assign(new Error('Unauthorized'), { data: { code: 'UNAUTHENTICATED' } }));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  // io() with no URL connects to the page's own origin, as the console does behind its proxy.
  vi.stubGlobal('location', new URL(`http://127.0.0.1:${port}/auto2000/`));
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url) => {
    if (url === API.auth.token) return jsonResponse(tokenReply('access-2', 'refresh-2'));
    if (url === API.auth.publicKey) return jsonResponse(PUBLIC_KEY_REPLY);
    return jsonResponse({ count: 0 });
  });
  await startSession(makeSession({ role: 'crc' }));
});

afterEach(async () => {
  stopLive?.();
  stopLive = undefined;
  endSession();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  await hub.close();
});

const connected = () => localStorage.getItem(STORAGE_KEYS.liveConnected) === '1';
const tokenCalls = () => fetchMock.mock.calls.filter(([url]) => url === API.auth.token);

async function until(condition: () => boolean, what: string, ms = 12_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the live connection after the server closes it', () => {
  it('reconnects with the access token the session holds now, not the one it started with', async () => {
    stopLive = startLiveConnection(makeSession({ role: 'crc' }));
    await until(connected, 'the first connection is up');
    await updateSessionTokens({
      idToken: 'access-2',
      refreshToken: 'refresh-2',
      expiry: makeSession().expiry,
    });
    current.add('access-2');

    hub.disconnectSockets(true);
    await until(() => !connected(), 'the badge shows the cut');
    await until(connected, 'the connection is back');
    expect(handshakes).toEqual(['access-1', 'access-2']);
  });

  it('refreshes a token the hub no longer accepts (role changed) and reconnects with the new one', async () => {
    stopLive = startLiveConnection(makeSession({ role: 'crc' }));
    await until(connected, 'the first connection is up');
    // The user's token generation changed: the old token is revoked and its sockets cut.
    current = new Set(['access-2']);

    hub.disconnectSockets(true);
    await until(() => !connected(), 'the badge shows the cut');
    await until(connected, 'the connection is back', 15_000);
    expect(handshakes).toEqual(['access-1', 'access-1', 'access-2']);
    expect(tokenCalls()).toHaveLength(1);
  });

  it('stops for good once the session has ended', async () => {
    stopLive = startLiveConnection(makeSession({ role: 'crc' }));
    await until(connected, 'the first connection is up');

    hub.disconnectSockets(true);
    await until(() => !connected(), 'the badge shows the cut');
    endSession();
    // Past the first retry delay (2 s): no attempt was made.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(handshakes).toEqual(['access-1']);
    expect(connected()).toBe(false);
  });
});

import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { HUB_PATH } from '@dealer/contracts';

/** One event a test client received, in arrival order. */
export interface Received {
  event: string;
  args: unknown[];
}

export interface HubClient {
  socket: Socket;
  received: Received[];
  /** The first `event` received (now or later) after the `seen` earlier ones of its name. */
  next(event: string, seen?: number, timeoutMs?: number): Promise<unknown[]>;
  /** How many `event`s have arrived so far. */
  count(event: string): number;
  close(): void;
}

/** Listens on a free loopback port (once) and answers the origin. */
export async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

export interface ConnectOptions {
  auth?: Record<string, unknown>;
  query?: Record<string, string>;
}

/**
 * A socket.io-client connection as the console makes it (websocket only, no retries). Resolves
 * once connected; rejects with the server's refusal (`message`, `data.code`).
 */
export function connectHub(origin: string, options: ConnectOptions): Promise<HubClient> {
  const socket = io(origin, {
    path: HUB_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: options.auth ?? {},
    query: options.query ?? {},
  });
  const received: Received[] = [];
  socket.onAny((event: string, ...args: unknown[]) => received.push({ event, args }));
  const count = (event: string) => received.filter((r) => r.event === event).length;
  const client: HubClient = {
    socket,
    received,
    count,
    next(event, seen = count(event), timeoutMs = 5_000) {
      return new Promise((done, fail) => {
        const started = Date.now();
        const poll = () => {
          const found = received.filter((r) => r.event === event)[seen];
          if (found) return done(found.args);
          if (Date.now() - started > timeoutMs)
            return fail(new Error(`no ${event} #${seen + 1} within ${timeoutMs} ms`));
          setTimeout(poll, 5);
        };
        poll();
      });
    },
    close: () => socket.close(),
  };
  return new Promise((done, fail) => {
    socket.once('connect', () => done(client));
    socket.once('connect_error', (error) => {
      socket.close();
      fail(error);
    });
  });
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

import type { Server as HttpServer } from 'node:http';
import type { KeyObject } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Server } from 'socket.io';
import { HUB_EVENTS, HUB_PATH, type HubServerEvents } from '@dealer/contracts';
import type { AuthUser } from '../auth/tokens';
import { admit, HubRefusal, userRoom, type HubMember } from './handshake';
import { redisFanOut, type RedisFanOut } from './redis';

export interface HubOptions {
  jwtKey: KeyObject;
  /** REDIS_URL: share events with the other server processes; unset = this process only. */
  redisUrl?: string | undefined;
  /** Redis channel prefix; the processes of one deployment share it (tests use their own). */
  redisKey?: string | undefined;
  /** Whether a code names an active company branch (head office may watch any of them). */
  isCompanyBranch: (code: string) => Promise<boolean>;
  /** Whether the token was not revoked since it was issued (see auth/revocations.ts). */
  isCurrentSession: (user: AuthUser) => boolean | Promise<boolean>;
  log: FastifyBaseLogger;
}

type CountEvent = typeof HUB_EVENTS.notification | typeof HUB_EVENTS.dashboard;

export interface Hub {
  /** Sends a count to every socket in `rooms`, in this process and (with Redis) the others. */
  emit(rooms: readonly string[], event: CountEvent, count: number): void;
  /** Sends a count to this process's sockets in `rooms` only (the catch-up after an outage). */
  emitLocal(rooms: readonly string[], event: CountEvent, count: number): void;
  /**
   * False only when no socket can be in any of `rooms`: this process has none there and no other
   * process hears its events (no Redis, or Redis away). Lets the fan-out skip counting for nobody.
   */
  mayHaveListeners(rooms: readonly string[]): boolean;
  /** Whether this process has a socket in any of `rooms`. */
  hasLocalListeners(rooms: readonly string[]): boolean;
  /** With REDIS_URL: whether events reach the other processes now; undefined without Redis. */
  redisUp(): boolean | undefined;
  /**
   * Runs when Redis is back after an outage, once this process's sockets of revoked users are
   * cut: what they missed meanwhile is theirs to resend (the fan-out recounts their rooms).
   */
  onRedisBack(listener: () => void): void;
  /** Cuts this process's sockets of one user (revoked; every process hears the revocation). */
  disconnectUser(userId: number): void;
  /** Drops this process's connections (before the HTTP server closes, which would wait on them). */
  disconnectLocal(): void;
  /** Stops sharing events and closes the Redis connections. */
  close(): Promise<void>;
  /** The Socket.IO server itself (tests and the benchmark look at it). */
  io: Server<Record<string, never>, HubServerEvents, Record<string, never>, HubMember>;
}

/**
 * The live hub on the app's own HTTP server at /hub, websocket transport only (the console skips
 * negotiation, spec 1 section 7). A connection needs a valid access token and joins exactly one
 * room, '<branch>|<ROLE>' (see handshake.ts); clients only listen.
 */
export async function createHub(server: HttpServer, options: HubOptions): Promise<Hub> {
  const io: Hub['io'] = new Server(server, {
    path: HUB_PATH,
    transports: ['websocket'],
    serveClient: false,
    // Clients send nothing but the handshake; keep what one frame may cost small.
    maxHttpBufferSize: 16 * 1024,
  });
  let redis: RedisFanOut | undefined;
  const backListeners: (() => void)[] = [];
  if (options.redisUrl) {
    redis = await redisFanOut(options.redisUrl, options.redisKey ?? 'dealer-hub', options.log);
    io.adapter(redis.adapter);
    // Also at the first connection: a process that started while Redis was away has served
    // sockets since (at a normal start there are none yet, and this costs nothing).
    redis.onChange((up) => {
      if (up) {
        catchUp().catch((error: unknown) =>
          options.log.error({ err: error }, 'hub: catching up after the Redis outage failed'),
        );
      }
    });
  }

  // Revocations published while Redis was away never arrived: the sessions of this process's
  // sockets are checked again (the revocation cache holds nothing from the outage), then the
  // counts they may have missed are resent.
  async function catchUp() {
    const sockets = [...io.of('/').sockets.values()];
    await Promise.all(
      sockets.map(async (socket) => {
        try {
          if (!(await options.isCurrentSession(socket.data.user))) socket.disconnect(true);
        } catch (error) {
          options.log.error({ err: error }, 'hub: session check after the Redis outage failed');
        }
      }),
    );
    for (const listener of backListeners) listener();
  }

  io.use((socket, next) => {
    admit(socket.handshake, options.jwtKey, options.isCompanyBranch, options.isCurrentSession).then(
      (member) => {
        socket.data = member;
        next();
      },
      (error: unknown) => {
        if (error instanceof HubRefusal) return next(error);
        // A database failure while checking the branch: say so without its details.
        options.log.error({ err: error }, 'hub handshake failed');
        return next(new HubRefusal('INTERNAL', 'The live connection is unavailable, try again'));
      },
    );
  });
  io.on('connection', (socket) => {
    void socket.join([socket.data.room, userRoom(socket.data.user.id)]);
    socket.emit(HUB_EVENTS.userConnected, socket.id);
  });

  const local = io.of('/').adapter;
  const hasLocalListeners = (rooms: readonly string[]) =>
    rooms.some((room) => (local.rooms.get(room)?.size ?? 0) > 0);
  return {
    io,
    emit(rooms, event, count) {
      if (rooms.length > 0) io.to([...rooms]).emit(event, count);
    },
    emitLocal(rooms, event, count) {
      if (rooms.length > 0) io.local.to([...rooms]).emit(event, count);
    },
    mayHaveListeners(rooms) {
      return redis?.isUp() === true || hasLocalListeners(rooms);
    },
    hasLocalListeners,
    redisUp: () => redis?.isUp(),
    onRedisBack(listener) {
      backListeners.push(listener);
    },
    disconnectUser(userId) {
      io.local.in(userRoom(userId)).disconnectSockets(true);
    },
    disconnectLocal() {
      // `local`: with Redis, a plain disconnectSockets would drop every process's clients.
      io.local.disconnectSockets(true);
      io.engine.close();
    },
    async close() {
      await io.of('/').adapter.close();
      await redis?.close();
    },
  };
}

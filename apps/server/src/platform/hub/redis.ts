import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { FastifyBaseLogger } from 'fastify';

/** How long start-up waits for Redis before it gives up with a clear message. */
const CONNECT_TIMEOUT_MS = 10_000;

export interface RedisFanOut {
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

/**
 * The Socket.IO Redis adapter on two connections (publish, subscribe). An emit in one process
 * reaches the sockets of every process that shares `key`. Start-up fails when Redis does not
 * answer, rather than running a process whose clients silently miss other processes' events;
 * once running, the clients reconnect by themselves and errors are logged.
 */
export async function redisFanOut(
  url: string,
  key: string,
  log: FastifyBaseLogger,
): Promise<RedisFanOut> {
  const pub = createClient({
    url,
    socket: { reconnectStrategy: (retries: number) => Math.min(100 * (retries + 1), 2_000) },
  });
  const sub = pub.duplicate();
  for (const [client, name] of [
    [pub, 'publish'],
    [sub, 'subscribe'],
  ] as const) {
    client.on('error', (error: unknown) => log.warn({ err: error }, `redis (${name}) error`));
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(
      () => fail(new Error(`REDIS_URL: Redis did not answer within ${CONNECT_TIMEOUT_MS} ms`)),
      CONNECT_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([Promise.all([pub.connect(), sub.connect()]), timeout]);
  } catch (error) {
    pub.destroy();
    sub.destroy();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return {
    adapter: createAdapter(pub, sub, { key }),
    async close() {
      await Promise.allSettled([pub.close(), sub.close()]);
    },
  };
}

import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { connectPubSub } from '../redis/pubSub';

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
  const { pub, sub } = await connectPubSub(url, 'hub', log);
  return {
    adapter: createAdapter(pub, sub, { key }),
    async close() {
      await Promise.allSettled([pub.close(), sub.close()]);
    },
  };
}

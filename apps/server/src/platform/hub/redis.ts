import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { fireAndForget } from '../redis/fireAndForget';
import { connectPubSub, type RedisLink } from '../redis/pubSub';

export interface RedisFanOut {
  adapter: ReturnType<typeof createAdapter>;
  /** Whether events reach the other processes now. */
  isUp(): boolean;
  /** Runs on every change of isUp() (the hub catches up when Redis is back). */
  onChange(listener: (up: boolean) => void): void;
  close(): Promise<void>;
}

/**
 * The Socket.IO Redis adapter on two connections (publish, subscribe). An emit in one process
 * reaches the sockets of every process that shares `key`. Redis may be away at start or go away
 * later: the process serves all the same, its emits reach its own sockets only (the adapter's
 * publishes fail at once and are dropped, logged once per outage by the link), and it joins the
 * others when Redis answers.
 */
export async function redisFanOut(
  url: string,
  key: string,
  log: FastifyBaseLogger,
): Promise<RedisFanOut> {
  const link: RedisLink = await connectPubSub(
    url,
    'hub',
    "live updates reach this process's sockets only until it is back",
    log,
  );
  const dropped = (error: unknown) => {
    // Expected while Redis is away (the link said so once); anything else is worth a line.
    if (link.isUp()) log.warn({ err: error }, 'redis (hub): a live event was not shared');
  };
  return {
    adapter: createAdapter(fireAndForget(link.pub, dropped), fireAndForget(link.sub, dropped), {
      key,
    }),
    isUp: () => link.isUp(),
    onChange: (listener) => link.onChange(listener),
    close: () => link.close(),
  };
}
